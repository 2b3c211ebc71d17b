/** Send on leave / edit leave, and return from leave (seed 000 §3 "Leave", §4, §5, §8). */
import { useFormik } from 'formik';
import type { FacilityType } from 'shared-domain/enums';
import {
  STAY_DIALOG_TITLES, STAY_MESSAGES, leaveTypesFor, minimumLeaveReturnDate, validateLeave, validateReturnFromLeave,
} from 'shared-domain/stay';
import { Field, FormDialog, MessageDialog } from 'shared-ui';
import * as api from './api';
import { DateField, SelectField, firstErrors, useSave } from './StayDialog';

export interface LeaveDialogProps {
  open: boolean;
  residentId: number;
  facilityType: FacilityType;
  admissionDate: string | null;
  /** Edit this leave (else a new leave). */
  leave?: api.LeaveDto | null;
  onClose: () => void;
  onSaved: () => void;
}

export function LeaveDialog({ open, residentId, facilityType, admissionDate, leave, onClose, onSaved }: LeaveDialogProps) {
  const save = useSave();
  const isEdit = !!leave;
  const form = useFormik({
    enableReinitialize: true,
    initialValues: {
      type: leave?.type ?? '',
      startDateUtc: leave?.startDateUtc ?? '',
      expectedReturnDateUtc: leave?.expectedReturnDateUtc ?? '',
      isClaimable: leave ? !(leave.kind ?? '').endsWith('NonClaimable') : true,
    },
    validateOnChange: false,
    validate: (v) => firstErrors(validateLeave(
      { type: v.type, startDateUtc: v.startDateUtc, expectedReturnDateUtc: v.expectedReturnDateUtc || null },
      { facilityType, admissionDate, departureDate: null },
    )),
    onSubmit: async (v) => {
      const body: api.LeaveRequestBody = {
        type: v.type, startDateUtc: v.startDateUtc, expectedReturnDateUtc: v.expectedReturnDateUtc || null,
        isClaimable: facilityType === 'AgeCare' && v.type === 'Social' ? v.isClaimable : undefined,
      };
      await save.run(
        () => (leave ? api.updateLeave({ ...body, id: leave.id, version: leave.version }) : api.addLeave(residentId, body)),
        isEdit ? STAY_MESSAGES.leaveUpdated : STAY_MESSAGES.leaveAdded,
        () => { onSaved(); onClose(); },
      );
    },
  });
  const minReturn = form.values.startDateUtc ? minimumLeaveReturnDate(form.values.startDateUtc) : admissionDate;
  return (
    <>
      <FormDialog open={open} title={isEdit ? 'Edit leave' : 'Send on leave'} busy={save.busy} onSubmit={form.submitForm} onClose={onClose}>
        <SelectField
          label="Leave type" name="type" required value={form.values.type} error={form.errors.type}
          options={leaveTypesFor(facilityType).map((t) => ({ value: t, label: t }))}
          onChange={(v) => form.setFieldValue('type', v)}
        />
        <DateField label="Start date" name="startDateUtc" required value={form.values.startDateUtc} min={admissionDate} error={form.errors.startDateUtc as string | undefined}
          onChange={(v) => form.setFieldValue('startDateUtc', v)} />
        <DateField label="Expected return date" name="expectedReturnDateUtc" value={form.values.expectedReturnDateUtc} min={minReturn}
          error={form.errors.expectedReturnDateUtc as string | undefined} onChange={(v) => form.setFieldValue('expectedReturnDateUtc', v)} />
        {facilityType === 'AgeCare' && form.values.type === 'Social' ? (
          <Field.Root>
            <label>
              <input type="checkbox" name="isClaimable" checked={form.values.isClaimable} onChange={(e) => form.setFieldValue('isClaimable', e.target.checked)} />{' '}
              Claimable leave
            </label>
          </Field.Root>
        ) : null}
      </FormDialog>
      <MessageDialog open={!!save.messages} title={STAY_DIALOG_TITLES.leave} messages={save.messages ?? []} onClose={save.clearMessages} />
    </>
  );
}

export interface ReturnDialogProps {
  open: boolean;
  residentId: number;
  leave: api.LeaveDto | { id: number; startDateUtc: string };
  onClose: () => void;
  onSaved: () => void;
}

export function ReturnFromLeaveDialog({ open, residentId, leave, onClose, onSaved }: ReturnDialogProps) {
  const save = useSave();
  const form = useFormik({
    enableReinitialize: true,
    initialValues: { returnDateUtc: '' },
    validateOnChange: false,
    validate: (v) => firstErrors(validateReturnFromLeave(v.returnDateUtc, leave.startDateUtc)),
    onSubmit: async (v) => {
      await save.run(() => api.returnFromLeave(residentId, { returnDateUtc: v.returnDateUtc, leaveId: leave.id }), 'Changes have been saved.', () => { onSaved(); onClose(); });
    },
  });
  return (
    <>
      <FormDialog open={open} title="Return from leave" busy={save.busy} onSubmit={form.submitForm} onClose={onClose}>
        <DateField label="Return date" name="returnDateUtc" required value={form.values.returnDateUtc} min={minimumLeaveReturnDate(leave.startDateUtc)}
          error={form.errors.returnDateUtc} onChange={(v) => form.setFieldValue('returnDateUtc', v)} />
      </FormDialog>
      <MessageDialog open={!!save.messages} title={STAY_DIALOG_TITLES.returnFromLeave} messages={save.messages ?? []} onClose={save.clearMessages} />
    </>
  );
}
