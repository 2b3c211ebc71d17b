/**
 * /independentLiving/createEnquiry (leadsDetails canModify; seed 002 §2, §3 "Create enquiry", §5, §8): prospect 1
 * (first and last name required), an optional prospect 2, the primary contact (prospect 1, prospect 2 or another
 * person, whose contact details are kept only then), the enquiry sources (the organisation's list, or a new one typed
 * in), the requested admission date and the accessibility requirement. POST enquiries; 'Enquiry was created
 * successfully.' and the new enquiry's page; the server's field messages under their fields, otherwise 'Unexpected
 * error occurred while saving enquiry'. The unsaved-changes prompt guards the form as the product's other forms.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useReferenceData } from 'shared-auth';
import type { CreateEnquiryResponse } from 'shared-domain/contracts/ilu';
import { ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { ActionBar, Box, PageLayout, SimpleGrid, Stack, UnsavedChangesPrompt } from 'shared-ui';
import { DateField, Form, FormErrorSummary, Formik, TextareaField, useSubmit, validateWith } from 'shared-ui/form';
import {
  createEnquiryBody,
  createFormContactRules,
  emptyCreateValues,
  validateCreateEnquiry,
  type CreateEnquiryValues,
} from '../enquiry/enquiryForm';
import { useCreateEnquiry } from '../enquiry/enquiry.resource';
import {
  EnquirySourcesField,
  FORM_TEXT,
  FormSection,
  PersonFields,
  PrimaryContactFields,
  PrimaryContactRules,
} from '../enquiry/EnquiryFormParts';
import { iluViewPath } from '../paths';

export const CREATE_TEXT = {
  title: 'Create enquiry',
  prospect1: 'Prospect 1',
  prospect2: 'Prospect 2',
  contact: 'Contact',
  enquiry: 'Enquiry',
} as const;

const PEOPLE = [
  { value: 'prospect1', label: CREATE_TEXT.prospect1 },
  { value: 'prospect2', label: CREATE_TEXT.prospect2 },
];

export default function CreateEnquiry() {
  const navigate = useNavigate();
  const sources = useReferenceData('enquiry-sources', ILU_MESSAGES.enquirySourcesError);
  const create = useCreateEnquiry();
  const [saved, setSaved] = useState(false);
  const [initialValues] = useState(emptyCreateValues);
  const save = useSubmit<CreateEnquiryValues, CreateEnquiryResponse>({
    action: (values) => create.mutateAsync(createEnquiryBody(values, sources)),
    success: ILU_MESSAGES.enquiryCreated,
    failure: ILU_MESSAGES.enquirySaveError,
    onSuccess: (created) => {
      setSaved(true);
      navigate(iluViewPath({ kind: 'enquiry', enquiryId: created.enquiryId, residentId: created.residentIds[0] }));
    },
  });

  return (
    <PageLayout title={CREATE_TEXT.title}>
      <Formik<CreateEnquiryValues>
        initialValues={initialValues}
        validate={validateWith(validateCreateEnquiry)}
        onSubmit={save.submit}
      >
        {({ dirty, isSubmitting }) => (
          <Form noValidate aria-label={CREATE_TEXT.title}>
            <UnsavedChangesPrompt when={dirty && !saved && !isSubmitting} />
            <PrimaryContactRules rules={createFormContactRules} />
            <FormErrorSummary />
            <Stack gap="4">
              <FormSection title={CREATE_TEXT.prospect1}>
                <PersonFields path="prospect1" />
              </FormSection>
              <FormSection title={CREATE_TEXT.prospect2}>
                <PersonFields path="prospect2" required={false} />
              </FormSection>
              <FormSection title={CREATE_TEXT.contact}>
                <PrimaryContactFields people={PEOPLE} />
              </FormSection>
              <FormSection title={CREATE_TEXT.enquiry}>
                <Stack gap="4">
                  <EnquirySourcesField name="enquirySources" sources={sources} />
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                    <DateField name="requestedAdmissionDateUtc" label={FORM_TEXT.requestedAdmissionDate} />
                  </SimpleGrid>
                  <TextareaField name="accessibilityRequirement" label={FORM_TEXT.accessibilityRequirement} maxLength={2000} />
                </Stack>
              </FormSection>
            </Stack>
            <Box mt="4">
              <ActionBar
                label="Form actions"
                primary={{ label: FORM_TEXT.save, type: 'submit', loading: isSubmitting }}
                actions={[{ label: FORM_TEXT.cancel, pinned: true, onSelect: () => navigate('/dashboard') }]}
              />
            </Box>
            {save.dialog}
          </Form>
        )}
      </Formik>
    </PageLayout>
  );
}
