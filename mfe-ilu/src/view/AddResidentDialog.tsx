/**
 * Add resident (seed 002 §7 POST enquiries/add-resident): the enquiry's second person, with their names (required),
 * date of birth, email and phone. Offered while the enquiry has fewer than two people.
 */
import { ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { FormikDialog, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import { emptyProspect, validatePerson, type ProspectValues } from '../enquiry/enquiryForm';
import { PersonFields } from '../enquiry/EnquiryFormParts';
import { useAddEnquiryResident, type Enquiry } from '../enquiry/enquiry.resource';

export const ADD_RESIDENT_TEXT = {
  title: 'Add resident',
  add: 'Add',
  added: 'Resident added to the enquiry.',
} as const;

interface Values {
  prospect: ProspectValues;
}

const validate = (v: Values) => validatePerson(v.prospect, 'prospect');

export function AddResidentDialog({ enquiry, onClose }: { enquiry: Enquiry; onClose: () => void }) {
  const add = useAddEnquiryResident(enquiry);
  const save = useSubmit<Values>({
    action: ({ prospect: p }) =>
      add.mutateAsync({
        enquiryId: enquiry.enquiryId,
        version: enquiry.version,
        prospect: {
          firstName: p.firstName.trim(),
          lastName: p.lastName.trim(),
          dateOfBirth: p.dateOfBirth || null,
          email: p.email.trim() || null,
          phoneNumber: p.phoneNumber.trim() || null,
        },
      }),
    success: ADD_RESIDENT_TEXT.added,
    failure: ILU_MESSAGES.enquirySaveError,
    onSuccess: onClose,
  });
  const form = useFormik<Values>({
    initialValues: { prospect: emptyProspect() },
    validate: validateWith(validate),
    onSubmit: save.submit,
  });
  return (
    <>
      <FormikDialog
        open
        size="lg"
        title={ADD_RESIDENT_TEXT.title}
        submitLabel={ADD_RESIDENT_TEXT.add}
        form={form}
        onClose={onClose}
      >
        <PersonFields path="prospect" />
      </FormikDialog>
      {save.dialog}
    </>
  );
}
