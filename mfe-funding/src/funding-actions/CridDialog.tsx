/** Get CRID (care recipient ID) dialog: POST residents/{id}/fetch-crid; the ID found is stored on the resident. */
import { CARE_ID_MAX_LENGTH, STATE_ABBREVIATIONS, melbourneToday } from 'shared-domain';
import type { ResidentDetail } from 'shared-domain/contracts/resident-responses';
import { CRID_GENDERS, FUNDING_MESSAGES, validateFetchCrid } from 'shared-domain/resident-funding';
import { DateField, FormikDialog, SelectField, TextField, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import { SEX_LABELS, labelOf } from 'shared-domain/labels';
import { useFetchCrid } from './funding.resource';

interface CridValues {
  dateOfBirth: string;
  gender: string;
  state: string;
  postCode: string;
  careRecipientId: string;
}

export const CRID_DIALOG_TITLE = 'Get CRID';

export function CridDialog({
  resident,
  onClose,
  onSaved,
}: {
  resident: ResidentDetail;
  onClose: () => void;
  onSaved: (careRecipientId: string) => void;
}) {
  const fetchCrid = useFetchCrid(resident.id);
  // The service's refusals are listed under 'Unable to get residential care ID.'; the ID found shows on the panel.
  const save = useSubmit<CridValues, { careRecipientId: string }>({
    action: (v) => fetchCrid.mutateAsync({ ...v, state: v.state || null, careRecipientId: v.careRecipientId.trim() || null }),
    success: FUNDING_MESSAGES.savedSuccessfully,
    failure: FUNDING_MESSAGES.residentialCareIdError,
    modelState: 'dialog',
    dialogTitle: FUNDING_MESSAGES.residentialCareIdError,
    onSuccess: (res) => onSaved(res.careRecipientId),
  });
  const form = useFormik<CridValues>({
    initialValues: {
      dateOfBirth: resident.dateOfBirth ?? '',
      gender: resident.sex ?? '',
      state: resident.state ?? '',
      postCode: resident.postCode ?? '',
      careRecipientId: resident.careRecipientId ?? '',
    },
    validateOnChange: false,
    validate: validateWith((v: CridValues) => validateFetchCrid(v, melbourneToday())),
    onSubmit: save.submit,
  });
  return (
    <>
      <FormikDialog open title={CRID_DIALOG_TITLE} submitLabel="Get CRID" form={form} onClose={onClose}>
        <DateField label="Date of birth" name="dateOfBirth" max={melbourneToday()} />
        <SelectField
          label="Gender"
          name="gender"
          placeholder="Select"
          options={CRID_GENDERS.map((g) => ({ value: g, label: labelOf(SEX_LABELS, g) }))}
        />
        <SelectField
          label="State"
          name="state"
          placeholder="Select"
          options={STATE_ABBREVIATIONS.map((s) => ({ value: s, label: s }))}
        />
        <TextField label="Post code" name="postCode" maxLength={4} />
        <TextField
          label="Care recipient ID"
          name="careRecipientId"
          maxLength={CARE_ID_MAX_LENGTH}
          helpText="Leave blank to look it up from the details above."
        />
      </FormikDialog>
      {save.dialog}
    </>
  );
}
