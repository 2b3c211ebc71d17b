/** Transfer the resident to another facility of the organisation (TransferType by the resident's state). */
import { useFormik } from 'formik';
import { useFacility } from 'shared-auth';
import { STAY_FIELD_MESSAGES } from 'shared-domain/stay';
import { FormDialog, MessageDialog, Text } from 'shared-ui';
import type { ResidentPanelProps } from '../slots';
import * as api from './api';
import { SelectField, useSave } from './StayDialog';

export function transferTypeOf(resident: ResidentPanelProps['resident']): api.TransferType {
  if (resident.isLead) return 'Lead';
  if (resident.isDeparted) return 'DepartedResidency';
  return 'ActiveResidency';
}

export function TransferDialog({ open, resident, onClose, onSaved }: { open: boolean; resident: ResidentPanelProps['resident']; onClose: () => void; onSaved: () => void }) {
  const save = useSave();
  const { facilities, currentFacility } = useFacility();
  const targets = facilities.filter((f) => f.id !== currentFacility?.id && f.facilityType === (resident.facilityType ?? currentFacility?.facilityType));
  const transferType = transferTypeOf(resident);
  const form = useFormik({
    initialValues: { toFacilityId: '' },
    validateOnChange: false,
    validate: (v) => (v.toFacilityId ? {} : { toFacilityId: STAY_FIELD_MESSAGES.transferFacility }),
    onSubmit: async (v) => {
      await save.run(() => api.transferResident(resident.residentId ?? resident.id, { transferType, toFacilityId: Number(v.toFacilityId) }), 'Changes have been saved.', () => { onSaved(); onClose(); });
    },
  });
  return (
    <>
      <FormDialog open={open} title="Transfer resident" submitLabel="Transfer" busy={save.busy} onSubmit={form.submitForm} onClose={onClose}>
        <Text>
          {transferType === 'ActiveResidency' ? 'The current stay moves to the chosen facility.'
            : transferType === 'DepartedResidency' ? 'A new enquiry for the resident is created in the chosen facility.'
              : 'The enquiry moves to the chosen facility.'}
        </Text>
        <SelectField label="Facility" name="toFacilityId" required value={form.values.toFacilityId}
          options={targets.map((f) => ({ value: String(f.id), label: f.name }))} error={form.errors.toFacilityId}
          onChange={(v) => form.setFieldValue('toFacilityId', v)} />
      </FormDialog>
      <MessageDialog open={!!save.messages} title="Transfer resident" messages={save.messages ?? []} onClose={save.clearMessages} />
    </>
  );
}
