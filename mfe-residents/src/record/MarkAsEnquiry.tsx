/**
 * /markAsEnquiry/{residentId} (seed 000 §2, §3 "Mark as enquiry payload"): marks a departed resident as an enquiry
 * (a new lead residency): first and last name, care type, contact names and phone (or the resident is the contact),
 * requested admission date (not before today). The independent-living area mounts the same screen through federation
 * for /markAsIluEnquiry (seed 002 §2), giving the person, where Cancel leads and what follows the mark (it opens the
 * new enquiry); the care type offered at an independent-living facility is ILU.
 */
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { CARE_TYPE_LABELS, CareType, careTypeName, melbourneToday, withOfflineHint } from 'shared-domain';
import { RECORD_MESSAGES, validateMarkAsEnquiry } from 'shared-domain/resident-record';
import { Alert, Button, Card, HStack, PageLayout, SimpleGrid, Spinner, Stack, Text, UnsavedChangesPrompt } from 'shared-ui';
import { CheckboxField, DateField, Form, Formik, SelectField, TextField, useSubmit, validateWith } from 'shared-ui/form';
import type { MarkAsEnquiryProps } from 'shared-domain/contracts/federated-props';
import type { MarkAsEnquiryResponse } from 'shared-domain/contracts/resident-responses';
import { useMarkAsEnquiry, useResident } from './record.resource';

interface Values {
  firstName: string;
  lastName: string;
  careType: string;
  contactFirstName: string;
  contactLastName: string;
  contactPhoneNumber: string;
  contactIsResident: boolean;
  requestedAdmissionDateUtc: string;
}

/** The screen of /markAsEnquiry/{residentId} takes no props; another area mounting it gives them all. */
export default function MarkAsEnquiry(props: Partial<MarkAsEnquiryProps>) {
  const routeResidentId = Number(useParams().residentId);
  const residentId = props.residentId ?? routeResidentId;
  const backTo = props.backTo ?? `/viewResident/${residentId}`;
  const navigate = useNavigate();
  const { data: r, isError } = useResident(residentId);
  const markAsEnquiry = useMarkAsEnquiry(residentId);
  const [done, setDone] = useState(false);
  const today = melbourneToday();
  // Seed 000 §8: the server's refusals (the MPIR check) are listed under 'Unable to mark as enquiry.'.
  const save = useSubmit<Values, MarkAsEnquiryResponse>({
    action: (v) =>
      markAsEnquiry.mutateAsync({
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        careType: Number(v.careType) as CareType,
        contactFirstName: v.contactIsResident ? null : v.contactFirstName.trim(),
        contactLastName: v.contactIsResident ? null : v.contactLastName.trim(),
        contactPhoneNumber: v.contactIsResident ? null : v.contactPhoneNumber.trim() || null,
        contactIsResident: v.contactIsResident,
        requestedAdmissionDateUtc: v.requestedAdmissionDateUtc || null,
      }),
    success: RECORD_MESSAGES.markedAsEnquiry,
    failure: withOfflineHint(RECORD_MESSAGES.markAsEnquiryError),
    modelState: 'dialog',
    dialogTitle: RECORD_MESSAGES.markAsEnquiryError,
    onSuccess: (result) => {
      setDone(true);
      if (props.onMarked) props.onMarked(result);
      else navigate(`/viewLead/${residentId}`);
    },
  });

  if (!r && (isError || !(residentId > 0))) {
    return (
      <PageLayout title="Mark as enquiry">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>The resident could not be loaded.</Alert.Title>
        </Alert.Root>
      </PageLayout>
    );
  }
  if (!r)
    return (
      <PageLayout title="Mark as enquiry">
        <HStack role="status">
          <Spinner />
          <Text>Loading resident...</Text>
        </HStack>
      </PageLayout>
    );
  const careOptions = (r.facilityType === 'IndependentLiving' ? (['ILU'] as const) : (['Permanent', 'Respite'] as const)).map(
    (name) => ({ value: String(CareType[name]), label: CARE_TYPE_LABELS[name] }),
  );
  if (!r.isDeparted) {
    return (
      <PageLayout title="Mark as enquiry">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>Only a departed resident can be marked as an enquiry.</Alert.Title>
        </Alert.Root>
        <Button asChild mt="3" variant="outline">
          <RouterLink to={backTo}>Back to the resident</RouterLink>
        </Button>
      </PageLayout>
    );
  }
  return (
    <Formik<Values>
      initialValues={{
        firstName: r.firstName,
        lastName: r.lastName,
        careType: String(r.careType === CareType.ILU && r.facilityType !== 'IndependentLiving' ? CareType.Permanent : r.careType),
        contactFirstName: r.primaryContact?.firstName ?? '',
        contactLastName: r.primaryContact?.lastName ?? '',
        contactPhoneNumber: r.primaryContact?.phoneNumber ?? '',
        contactIsResident: false,
        requestedAdmissionDateUtc: '',
      }}
      validate={validateWith((v: Values) =>
        validateMarkAsEnquiry(
          { ...v, careType: v.careType === '' ? null : (careTypeName(Number(v.careType)) ?? v.careType) },
          { today, facilityType: r.facilityType },
        ),
      )}
      onSubmit={save.submit}
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
                    <DateField name="requestedAdmissionDateUtc" label="Requested admission date" min={today} />
                  </SimpleGrid>
                  <CheckboxField name="contactIsResident" label="The resident is the contact" />
                  {!values.contactIsResident ? (
                    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                      <TextField name="contactFirstName" label="Contact first name" required />
                      <TextField name="contactLastName" label="Contact last name" required />
                      <TextField name="contactPhoneNumber" label="Contact phone number" />
                    </SimpleGrid>
                  ) : null}
                  <HStack>
                    <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                      Mark as enquiry
                    </Button>
                    <Button asChild variant="outline">
                      <RouterLink to={backTo}>Cancel</RouterLink>
                    </Button>
                  </HStack>
                </Stack>
              </Card.Body>
            </Card.Root>
          </Form>
          {save.dialog}
        </PageLayout>
      )}
    </Formik>
  );
}
