/** Send on leave / edit leave, and return from leave (seed 000 §3 "Leave", §4, §5, §8). */
import type { FacilityType } from 'shared-domain/enums';
import { LEAVE_TYPE_LABELS, labelledOptions } from 'shared-domain/labels';
import {
  STAY_DIALOG_TITLES,
  STAY_MESSAGES,
  minimumLeaveReturnDate,
  validateLeave,
  validateReturnFromLeave,
} from 'shared-domain/stay';
import { leaveTypesFor } from 'shared-domain/enums';
import { SUCCESS_MESSAGES } from 'shared-domain/messages';
import { CheckboxField, DateField, FormikDialog, SelectField, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import type { LeaveBody } from 'shared-domain/contracts/residents';
import { useAddLeave, useReturnFromLeave, useUpdateLeave, type LeaveDto } from './stay.resource';
import { STAY_SUBMIT } from './StayDialog';

interface LeaveValues {
  type: string;
  startDateUtc: string;
  expectedReturnDateUtc: string;
  isClaimable: boolean;
}

export interface LeaveDialogProps {
  open: boolean;
  residentId: number;
  facilityType: FacilityType;
  admissionDate: string | null;
  /** Edit this leave (else a new leave). */
  leave?: LeaveDto | null;
  onClose: () => void;
  onSaved: () => void;
}

export function LeaveDialog({ open, residentId, facilityType, admissionDate, leave, onClose, onSaved }: LeaveDialogProps) {
  const addLeave = useAddLeave(residentId);
  const updateLeave = useUpdateLeave(residentId);
  const isEdit = !!leave;
  const save = useSubmit<LeaveValues>({
    ...STAY_SUBMIT,
    dialogTitle: STAY_DIALOG_TITLES.leave,
    action: (v) => {
      const body: LeaveBody = {
        // validateLeave has refused an empty or unknown leave type before the submit.
        type: v.type as LeaveBody['type'],
        startDateUtc: v.startDateUtc,
        expectedReturnDateUtc: v.expectedReturnDateUtc || null,
        isClaimable: facilityType === 'AgeCare' && v.type === 'Social' ? v.isClaimable : undefined,
      };
      return leave ? updateLeave.mutateAsync({ ...body, id: leave.id, version: leave.version }) : addLeave.mutateAsync(body);
    },
    success: isEdit ? STAY_MESSAGES.leaveUpdated : STAY_MESSAGES.leaveAdded,
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const form = useFormik<LeaveValues>({
    enableReinitialize: true,
    initialValues: {
      type: leave?.type ?? '',
      startDateUtc: leave?.startDateUtc ?? '',
      expectedReturnDateUtc: leave?.expectedReturnDateUtc ?? '',
      isClaimable: leave ? !(leave.kind ?? '').endsWith('NonClaimable') : true,
    },
    validateOnChange: false,
    validate: validateWith((v: LeaveValues) =>
      validateLeave(
        { type: v.type, startDateUtc: v.startDateUtc, expectedReturnDateUtc: v.expectedReturnDateUtc || null },
        { facilityType, admissionDate, departureDate: null },
      ),
    ),
    onSubmit: save.submit,
  });
  const minReturn = form.values.startDateUtc ? minimumLeaveReturnDate(form.values.startDateUtc) : admissionDate;
  return (
    <>
      <FormikDialog open={open} title={isEdit ? 'Edit leave' : 'Send on leave'} form={form} onClose={onClose}>
        <SelectField
          label="Leave type"
          name="type"
          required
          options={labelledOptions(leaveTypesFor(facilityType), LEAVE_TYPE_LABELS)}
        />
        <DateField label="Start date" name="startDateUtc" required min={admissionDate} />
        <DateField label="Expected return date" name="expectedReturnDateUtc" min={minReturn} />
        {facilityType === 'AgeCare' && form.values.type === 'Social' ? (
          <CheckboxField name="isClaimable" label="Claimable leave" />
        ) : null}
      </FormikDialog>
      {save.dialog}
    </>
  );
}

export interface ReturnDialogProps {
  open: boolean;
  residentId: number;
  leave: LeaveDto | { id: number; startDateUtc: string };
  onClose: () => void;
  onSaved: () => void;
}

export function ReturnFromLeaveDialog({ open, residentId, leave, onClose, onSaved }: ReturnDialogProps) {
  const returnFromLeave = useReturnFromLeave(residentId);
  const save = useSubmit<{ returnDateUtc: string }>({
    ...STAY_SUBMIT,
    dialogTitle: STAY_DIALOG_TITLES.returnFromLeave,
    action: (v) => returnFromLeave.mutateAsync({ returnDateUtc: v.returnDateUtc, leaveId: leave.id }),
    // The seeds give no message of their own for a return from leave.
    success: SUCCESS_MESSAGES.changesSaved,
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const form = useFormik({
    enableReinitialize: true,
    initialValues: { returnDateUtc: '' },
    validateOnChange: false,
    validate: validateWith((v: { returnDateUtc: string }) => validateReturnFromLeave(v.returnDateUtc, leave.startDateUtc)),
    onSubmit: save.submit,
  });
  return (
    <>
      <FormikDialog open={open} title="Return from leave" form={form} onClose={onClose}>
        <DateField label="Return date" name="returnDateUtc" required min={minimumLeaveReturnDate(leave.startDateUtc)} />
      </FormikDialog>
      {save.dialog}
    </>
  );
}
