/** Transfer the resident to another facility of the organisation (TransferType by the resident's state). */
import { useFacility } from 'shared-auth';
import { LEAD_MESSAGES } from 'shared-domain/leads';
import { STAY_FIELD_MESSAGES } from 'shared-domain/stay';
import { Text } from 'shared-ui';
import { FormikDialog, SelectField, useFormik, useSubmit } from 'shared-ui/form';
import type { ResidentPanelProps } from '../slots';
import { useTransferResident, type TransferType } from './stay.resource';
import { STAY_SUBMIT } from './StayDialog';

export function transferTypeOf(resident: ResidentPanelProps['resident']): TransferType {
  if (resident.isLead) return 'Lead';
  if (resident.isDeparted) return 'DepartedResidency';
  return 'ActiveResidency';
}

export function TransferDialog({
  open,
  resident,
  onClose,
  onSaved,
}: {
  open: boolean;
  resident: ResidentPanelProps['resident'];
  onClose: () => void;
  onSaved: () => void;
}) {
  const transfer = useTransferResident(resident.residentId ?? resident.id);
  const { facilities, currentFacility } = useFacility();
  const targets = facilities.filter(
    (f) => f.id !== currentFacility?.id && f.facilityType === (resident.facilityType ?? currentFacility?.facilityType),
  );
  const transferType = transferTypeOf(resident);
  const save = useSubmit<{ toFacilityId: string }>({
    ...STAY_SUBMIT,
    dialogTitle: 'Transfer resident',
    action: (v) => transfer.mutateAsync({ transferType, toFacilityId: Number(v.toFacilityId) }),
    // Seed 001 §8: 'Lead transferred' for an enquiry, 'Resident transferred' otherwise.
    success: transferType === 'Lead' ? LEAD_MESSAGES.leadTransferred : LEAD_MESSAGES.residentTransferred,
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const form = useFormik({
    initialValues: { toFacilityId: '' },
    validateOnChange: false,
    validate: (v) => (v.toFacilityId ? {} : { toFacilityId: STAY_FIELD_MESSAGES.transferFacility }),
    onSubmit: save.submit,
  });
  return (
    <>
      <FormikDialog open={open} title="Transfer resident" submitLabel="Transfer" form={form} onClose={onClose}>
        <Text>
          {transferType === 'ActiveResidency'
            ? 'The current stay moves to the chosen facility.'
            : transferType === 'DepartedResidency'
              ? 'A new enquiry for the resident is created in the chosen facility.'
              : 'The enquiry moves to the chosen facility.'}
        </Text>
        <SelectField
          label="Facility"
          name="toFacilityId"
          required
          options={targets.map((f) => ({ value: String(f.id), label: f.name }))}
        />
      </FormikDialog>
      {save.dialog}
    </>
  );
}
