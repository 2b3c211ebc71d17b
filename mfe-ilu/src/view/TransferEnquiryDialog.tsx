/**
 * Transfer enquiry (seed 002 §2 "Dialogs", §3 "Transfer", §7 POST enquiries/transfer-enquiry): the chosen people of
 * the enquiry move as leads (transferType Lead) to another facility of the organisation (GET
 * facilities/all-organisation-facilities without the current one). 'Enquiry transferred'; 'Unexpected error occurred
 * while saving' when it fails.
 */
import { FACILITY_TYPE_LABELS } from 'shared-domain';
import { ILU_FIELD_MESSAGES as M, ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { Text } from 'shared-ui';
import { FormikDialog, MultiSelectField, SelectField, useFormik, useSubmit } from 'shared-ui/form';
import { useOrganisationFacilities, useTransferEnquiry, type Enquiry } from '../enquiry/enquiry.resource';

export const TRANSFER_TEXT = {
  title: 'Transfer enquiry',
  transfer: 'Transfer',
  facility: 'Transfer to facility',
  people: 'People to transfer',
  loading: 'Loading facilities…',
  facilitiesError: 'The facilities could not be loaded.',
} as const;

interface Values {
  toFacilityId: string;
  residentIds: number[];
}

export interface TransferEnquiryDialogProps {
  enquiry: Enquiry;
  onClose: () => void;
  /** After the transfer: the people who moved. */
  onTransferred: (residentIds: number[]) => void;
}

export function TransferEnquiryDialog({ enquiry, onClose, onTransferred }: TransferEnquiryDialogProps) {
  const facilities = useOrganisationFacilities(true);
  const transfer = useTransferEnquiry(enquiry);
  const save = useSubmit<Values>({
    action: (v) =>
      transfer.mutateAsync({
        enquiryId: enquiry.enquiryId,
        version: enquiry.version,
        transferType: 'Lead',
        residentIds: v.residentIds,
        toFacilityId: Number(v.toFacilityId),
      }),
    success: ILU_MESSAGES.enquiryTransferred,
    failure: ILU_MESSAGES.transferError,
    modelState: 'dialog',
    dialogTitle: TRANSFER_TEXT.title,
    onSuccess: (_result, v) => onTransferred(v.residentIds),
  });
  const form = useFormik<Values>({
    initialValues: { toFacilityId: '', residentIds: enquiry.residents.map((r) => r.residentId) },
    validate: (v) => ({
      ...(v.toFacilityId ? {} : { toFacilityId: M.transferFacilityRequired }),
      ...(v.residentIds.length ? {} : { residentIds: M.transferResidentsRequired }),
    }),
    onSubmit: save.submit,
  });
  const options = (facilities.data ?? []).map((f) => ({
    value: String(f.id),
    label: `${f.name} (${FACILITY_TYPE_LABELS[f.facilityType]})`,
  }));
  return (
    <>
      <FormikDialog
        open
        title={TRANSFER_TEXT.title}
        submitLabel={TRANSFER_TEXT.transfer}
        form={form}
        onClose={onClose}
        submitDisabled={!facilities.data}
      >
        {facilities.isError ? (
          <Text color="fg.error" role="alert">
            {TRANSFER_TEXT.facilitiesError}
          </Text>
        ) : null}
        <SelectField
          name="toFacilityId"
          label={TRANSFER_TEXT.facility}
          required
          options={options}
          placeholder={facilities.data ? undefined : TRANSFER_TEXT.loading}
        />
        {enquiry.residents.length > 1 ? (
          <MultiSelectField
            name="residentIds"
            label={TRANSFER_TEXT.people}
            required
            options={enquiry.residents.map((r) => ({ value: r.residentId, label: `${r.firstName} ${r.lastName}` }))}
          />
        ) : (
          <Text>
            {enquiry.residents[0]?.firstName} {enquiry.residents[0]?.lastName}
          </Text>
        )}
      </FormikDialog>
      {save.dialog}
    </>
  );
}
