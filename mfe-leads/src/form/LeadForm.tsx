/**
 * The lead form of /createLead and /editLead/{residentId} (seed 001 §3 "Lead or resident", §5, §8 "Create lead",
 * "Lead edit"): defaults Permanent / MCA, requested dates with their minimums, Medicare expiry year list, contacts
 * (mfe-residents' contact dialog through federation), the unsaved-changes prompt, and the server's messages.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFeatureFlag, useReferenceData, type ReferenceItem } from 'shared-auth';
import {
  COUNTRIES_LOAD_ERROR,
  DEBTOR_ID_EXISTS,
  ENQUIRY_SOURCES_LOAD_ERROR,
  RELATIONSHIPS_LOAD_ERROR,
  RELIGIONS_LOAD_ERROR,
  STATE_ABBREVIATIONS,
  TITLES,
  medicareExpiryYears,
  requestedDepartureMinDate,
} from 'shared-domain';
import {
  ACFI_LEVEL_LABELS,
  CARE_TYPE_LABELS,
  RESPITE_CARE_LEVEL_LABELS,
  SUPPORT_STATUS_LABELS,
  labelledOptions,
} from 'shared-domain/labels';
import type { Lead } from 'shared-domain/contracts/leads';
import type { Contact } from 'shared-domain/contracts/resident-responses';
import { ActionBar, Box, Button, Card, HStack, Heading, SimpleGrid, Stack, Text, UnsavedChangesPrompt, notify } from 'shared-ui';
import {
  CheckboxField,
  DateField,
  Form,
  FormErrorSummary,
  Formik,
  MultiSelectField,
  namedItemOptions,
  SelectField,
  TextField,
  useFormikContext,
  useSubmit,
} from 'shared-ui/form';
import { fieldErrors, isOffline, serverMessages } from '../common/errors';
import { useCreateLead, useUpdateLead } from '../lead/lead.resource';
import { ContactDialog } from 'shared-ui/federated';
import { LEAD_MESSAGES, LEAD_OFFLINE_MESSAGE, createLeadErrorMessages } from 'shared-domain/leads';
import {
  ACFI_LEVELS,
  ENTITLEMENT_TYPES,
  INDIGENOUS_STATUSES,
  RESPITE_LEVELS,
  SEXES,
  SUPPORT_STATUSES,
  minRequestedAdmission,
  toFormValues,
  toPayload,
  emptyLeadValues,
  validateLeadValues,
  type LeadFormValues,
} from './leadForm';

export const LEAD_FORM_TEXT = {
  createTitle: 'Create lead',
  save: 'Save',
  cancel: 'Cancel',
  primaryContact: 'Primary contact',
  secondaryContact: 'Secondary contact',
  addContact: (which: string) => `Add ${which.toLowerCase()}`,
  editContact: (which: string) => `Edit ${which.toLowerCase()}`,
  removeContact: (which: string) => `Remove ${which.toLowerCase()}`,
} as const;

interface Reference {
  enquirySources: ReferenceItem[];
  religions: ReferenceItem[];
  relationships: ReferenceItem[];
  countries: ReferenceItem[];
}

function useReference(): Reference {
  return {
    enquirySources: useReferenceData('enquiry-sources', ENQUIRY_SOURCES_LOAD_ERROR),
    religions: useReferenceData('religions', RELIGIONS_LOAD_ERROR),
    relationships: useReferenceData('relationships', RELATIONSHIPS_LOAD_ERROR),
    countries: useReferenceData('countries', COUNTRIES_LOAD_ERROR),
  };
}

function ContactSection({
  which,
  field,
  reference,
}: {
  which: string;
  field: 'primaryContact' | 'secondaryContact';
  reference: Reference;
}) {
  const { values, setFieldValue } = useFormikContext<LeadFormValues>();
  const [open, setOpen] = useState(false);
  const contact = values[field];
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid={`contact-${field}`}>
      <Text fontWeight="semibold" mb="1">
        {which}
      </Text>
      {contact ? (
        <Stack gap="0" fontSize="sm" mb="2">
          <Text>{[contact.title, contact.firstName, contact.lastName].filter(Boolean).join(' ')}</Text>
          {contact.relationships?.length ? (
            <Text color="fg.muted">{contact.relationships.map((r) => r.name).join(', ')}</Text>
          ) : null}
          {contact.phoneNumber ? <Text>Phone: {contact.phoneNumber}</Text> : null}
          {contact.email ? <Text>Email: {contact.email}</Text> : null}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted" mb="2">
          No {which.toLowerCase()}.
        </Text>
      )}
      <HStack gap="2">
        <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
          {contact ? LEAD_FORM_TEXT.editContact(which) : LEAD_FORM_TEXT.addContact(which)}
        </Button>
        {contact ? (
          <Button size="xs" variant="ghost" onClick={() => void setFieldValue(field, null)}>
            {LEAD_FORM_TEXT.removeContact(which)}
          </Button>
        ) : null}
      </HStack>
      {open ? (
        <ContactDialog
          open
          title={which}
          contact={contact}
          relationships={reference.relationships}
          countries={reference.countries}
          onCancel={() => setOpen(false)}
          onSave={(c: Contact) => {
            void setFieldValue(field, { ...(contact ?? {}), ...c });
            setOpen(false);
          }}
        />
      ) : null}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Body>
        <Heading as="h2" size="sm" mb="3">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Fields({
  createdOnUtc,
  locations,
  reference,
}: {
  createdOnUtc: string | null;
  locations: readonly ReferenceItem[];
  reference: Reference;
}) {
  const { values } = useFormikContext<LeadFormValues>();
  const privateResidents = useFeatureFlag('enablePrivateResidents');
  const years = useMemo(() => medicareExpiryYears().map((y) => ({ value: String(y), label: String(y) })), []);
  const minAdmission = minRequestedAdmission(createdOnUtc);
  const respite = values.careType === 'Respite';
  const minDeparture = values.requestedAdmissionDateUtc
    ? requestedDepartureMinDate(values.requestedAdmissionDateUtc)
    : minAdmission;
  const acfi = labelledOptions(ACFI_LEVELS, ACFI_LEVEL_LABELS);
  return (
    <Stack gap="4">
      <Section title="Lead">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <SelectField name="title" label="Title" options={TITLES.map((t) => ({ value: t, label: t }))} />
          <TextField name="firstName" label="First name" required />
          <TextField name="lastName" label="Last name" required />
          <TextField name="preferredName" label="Preferred name" />
          <SelectField name="sex" label="Sex" options={SEXES} />
          <DateField name="dateOfBirth" label="Date of birth" />
          <SelectField
            name="careType"
            label="Care type"
            required
            placeholder={null}
            options={labelledOptions(['Permanent', 'Respite'], CARE_TYPE_LABELS)}
          />
          {respite ? (
            <SelectField
              name="respiteCareLevel"
              label="Respite care level"
              placeholder={null}
              options={labelledOptions(RESPITE_LEVELS, RESPITE_CARE_LEVEL_LABELS)}
            />
          ) : null}
          <SelectField
            name="entitlementType"
            label="Entitlement type"
            placeholder={null}
            options={ENTITLEMENT_TYPES.map((e) => ({ value: e, label: e }))}
          />
          <SelectField
            name="supportStatus"
            label="Support status"
            options={labelledOptions(SUPPORT_STATUSES, SUPPORT_STATUS_LABELS)}
          />
          <DateField name="requestedAdmissionDateUtc" label="Requested admission date" min={minAdmission} />
          {respite ? <DateField name="requestedDepartureDateUtc" label="Requested departure date" min={minDeparture} /> : null}
          {locations.length ? (
            <SelectField
              name="preferredFacilityLocationId"
              label="Preferred location"
              placeholder="No preference"
              options={locations.map((l) => ({ value: String(l.id), label: l.name }))}
            />
          ) : null}
          <SelectField
            name="indigenousStatus"
            label="Indigenous status"
            options={INDIGENOUS_STATUSES.map((x) => ({ value: x, label: x }))}
          />
          <TextField name="debtor" label="Debtor ID" />
        </SimpleGrid>
        <Stack gap="2" mt="3">
          <CheckboxField name="requestACCR" label="Request ACCR" />
          {privateResidents ? <CheckboxField name="isPrivateResidency" label="Private residency" /> : null}
        </Stack>
      </Section>
      <Section title="Care needs">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <SelectField name="adl" label="ADL" placeholder={null} options={acfi} />
          <SelectField name="beh" label="BEH" placeholder={null} options={acfi} />
          <SelectField name="chc" label="CHC" placeholder={null} options={acfi} />
        </SimpleGrid>
      </Section>
      <Section title="Enquiry contact">
        <CheckboxField name="contactIsResident" label="The lead is the contact" />
        {!values.contactIsResident ? (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mt="3">
            <TextField name="contactFirstName" label="Contact first name" required />
            <TextField name="contactLastName" label="Contact last name" required />
          </SimpleGrid>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mt="3">
          <TextField name="phoneNumber" label="Phone number" />
          <TextField name="email" label="Email" type="email" />
        </SimpleGrid>
      </Section>
      <Section title="Medicare">
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
          <TextField name="medicareNumber" label="Medicare number" />
          <TextField name="medicareMemberNumber" label="Member number" />
          <SelectField name="medicareExpiryYear" label="Medicare expiry year" options={years} />
          <TextField name="careRecipientId" label="Care recipient ID" />
        </SimpleGrid>
      </Section>
      <Section title="Address">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <TextField name="street1" label="Street" />
          <TextField name="street2" label="Street line 2" />
          <TextField name="suburb" label="Suburb" />
          <SelectField name="state" label="State" options={STATE_ABBREVIATIONS.map((x) => ({ value: x, label: x }))} />
          <TextField name="postCode" label="Post code" />
          <SelectField
            name="countryId"
            label="Country"
            options={reference.countries.map((c) => ({ value: String(c.id), label: c.name }))}
          />
        </SimpleGrid>
      </Section>
      <Section title="Enquiry sources and religions">
        <Stack gap="3">
          <MultiSelectField
            name="enquirySourceIds"
            label="Enquiry sources"
            options={namedItemOptions(reference.enquirySources)}
          />
          <MultiSelectField name="religionIds" label="Religions" options={namedItemOptions(reference.religions)} />
        </Stack>
      </Section>
      <Section title="Contacts">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <ContactSection which={LEAD_FORM_TEXT.primaryContact} field="primaryContact" reference={reference} />
          <ContactSection which={LEAD_FORM_TEXT.secondaryContact} field="secondaryContact" reference={reference} />
        </SimpleGrid>
      </Section>
    </Stack>
  );
}

/**
 * Create-lead failures (seed 001 §8, shared-domain's createLeadErrorMessages): 'Unable to mark as enquiry. ' + each
 * indexNumber/mpir message, 'Unable to create lead record. ' + the exceptionMessage, or the offline message. Other
 * model-state errors of known fields go to their fields.
 */
export function createLeadErrors(
  err: unknown,
  knownFields: readonly string[] = [],
): { messages: string[]; fields: Record<string, string> } {
  if (isOffline(err)) return { messages: [LEAD_OFFLINE_MESSAGE], fields: {} };
  const data = (err as { response?: { data?: { modelState?: Record<string, string[]>; exceptionMessage?: string } } })?.response
    ?.data;
  const all = fieldErrors(err);
  const fields = Object.fromEntries(Object.entries(all).filter(([k]) => knownFields.includes(k)));
  const rest = {
    ...(data ?? {}),
    modelState: Object.fromEntries(Object.entries(data?.modelState ?? {}).filter(([k]) => !(k in fields))),
  };
  const messages = createLeadErrorMessages(rest);
  if (messages.length || Object.keys(fields).length) return { messages, fields };
  const server = serverMessages(err);
  return { messages: server.length ? server : [LEAD_OFFLINE_MESSAGE], fields: {} };
}

export interface LeadFormProps {
  /** The lead being edited; absent for /createLead. */
  lead?: Lead;
  locations?: readonly ReferenceItem[];
}

export function LeadForm({ lead, locations = [] }: LeadFormProps) {
  const navigate = useNavigate();
  const reference = useReference();
  const createLead = useCreateLead();
  const updateLead = useUpdateLead();
  const editing = !!lead?.residentId;
  const [saved, setSaved] = useState(false);
  const initialValues = useMemo(() => (lead ? toFormValues(lead) : emptyLeadValues()), [lead]);

  const saveLead = useSubmit<LeadFormValues, { residentId: number; errorMessage?: string | null }>({
    action: async (values) => {
      const body = toPayload(values);
      if (editing) {
        // An edited lead's values always carry its residentId and version (toFormValues).
        await updateLead.mutateAsync({ ...body, residentId: body.residentId!, version: body.version! });
        return { residentId: lead!.residentId! };
      }
      const res = await createLead.mutateAsync(body);
      return { residentId: res.lead.residentId!, errorMessage: res.errorMessage };
    },
    // Seed 001 §8. A lead created whose ACCR could not be loaded says both in one toast.
    success: (r) =>
      editing
        ? LEAD_MESSAGES.savedSuccessfully
        : r.errorMessage
          ? { message: `${LEAD_MESSAGES.created} ${r.errorMessage}`, type: 'warning', extended: true }
          : LEAD_MESSAGES.created,
    // Lead edit: 'Debtor ID already exists.' for a debtor error (on the field too), otherwise 'Unable to save changes...'.
    failure: LEAD_MESSAGES.unableToSaveChanges,
    fieldMessages: { debtor: DEBTOR_ID_EXISTS },
    // Create lead: the seed's prefixed messages (shared-domain's createLeadErrorMessages), in one toast.
    onFailure: (failure, values, helpers) => {
      if (editing) return false;
      const { messages, fields } = createLeadErrors(failure.error, Object.keys(values));
      if (Object.keys(fields).length && helpers) {
        helpers.setErrors(fields);
        for (const k of Object.keys(fields)) void helpers.setFieldTouched(k, true, false);
      }
      if (messages.length) notify.error(messages.join(' '));
      return true;
    },
    onSuccess: (r) => {
      setSaved(true);
      navigate(`/viewLead/${r.residentId}`);
    },
  });

  return (
    <Formik<LeadFormValues>
      initialValues={initialValues}
      validate={(v) => validateLeadValues(v, lead?.createdOnUtc)}
      onSubmit={saveLead.submit}
      enableReinitialize
    >
      {({ dirty, isSubmitting }) => (
        <Form
          noValidate
          aria-label={editing ? `Edit lead ${lead?.firstName ?? ''} ${lead?.lastName ?? ''}`.trim() : LEAD_FORM_TEXT.createTitle}
        >
          <UnsavedChangesPrompt when={dirty && !saved && !isSubmitting} />
          <FormErrorSummary />
          <Fields createdOnUtc={lead?.createdOnUtc ?? null} locations={locations} reference={reference} />
          <Box mt="4">
            <ActionBar
              label="Form actions"
              primary={{ label: LEAD_FORM_TEXT.save, type: 'submit', loading: isSubmitting }}
              actions={[
                {
                  label: LEAD_FORM_TEXT.cancel,
                  pinned: true,
                  onSelect: () => navigate(editing ? `/viewLead/${lead!.residentId}` : '/leads'),
                },
              ]}
            />
          </Box>
        </Form>
      )}
    </Formik>
  );
}
