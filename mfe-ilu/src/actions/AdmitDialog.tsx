/**
 * Admit to unit and add to unit (seed 002 §2 "Dialogs", §3 "Admission...", §5, §8). Admit: the enquiry's people into a
 * unit (the assigned one, or an Available one chosen here), with the responsible resident, the price (the agreed one,
 * else the unit's), the admission date and time and each person's date of birth. Add to unit: the same call for the
 * person not yet admitted, into the allocation's unit. The server's refusals are listed in the 'Resident cannot be
 * admitted.' dialog; success opens the allocation page of the page's person.
 */
import { useNavigate } from 'react-router';
import type { Enquiry } from 'shared-domain/contracts/ilu';
import { melbourneToday, toMelbourneDate } from 'shared-domain/dates';
import { ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { HStack, Text } from 'shared-ui';
import { DateField, FormikDialog, MoneyField, SelectField, TimeField, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import { useAdmitToUnit, useUnits } from './actions.resource';
import { DEFAULT_ADMISSION_TIME, admitErrors, admitPayload, fullName, peopleToAdmit, type AdmitValues } from './rules';
import { UNIT_TEXT, unitLabel, unitOptions, unitsWith, usePriceOfUnit } from './UnitPicker';

export const ADMIT_TEXT = {
  admitTitle: 'Admit to unit',
  addTitle: 'Add to unit',
  submit: 'Admit',
  responsible: 'Responsible resident',
  price: 'Price',
  admissionDate: 'Admission date',
  admissionTime: 'Admission time',
  dateOfBirth: (name: string) => `Date of birth of ${name}`,
} as const;

export type AdmitMode = 'admit' | 'add';

export interface AdmitDialogProps {
  open: boolean;
  /** 'admit': the enquiry's people; 'add': the person not yet admitted, into the allocation's unit. */
  mode: AdmitMode;
  enquiry: Enquiry;
  /** The page's person: their allocation page opens after the admission. */
  residentId: number;
  onClose: () => void;
}

/** The allocation page of a person (viewDepartedMode false). */
export const allocationPath = (enquiryId: number, residentId: number) =>
  `/viewIndependentLiving/${enquiryId}/resident/${residentId}/false`;

export function AdmitDialog({ open, mode, enquiry, residentId, onClose }: AdmitDialogProps) {
  const navigate = useNavigate();
  const admit = useAdmitToUnit(enquiry.residents.map((r) => r.residentId));
  const save = useSubmit<AdmitValues>({
    action: (v) => admit.mutateAsync(admitPayload(enquiry, v)),
    failure: ILU_MESSAGES.admitError,
    modelState: 'dialog',
    dialogTitle: ILU_MESSAGES.cannotAdmit,
    onSuccess: () => {
      onClose();
      navigate(allocationPath(enquiry.enquiryId, residentId));
    },
  });

  const assigned = enquiry.assignedUnit;
  const people = peopleToAdmit(enquiry);
  const responsible =
    enquiry.responsibleResidencyId ?? (enquiry.residents.length === 1 ? enquiry.residents[0].residencyId : null);
  const today = melbourneToday();
  const form = useFormik<AdmitValues>({
    initialValues: {
      accommodationId: assigned ? String(assigned.accommodationId) : '',
      responsibleResidencyId: responsible ? String(responsible) : '',
      price: enquiry.agreedPrice ?? '',
      admissionDate: today,
      admissionTime: DEFAULT_ADMISSION_TIME,
      people: people.map((p) => ({
        residentId: p.residentId,
        name: fullName(p),
        dateOfBirth: p.dateOfBirth?.slice(0, 10) ?? '',
      })),
    },
    validate: validateWith((v: AdmitValues) => admitErrors(v, { createdOnUtc: enquiry.createdOnUtc, today })),
    onSubmit: save.submit,
  });

  // Adding to the unit: the allocation's unit, not a choice.
  const choose = mode === 'admit';
  const units = useUnits('Available', open && choose);
  const list = choose ? unitsWith(units.data ?? [], assigned) : [];
  const loading = choose && units.isPending;
  const chosen = list.find((u) => String(u.accommodationId) === form.values.accommodationId);
  usePriceOfUnit(form.values.price, chosen?.price ?? null, (price) => form.setFieldValue('price', price));

  return (
    <>
      <FormikDialog
        open={open}
        title={mode === 'admit' ? ADMIT_TEXT.admitTitle : ADMIT_TEXT.addTitle}
        submitLabel={ADMIT_TEXT.submit}
        form={form}
        onClose={onClose}
      >
        <Text fontWeight="medium" data-testid="admit-people">
          {people.map(fullName).join(' and ')}
        </Text>
        {choose ? (
          <SelectField
            name="accommodationId"
            label={UNIT_TEXT.unit}
            required
            disabled={loading}
            placeholder={loading ? UNIT_TEXT.loading : undefined}
            helpText={!loading && !units.isError && !list.length ? UNIT_TEXT.noUnits : undefined}
            options={unitOptions(list, enquiry.enquiryId)}
            onValueChange={(next) => {
              const unit = list.find((u) => String(u.accommodationId) === String(next));
              if (unit?.price) void form.setFieldValue('price', unit.price);
            }}
          />
        ) : assigned ? (
          <Text data-testid="admit-unit">
            {UNIT_TEXT.unit}:{' '}
            {unitLabel({
              roomNumber: assigned.unitNumber,
              accommodationName: assigned.unitType ?? '',
              price: null,
              briefNotes: null,
            })}
            {assigned.location ? ` (${assigned.location})` : ''}
          </Text>
        ) : null}
        <SelectField
          name="responsibleResidencyId"
          label={ADMIT_TEXT.responsible}
          required
          options={enquiry.residents.map((r) => ({ value: String(r.residencyId), label: fullName(r) }))}
        />
        <MoneyField name="price" label={ADMIT_TEXT.price} required />
        <HStack align="start" gap="3">
          <DateField
            name="admissionDate"
            label={ADMIT_TEXT.admissionDate}
            required
            min={toMelbourneDate(enquiry.createdOnUtc)}
            max={today}
          />
          <TimeField name="admissionTime" label={ADMIT_TEXT.admissionTime} />
        </HStack>
        {form.values.people.map((p, i) => (
          <DateField key={p.residentId} name={`people.${i}.dateOfBirth`} label={ADMIT_TEXT.dateOfBirth(p.name)} max={today} />
        ))}
      </FormikDialog>
      {save.dialog}
    </>
  );
}
