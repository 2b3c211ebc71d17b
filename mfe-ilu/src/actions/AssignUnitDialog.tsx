/**
 * Assign unit (seed 002 §2 "Dialogs", §3 "Admission, assign unit...", §8): the enquiry's unit among the units of a
 * status (Available by default, or All), each with its type, location, price and brief note, and the chosen unit's
 * events; the price starts as the unit's and can be changed. POST accommodations/assign-unit.
 */
import { useState } from 'react';
import type { Enquiry } from 'shared-domain/contracts/ilu';
import { ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { FormikDialog, MoneyField, SelectField, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import { useAssignUnit, useUnits, type UnitItem, type UnitStatusChoice } from './actions.resource';
import { assignUnitErrors, moneyBody, type AssignUnitValues } from './rules';
import { UNIT_TEXT, UnitEvents, unitOptions, unitsWith, usePriceOfUnit } from './UnitPicker';

export const ASSIGN_UNIT_TEXT = {
  title: 'Assign unit',
  submit: 'Assign',
  price: 'Price',
  available: 'Available',
  all: 'All',
} as const;

export interface AssignUnitDialogProps {
  open: boolean;
  enquiry: Enquiry;
  onClose: () => void;
}

export function AssignUnitDialog({ open, enquiry, onClose }: AssignUnitDialogProps) {
  const assign = useAssignUnit(enquiry.residents.map((r) => r.residentId));
  const save = useSubmit<AssignUnitValues>({
    action: (v) =>
      assign.mutateAsync({
        accommodationId: Number(v.accommodationId),
        independentLivingAllocationId: enquiry.enquiryId,
        price: moneyBody(v.price),
        version: enquiry.version,
      }),
    success: ILU_MESSAGES.unitAssigned,
    failure: ILU_MESSAGES.assignUnitError,
    onSuccess: onClose,
  });
  const assigned = enquiry.assignedUnit;
  const form = useFormik<AssignUnitValues>({
    initialValues: {
      status: 'Available',
      accommodationId: assigned ? String(assigned.accommodationId) : '',
      price: assigned ? (enquiry.agreedPrice ?? '') : '',
    },
    validate: validateWith(assignUnitErrors),
    onSubmit: save.submit,
  });
  const units = useUnits(form.values.status, open);
  const chosen = form.values.accommodationId ? Number(form.values.accommodationId) : null;
  // The unit chosen stays offered when the status picker lists units of another status.
  const [chosenUnit, setChosenUnit] = useState<UnitItem | null>(null);
  const list = unitsWith(units.data ?? [], assigned, chosenUnit?.accommodationId === chosen ? chosenUnit : null);
  const loading = units.isPending;
  const empty = !loading && !units.isError && list.length === 0;
  usePriceOfUnit(form.values.price, list.find((u) => u.accommodationId === chosen)?.price ?? null, (price) =>
    form.setFieldValue('price', price),
  );

  return (
    <>
      <FormikDialog
        open={open}
        title={ASSIGN_UNIT_TEXT.title}
        submitLabel={ASSIGN_UNIT_TEXT.submit}
        size="lg"
        form={form}
        onClose={onClose}
      >
        <SelectField
          name="status"
          label={UNIT_TEXT.status}
          placeholder={null}
          options={[
            { value: 'Available' satisfies UnitStatusChoice, label: ASSIGN_UNIT_TEXT.available },
            { value: 'All' satisfies UnitStatusChoice, label: ASSIGN_UNIT_TEXT.all },
          ]}
        />
        <SelectField
          name="accommodationId"
          label={UNIT_TEXT.unit}
          required
          disabled={loading}
          placeholder={loading ? UNIT_TEXT.loading : undefined}
          helpText={empty ? UNIT_TEXT.noUnits : undefined}
          options={unitOptions(list, enquiry.enquiryId)}
          onValueChange={(next) => {
            // The price starts as the chosen unit's; the user may change it.
            const unit = list.find((u) => String(u.accommodationId) === String(next));
            setChosenUnit(unit ?? null);
            if (unit?.price) void form.setFieldValue('price', unit.price);
          }}
        />
        <MoneyField name="price" label={ASSIGN_UNIT_TEXT.price} required />
        <UnitEvents accommodationId={chosen} />
      </FormikDialog>
      {save.dialog}
    </>
  );
}
