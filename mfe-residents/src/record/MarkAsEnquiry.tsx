/**
 * /markAsEnquiry/{residentId} (seed 000 §2, §3 "Mark as enquiry payload"): marks a departed resident as an enquiry
 * (a new lead residency): first and last name, care type, contact names and phone (or the resident is the contact),
 * requested admission date (not before today).
 */
import { Formik, Form } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import * as yup from 'yup';
import { useFacility } from 'shared-auth';
import { CareType, melbourneToday, modelStateMessages, withOfflineHint } from 'shared-domain';
import { RECORD_MESSAGES } from 'shared-domain/resident-record';
import { Alert, Button, Card, HStack, MessageDialog, PageLayout, SimpleGrid, Spinner, Stack, Text, UnsavedChangesPrompt, notify } from 'shared-ui';
import { markAsEnquiry } from '../api/record';
import { CheckboxField, SelectField, TextField } from '../edit/fields';
import { useResident } from './useResident';
import { useField } from 'formik';

export const MARK_AS_ENQUIRY_RULES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  careType: 'Care type is required.',
  contactName: 'Contact first and last names are required.',
  requestedAdmission: 'Requested admission date cannot be before today.',
} as const;

interface Values {
  firstName: string; lastName: string; careType: string; contactFirstName: string; contactLastName: string;
  contactPhoneNumber: string; contactIsResident: boolean; requestedAdmissionDateUtc: string;
}

function schema(today: string) {
  const contact = (msg: string) => yup.string().when('contactIsResident', { is: false, then: (s) => s.trim().required(msg) });
  return yup.object({
    firstName: yup.string().trim().required(MARK_AS_ENQUIRY_RULES.firstName),
    lastName: yup.string().trim().required(MARK_AS_ENQUIRY_RULES.lastName),
    careType: yup.string().required(MARK_AS_ENQUIRY_RULES.careType),
    contactFirstName: contact(MARK_AS_ENQUIRY_RULES.contactName),
    contactLastName: contact(MARK_AS_ENQUIRY_RULES.contactName),
    requestedAdmissionDateUtc: yup.string().test('min', MARK_AS_ENQUIRY_RULES.requestedAdmission, (v) => !v || v >= today),
  });
}

function ContactIsResident() {
  const [field, , helpers] = useField<boolean>('contactIsResident');
  return <CheckboxField name="contactIsResident" checked={field.value} onChange={(v) => void helpers.setValue(v)}>The resident is the contact</CheckboxField>;
}

export default function MarkAsEnquiry() {
  const residentId = Number(useParams().residentId);
  const navigate = useNavigate();
  const { currentFacility } = useFacility();
  const { state } = useResident(residentId, currentFacility?.id);
  const [messages, setMessages] = useState<string[] | null>(null);
  const [done, setDone] = useState(false);
  const today = melbourneToday();

  if (state.status === 'loading') return <PageLayout title="Mark as enquiry"><HStack role="status"><Spinner /><Text>Loading resident...</Text></HStack></PageLayout>;
  if (state.status === 'error') {
    return <PageLayout title="Mark as enquiry"><Alert.Root status="error"><Alert.Indicator /><Alert.Title>The resident could not be loaded.</Alert.Title></Alert.Root></PageLayout>;
  }
  const r = state.resident;
  const careOptions = r.facilityType === 'IndependentLiving'
    ? [{ value: String(CareType.ILU), label: 'ILU' }]
    : [{ value: String(CareType.Permanent), label: 'Permanent' }, { value: String(CareType.Respite), label: 'Respite' }];
  if (!r.isDeparted) {
    return (
      <PageLayout title="Mark as enquiry">
        <Alert.Root status="warning"><Alert.Indicator /><Alert.Title>Only a departed resident can be marked as an enquiry.</Alert.Title></Alert.Root>
        <Button asChild mt="3" variant="outline"><RouterLink to={`/viewResident/${r.id}`}>Back to the resident</RouterLink></Button>
      </PageLayout>
    );
  }
  return (
    <Formik<Values>
      initialValues={{
        firstName: r.firstName, lastName: r.lastName, careType: String(r.careType === CareType.ILU && r.facilityType !== 'IndependentLiving' ? CareType.Permanent : r.careType),
        contactFirstName: r.primaryContact?.firstName ?? '', contactLastName: r.primaryContact?.lastName ?? '',
        contactPhoneNumber: r.primaryContact?.phoneNumber ?? '', contactIsResident: false, requestedAdmissionDateUtc: '',
      }}
      validationSchema={schema(today)}
      onSubmit={async (v) => {
        try {
          await markAsEnquiry(r.id, {
            firstName: v.firstName.trim(), lastName: v.lastName.trim(), careType: Number(v.careType) as CareType,
            contactFirstName: v.contactIsResident ? null : v.contactFirstName.trim(), contactLastName: v.contactIsResident ? null : v.contactLastName.trim(),
            contactPhoneNumber: v.contactIsResident ? null : v.contactPhoneNumber.trim() || null, contactIsResident: v.contactIsResident,
            requestedAdmissionDateUtc: v.requestedAdmissionDateUtc || null,
          });
          setDone(true);
          notify.success(RECORD_MESSAGES.markedAsEnquiry);
          navigate(`/viewLead/${r.id}`);
        } catch (err) {
          const data = (err as { response?: { status?: number; data?: unknown } }).response;
          if (data?.status === 400) setMessages(modelStateMessages(data.data));
          else notify.error(withOfflineHint(RECORD_MESSAGES.markAsEnquiryError));
        }
      }}
    >
      {({ values, dirty, isSubmitting, submitCount, isValid }) => (
        <PageLayout title={`Mark ${r.firstName} ${r.lastName} as an enquiry`}>
          <UnsavedChangesPrompt when={dirty && !done && (submitCount === 0 || !isValid)} />
          <Form noValidate>
            <Card.Root>
              <Card.Body>
                <Stack gap="4">
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                    <TextField name="firstName" label="First name" required />
                    <TextField name="lastName" label="Last name" required />
                    <SelectField name="careType" label="Care type" required options={careOptions} />
                    <TextField name="requestedAdmissionDateUtc" label="Requested admission date" type="date" />
                  </SimpleGrid>
                  <ContactIsResident />
                  {!values.contactIsResident ? (
                    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                      <TextField name="contactFirstName" label="Contact first name" required />
                      <TextField name="contactLastName" label="Contact last name" required />
                      <TextField name="contactPhoneNumber" label="Contact phone number" />
                    </SimpleGrid>
                  ) : null}
                  <HStack>
                    <Button type="submit" colorPalette="brand" loading={isSubmitting}>Mark as enquiry</Button>
                    <Button asChild variant="outline"><RouterLink to={`/viewResident/${r.id}`}>Cancel</RouterLink></Button>
                  </HStack>
                </Stack>
              </Card.Body>
            </Card.Root>
          </Form>
          <MessageDialog open={messages !== null} title={RECORD_MESSAGES.markAsEnquiryError} messages={messages ?? []} onClose={() => setMessages(null)} />
        </PageLayout>
      )}
    </Formik>
  );
}
