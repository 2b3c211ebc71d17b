/**
 * /editResident/{residentId} (seed 000 §2): the resident details editor: personal details, address, Medicare and care
 * IDs, debtor ID, pre-entry leave, enquiry sources, religions, specialised care, contacts (add/edit contact and
 * address dialogs) and the bill payer (payer-change rules), with the unsaved-changes prompt. Rules are shared-domain's
 * (the server checks the same ones).
 */
import { Formik, Form, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useFacility, usePermission } from 'shared-auth';
import {
  COUNTRIES_LOAD_ERROR, ENQUIRY_SOURCES_LOAD_ERROR, RELATIONSHIPS_LOAD_ERROR, RELIGIONS_LOAD_ERROR, SAVE_CHANGES_ERROR,
  SPECIALISED_CARE, STATE_ABBREVIATIONS, TITLES, medicareExpiryYears, modelStateMessages, withOfflineHint, type BillPayerType,
} from 'shared-domain';
import { RECORD_MESSAGES, applyBillPayerChange } from 'shared-domain/resident-record';
import type { Contact } from 'shared-domain/resident-types';
import {
  Alert, Box, Button, Card, HStack, Heading, Link, MessageDialog, PageLayout, SimpleGrid, Spinner, Stack, Text, UnsavedChangesPrompt, notify,
} from 'shared-ui';
import { fetchReference, saveResident, type NamedItem } from '../api/record';
import { useResident } from '../record/useResident';
import { fullAddress } from '../record/format';
import { ContactDialog } from './ContactDialogs';
import { CheckboxField, IdSetField, SelectField, TextField } from './fields';
import { schema, toFormValues, toPayload, validate, type FormValues } from './form';

interface Reference { countries: NamedItem[]; relationships: NamedItem[]; enquirySources: NamedItem[]; religions: NamedItem[] }
const EMPTY_REFERENCE: Reference = { countries: [], relationships: [], enquirySources: [], religions: [] };

function useReference(): Reference {
  const [ref, setRef] = useState<Reference>(EMPTY_REFERENCE);
  useEffect(() => {
    let live = true;
    const load = (list: Parameters<typeof fetchReference>[0], key: keyof Reference, message: string) =>
      fetchReference(list).then((items) => { if (live) setRef((r) => ({ ...r, [key]: items })); }).catch(() => { if (live) notify.error(message); });
    void load('countries', 'countries', COUNTRIES_LOAD_ERROR);
    void load('relationships', 'relationships', RELATIONSHIPS_LOAD_ERROR);
    void load('enquiry-sources', 'enquirySources', ENQUIRY_SOURCES_LOAD_ERROR);
    void load('religions', 'religions', RELIGIONS_LOAD_ERROR);
    return () => { live = false; };
  }, []);
  return ref;
}

type Slot = { kind: 'primaryContact' } | { kind: 'secondaryContact' } | { kind: 'other'; index: number | null };

function ContactsSection({ reference }: { reference: Reference }) {
  const { values, setFieldValue, errors } = useFormikContext<FormValues>();
  const [editing, setEditing] = useState<Slot | null>(null);
  const current = editing === null ? null
    : editing.kind === 'other' ? (editing.index === null ? null : values.otherContacts[editing.index])
    : values[editing.kind];
  const save = (c: Contact) => {
    if (!editing) return;
    if (editing.kind === 'other') {
      const list = [...values.otherContacts];
      if (editing.index === null) list.push(c); else list[editing.index] = c;
      void setFieldValue('otherContacts', list);
    } else {
      void setFieldValue(editing.kind, c);
    }
    setEditing(null);
  };
  const row = (label: string, c: Contact | null, onEdit: () => void, onRemove?: () => void, testId?: string) => (
    <HStack justify="space-between" borderWidth="1px" borderRadius="md" p="3" data-testid={testId}>
      <Box>
        <Text fontSize="xs" color="fg.muted">{label}</Text>
        {c ? (
          <>
            <Text>{[c.title, c.firstName, c.lastName].filter(Boolean).join(' ')}</Text>
            <Text fontSize="sm" color="fg.muted">{[c.phoneNumber, c.email, fullAddress(c)].filter(Boolean).join(' · ')}</Text>
          </>
        ) : <Text color="fg.muted">None</Text>}
      </Box>
      <HStack>
        <Button size="xs" variant="outline" onClick={onEdit}>{c ? `Edit ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`}</Button>
        {c && onRemove ? <Button size="xs" variant="ghost" onClick={onRemove}>Remove</Button> : null}
      </HStack>
    </HStack>
  );
  const title = editing ? `${current ? 'Edit' : 'Add'} ${editing.kind === 'primaryContact' ? 'primary contact' : editing.kind === 'secondaryContact' ? 'secondary contact' : 'other contact'}` : '';
  return (
    <Card.Root>
      <Card.Body>
        <Heading size="sm" mb="3">Contacts</Heading>
        <Stack gap="2">
          {row('Primary contact', values.primaryContact, () => setEditing({ kind: 'primaryContact' }), () => void setFieldValue('primaryContact', null), 'primary-contact')}
          {row('Secondary contact', values.secondaryContact, () => setEditing({ kind: 'secondaryContact' }), () => void setFieldValue('secondaryContact', null), 'secondary-contact')}
          {values.otherContacts.map((c, i) => (
            <Box key={c.id ?? `new-${i}`}>
              {row('Other contact', c, () => setEditing({ kind: 'other', index: i }), () => void setFieldValue('otherContacts', values.otherContacts.filter((_, j) => j !== i)))}
            </Box>
          ))}
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => setEditing({ kind: 'other', index: null })}>Add other contact</Button>
          {typeof errors.billPayerType === 'string' ? <Text color="fg.error" fontSize="sm">{errors.billPayerType}</Text> : null}
        </Stack>
        <ContactDialog
          open={editing !== null}
          title={title}
          contact={current}
          relationships={reference.relationships}
          countries={reference.countries}
          onCancel={() => setEditing(null)}
          onSave={save}
        />
      </Card.Body>
    </Card.Root>
  );
}

function BillPayerSection() {
  const { values, setFieldValue, errors, touched } = useFormikContext<FormValues>();
  const d = values.billPayerDetail;
  const bpErrors = (errors.billPayerDetail ?? {}) as Record<string, string>;
  const set = (key: string, value: unknown) => void setFieldValue(`billPayerDetail.${key}`, value);
  const changePayer = (type: BillPayerType) => {
    void setFieldValue('billPayerDetail', applyBillPayerChange(values.billPayerType, type, d, { ...values, countryId: null }));
    void setFieldValue('billPayerType', type);
  };
  const options: Array<{ value: BillPayerType; label: string }> = [
    { value: 'Resident', label: 'Resident' },
    { value: 'PrimaryContact', label: 'Primary contact' },
    { value: 'SecondaryContact', label: 'Secondary contact' },
  ];
  return (
    <Card.Root id="billPayer">
      <Card.Body>
        <Heading size="sm" mb="3">Bill payer</Heading>
        <Stack gap="3">
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="1">Bill payer</Text>
            <HStack gap="4" role="radiogroup" aria-label="Bill payer">
              {options.map((o) => (
                <label key={o.value}>
                  <input type="radio" name="billPayerType" value={o.value} checked={values.billPayerType === o.value} onChange={() => changePayer(o.value)} /> {o.label}
                </label>
              ))}
            </HStack>
            {typeof errors.billPayerType === 'string' ? <Text color="fg.error" fontSize="sm">{errors.billPayerType}</Text> : null}
          </Box>
          <HStack gap="6" wrap="wrap">
            <CheckboxField name="isInvoiceEmail" checked={!!d.isInvoiceEmail} onChange={(v) => set('isInvoiceEmail', v)}>Invoice by email</CheckboxField>
            <CheckboxField name="isInvoicePost" checked={!!d.isInvoicePost} onChange={(v) => set('isInvoicePost', v)}>Invoice by post</CheckboxField>
          </HStack>
          {bpErrors.isInvoicePost ? <Text color="fg.error" fontSize="sm" role="alert">{bpErrors.isInvoicePost}</Text> : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField name="billPayerDetail.ccEmail" label="CC emails (separated by ;)" />
            <SelectField name="billPayerDetail.paymentMethod" label="Payment method" options={[{ value: 'DirectDebit', label: 'Direct debit' }, { value: 'BankTransfer', label: 'Bank transfer' }, { value: 'Cheque', label: 'Cheque' }, { value: 'CreditCard', label: 'Credit card' }]} />
            <TextField name="billPayerDetail.accountName" label="Account name" />
            <TextField name="billPayerDetail.bankName" label="Bank name" />
            <TextField name="billPayerDetail.bsb" label="BSB" />
            <TextField name="billPayerDetail.accountNumber" label="Account number" />
          </SimpleGrid>
          {touched.billPayerDetail && bpErrors.ccEmail ? null : null}
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="1">Drawdowns</Text>
            <HStack gap="6" wrap="wrap">
              <CheckboxField checked={!!d.isDrawdownDap} onChange={(v) => set('isDrawdownDap', v)}>Draw down DAP from RAD</CheckboxField>
              <CheckboxField checked={!!d.isDrawdownFees} onChange={(v) => set('isDrawdownFees', v)}>Draw down fees from RAD</CheckboxField>
              <CheckboxField checked={!!d.isDrawdownExtraServices} onChange={(v) => set('isDrawdownExtraServices', v)}>Draw down extra services from RAD</CheckboxField>
            </HStack>
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export default function ResidentEditor() {
  const params = useParams();
  const residentId = Number(params.residentId);
  const navigate = useNavigate();
  const { currentFacility } = useFacility();
  const { state, reload } = useResident(residentId, currentFacility?.id);
  const reference = useReference();
  const financials = usePermission('residentsFinancials');
  const [saved, setSaved] = useState(false);
  const [dialog, setDialog] = useState<string[] | null>(null);

  if (state.status === 'loading') {
    return <PageLayout title="Edit resident"><HStack py="10" justify="center" role="status"><Spinner /><Text>Loading resident...</Text></HStack></PageLayout>;
  }
  if (state.status === 'error') {
    return (
      <PageLayout title="Edit resident">
        <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{state.notFound ? 'The resident was not found in this facility.' : 'The resident could not be loaded.'}</Alert.Title></Alert.Root>
        {!state.notFound ? <Button mt="3" onClick={reload}>Retry</Button> : null}
      </PageLayout>
    );
  }
  const resident = state.resident;
  const years = medicareExpiryYears();
  return (
    <Formik<FormValues>
      initialValues={toFormValues(resident)}
      validationSchema={schema}
      validate={validate}
      onSubmit={async (values, helpers) => {
        try {
          await saveResident(toPayload(values));
          setSaved(true);
          notify.success(RECORD_MESSAGES.changesSaved);
          helpers.resetForm({ values });
          navigate(`/viewResident/${resident.id}`);
        } catch (err) {
          const e = err as { response?: { status?: number; data?: { message?: string; modelState?: Record<string, string[]> } } };
          const status = e.response?.status;
          const modelState = e.response?.data?.modelState;
          if (status === 400 && modelState) {
            if (modelState.debtor) {
              notify.error(RECORD_MESSAGES.debtorExists);
              helpers.setFieldError('debtor', RECORD_MESSAGES.debtorExists);
              helpers.setFieldTouched('debtor', true, false);
            }
            const others = Object.entries(modelState).filter(([k]) => k !== 'debtor');
            if (others.length) setDialog(modelStateMessages({ modelState: Object.fromEntries(others) }));
          } else if (status === 409) {
            notify.error(e.response?.data?.message ?? SAVE_CHANGES_ERROR);
          } else {
            notify.error(withOfflineHint(SAVE_CHANGES_ERROR));
          }
        }
      }}
    >
      {({ dirty, isValid, isSubmitting, submitCount, values }) => (
        <PageLayout
          title={`Edit ${resident.firstName} ${resident.lastName}`}
          actions={
            <HStack>
              <Button asChild variant="outline" size="sm"><RouterLink to={`/viewResident/${resident.id}`}>Cancel</RouterLink></Button>
              <Button type="submit" form="resident-editor" colorPalette="brand" size="sm" loading={isSubmitting}>Save</Button>
            </HStack>
          }
        >
          <UnsavedChangesPrompt when={dirty && !saved && (submitCount === 0 || !isValid)} />
          {financials.canModify ? (
            <HStack mb="4" gap="4">
              <Link asChild colorPalette="brand"><RouterLink to={`/editResident/${resident.id}/financials/funding`}>Edit funding</RouterLink></Link>
              <Link asChild colorPalette="brand"><RouterLink to={`/editResident/${resident.id}/financials/${resident.isPrivateResidency}/fees`}>Edit fees</RouterLink></Link>
            </HStack>
          ) : null}
          <Form id="resident-editor" noValidate>
            <Stack gap="4">
              <Card.Root>
                <Card.Body>
                  <Heading size="sm" mb="3">Personal details</Heading>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                    <SelectField name="title" label="Title" options={TITLES.map((t) => ({ value: t, label: t }))} />
                    <TextField name="firstName" label="First name" required />
                    <TextField name="lastName" label="Last name" required />
                    <TextField name="preferredName" label="Preferred name" />
                    <SelectField name="sex" label="Sex" required={!values.isLead} options={['Male', 'Female', 'Unknown'].map((s) => ({ value: s, label: s }))} />
                    <TextField name="dateOfBirth" label="Date of birth" type="date" required={!values.isLead} />
                    <TextField name="email" label="Email" type="email" />
                    <TextField name="debtor" label="Debtor ID" />
                    <TextField name="preEntryLeaveDateUtc" label="Pre-entry leave date" type="date" />
                  </SimpleGrid>
                </Card.Body>
              </Card.Root>
              <Card.Root>
                <Card.Body>
                  <Heading size="sm" mb="3">Address</Heading>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                    <TextField name="street1" label="Street" />
                    <TextField name="street2" label="Street line 2" />
                    <TextField name="suburb" label="Suburb" />
                    <SelectField name="state" label="State" options={STATE_ABBREVIATIONS.map((s) => ({ value: s, label: s }))} />
                    <TextField name="postCode" label="Post code" />
                    <SelectField name="countryId" label="Country" options={reference.countries.map((c) => ({ value: String(c.id), label: c.name }))} />
                  </SimpleGrid>
                </Card.Body>
              </Card.Root>
              <Card.Root>
                <Card.Body>
                  <Heading size="sm" mb="3">Medicare and care IDs</Heading>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                    <TextField name="medicareNumber" label="Medicare number" />
                    <TextField name="medicareMemberNumber" label="Member number" required={!!values.medicareNumber.trim()} />
                    <SelectField name="medicareExpiryYear" label="Medicare expiry year" options={years.map((y) => ({ value: String(y), label: String(y) }))} />
                    <TextField name="careRecipientId" label="Care recipient ID" />
                    <TextField name="residentialCareId" label="Residential care ID" />
                  </SimpleGrid>
                </Card.Body>
              </Card.Root>
              <Card.Root>
                <Card.Body>
                  <Stack gap="4">
                    <IdSetField name="enquirySourceIds" label="Enquiry sources" items={reference.enquirySources} />
                    <IdSetField name="religionIds" label="Religions" items={reference.religions} />
                    <IdSetField name="specialisedCareIds" label="Specialised care" items={SPECIALISED_CARE.map((s) => ({ id: s.id, name: s.name }))} />
                  </Stack>
                </Card.Body>
              </Card.Root>
              <ContactsSection reference={reference} />
              <BillPayerSection />
            </Stack>
          </Form>
          <MessageDialog open={dialog !== null} title={SAVE_CHANGES_ERROR} messages={dialog ?? []} onClose={() => setDialog(null)} />
        </PageLayout>
      )}
    </Formik>
  );
}
