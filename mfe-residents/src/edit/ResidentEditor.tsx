/**
 * /editResident/{residentId} (seed 000 §2): the resident details editor: personal details, address, Medicare and care
 * IDs, debtor ID, pre-entry leave, enquiry sources, religions, specialised care, contacts (add/edit contact and
 * address dialogs) and the bill payer (payer-change rules), with the unsaved-changes prompt. Rules are shared-domain's
 * (the server checks the same ones).
 */
import { useState } from 'react';
import { Link as RouterLink, useMatch, useNavigate, useParams } from 'react-router';
import { httpStatus, usePermission, useReferenceData, type ReferenceItem } from 'shared-auth';
import {
  COUNTRIES_LOAD_ERROR,
  ENQUIRY_SOURCES_LOAD_ERROR,
  RELATIONSHIPS_LOAD_ERROR,
  RELIGIONS_LOAD_ERROR,
  SAVE_CHANGES_ERROR,
  SPECIALISED_CARE,
  STATE_ABBREVIATIONS,
  TITLES,
  medicareExpiryYears,
  withOfflineHint,
  type BillPayerType,
} from 'shared-domain';
import {
  BILL_PAYER_TYPE_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  SEX_LABELS,
  labelledOptions,
} from 'shared-domain/labels';
import { RECORD_MESSAGES, applyBillPayerChange } from 'shared-domain/resident-record';
import type { Contact } from 'shared-domain/contracts/resident-responses';
import {
  ActionBar,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Link,
  PageLayout,
  RecordPageState,
  SimpleGrid,
  Stack,
  Text,
  UnsavedChangesPrompt,
} from 'shared-ui';
import {
  CheckboxField,
  DateField,
  Form,
  Formik,
  MultiSelectField,
  namedItemOptions,
  RadioGroupField,
  RecordChangedGuard,
  SelectField,
  TextField,
  useFormikContext,
  useSubmit,
} from 'shared-ui/form';
import { useResident, useSaveResident } from '../record/record.resource';
import { EditFinancialsPage } from '../financials/EditFinancialsPage';
import { fullAddress } from '../record/format';
import { ContactDialog } from './ContactDialogs';
import { toFormValues, toPayload, validate, type FormValues } from './form';

interface Reference {
  countries: ReferenceItem[];
  relationships: ReferenceItem[];
  enquirySources: ReferenceItem[];
  religions: ReferenceItem[];
}

function useReference(): Reference {
  return {
    countries: useReferenceData('countries', COUNTRIES_LOAD_ERROR),
    relationships: useReferenceData('relationships', RELATIONSHIPS_LOAD_ERROR),
    enquirySources: useReferenceData('enquiry-sources', ENQUIRY_SOURCES_LOAD_ERROR),
    religions: useReferenceData('religions', RELIGIONS_LOAD_ERROR),
  };
}

type Slot = { kind: 'primaryContact' } | { kind: 'secondaryContact' } | { kind: 'other'; index: number | null };

function ContactsSection({ reference }: { reference: Reference }) {
  const { values, setFieldValue, errors } = useFormikContext<FormValues>();
  const [editing, setEditing] = useState<Slot | null>(null);
  const current =
    editing === null
      ? null
      : editing.kind === 'other'
        ? editing.index === null
          ? null
          : values.otherContacts[editing.index]
        : values[editing.kind];
  const save = (c: Contact) => {
    if (!editing) return;
    if (editing.kind === 'other') {
      const list = [...values.otherContacts];
      if (editing.index === null) list.push(c);
      else list[editing.index] = c;
      void setFieldValue('otherContacts', list);
    } else {
      void setFieldValue(editing.kind, c);
    }
    setEditing(null);
  };
  const row = (label: string, c: Contact | null, onEdit: () => void, onRemove?: () => void, testId?: string) => (
    <HStack justify="space-between" borderWidth="1px" borderRadius="md" p="3" data-testid={testId}>
      <Box>
        <Text fontSize="xs" color="fg.muted">
          {label}
        </Text>
        {c ? (
          <>
            <Text>{[c.title, c.firstName, c.lastName].filter(Boolean).join(' ')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {[c.phoneNumber, c.email, fullAddress(c)].filter(Boolean).join(' · ')}
            </Text>
          </>
        ) : (
          <Text color="fg.muted">None</Text>
        )}
      </Box>
      <HStack>
        <Button size="xs" variant="outline" onClick={onEdit}>
          {c ? `Edit ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`}
        </Button>
        {c && onRemove ? (
          <Button size="xs" variant="ghost" onClick={onRemove}>
            Remove
          </Button>
        ) : null}
      </HStack>
    </HStack>
  );
  const title = editing
    ? `${current ? 'Edit' : 'Add'} ${editing.kind === 'primaryContact' ? 'primary contact' : editing.kind === 'secondaryContact' ? 'secondary contact' : 'other contact'}`
    : '';
  return (
    <Card.Root>
      <Card.Body>
        <Heading size="sm" mb="3">
          Contacts
        </Heading>
        <Stack gap="2">
          {row(
            'Primary contact',
            values.primaryContact,
            () => setEditing({ kind: 'primaryContact' }),
            () => void setFieldValue('primaryContact', null),
            'primary-contact',
          )}
          {row(
            'Secondary contact',
            values.secondaryContact,
            () => setEditing({ kind: 'secondaryContact' }),
            () => void setFieldValue('secondaryContact', null),
            'secondary-contact',
          )}
          {values.otherContacts.map((c, i) => (
            <Box key={c.id ?? `new-${i}`}>
              {row(
                'Other contact',
                c,
                () => setEditing({ kind: 'other', index: i }),
                () =>
                  void setFieldValue(
                    'otherContacts',
                    values.otherContacts.filter((_, j) => j !== i),
                  ),
              )}
            </Box>
          ))}
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => setEditing({ kind: 'other', index: null })}>
            Add other contact
          </Button>
          {typeof errors.billPayerType === 'string' ? (
            <Text color="fg.error" fontSize="sm">
              {errors.billPayerType}
            </Text>
          ) : null}
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
  const { values, setValues } = useFormikContext<FormValues>();
  // Seed 000 §4: changing the payer clears the drawdowns and the invoicing the new payer cannot receive. Payer and
  // detail are set together, so the validation that follows sees both.
  const changePayer = (type: string, previous: unknown) => {
    const billPayerType = type as BillPayerType;
    const billPayerDetail = applyBillPayerChange(previous as BillPayerType, billPayerType, values.billPayerDetail, {
      ...values,
      countryId: null,
    });
    void setValues({ ...values, billPayerType, billPayerDetail });
  };
  const options = labelledOptions<BillPayerType>(['Resident', 'PrimaryContact', 'SecondaryContact'], BILL_PAYER_TYPE_LABELS);
  return (
    <Card.Root id="billPayer">
      <Card.Body>
        <Heading size="sm" mb="3">
          Bill payer
        </Heading>
        <Stack gap="3">
          <RadioGroupField name="billPayerType" label="Bill payer" options={options} onValueChange={changePayer} />
          <HStack gap="6" wrap="wrap" align="start">
            <CheckboxField name="billPayerDetail.isInvoiceEmail" label="Invoice by email" />
            <CheckboxField name="billPayerDetail.isInvoicePost" label="Invoice by post" />
          </HStack>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField name="billPayerDetail.ccEmail" label="CC emails (separated by ;)" />
            <SelectField
              name="billPayerDetail.paymentMethod"
              label="Payment method"
              options={labelledOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)}
            />
            <TextField name="billPayerDetail.accountName" label="Account name" />
            <TextField name="billPayerDetail.bankName" label="Bank name" />
            <TextField name="billPayerDetail.bsb" label="BSB" />
            <TextField name="billPayerDetail.accountNumber" label="Account number" />
          </SimpleGrid>
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="1">
              Drawdowns
            </Text>
            <HStack gap="6" wrap="wrap">
              <CheckboxField name="billPayerDetail.isDrawdownDap" label="Draw down DAP from RAD" />
              <CheckboxField name="billPayerDetail.isDrawdownFees" label="Draw down fees from RAD" />
              <CheckboxField name="billPayerDetail.isDrawdownExtraServices" label="Draw down extra services from RAD" />
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
  const query = useResident(residentId);
  const saveResident = useSaveResident(residentId);
  const reference = useReference();
  const financials = usePermission('residentsFinancials');
  const [saved, setSaved] = useState(false);
  const financial = useMatch('/editResident/:residentId/financials/*');
  // Seed 000 §8: a debtor error is 'Debtor ID already exists.' (on the field and the toast); the server's other
  // refusals are listed under 'Unable to save changes.'.
  const save = useSubmit<FormValues>({
    action: (values) => saveResident.mutateAsync(toPayload(values)),
    success: RECORD_MESSAGES.changesSaved,
    failure: withOfflineHint(SAVE_CHANGES_ERROR),
    modelState: 'dialog',
    dialogTitle: SAVE_CHANGES_ERROR,
    fieldMessages: { debtor: RECORD_MESSAGES.debtorExists },
    onSuccess: (_, values, helpers) => {
      setSaved(true);
      helpers?.resetForm({ values });
      navigate(`/viewResident/${residentId}`);
    },
  });

  const notFound = !(Number.isInteger(residentId) && residentId > 0) || httpStatus(query.error) === 404;
  if (!query.data) return <RecordPageState title="Edit resident" record="resident" query={query} notFound={notFound} />;
  const resident = query.data;
  // /editResident/:residentId/financials/* is its own route in the shell (residentsFinancials canModify).
  if (financial) return <EditFinancialsPage resident={resident} kind="resident" />;
  const years = medicareExpiryYears();
  return (
    <Formik<FormValues> initialValues={toFormValues(resident)} validate={validate} onSubmit={save.submit}>
      {({ dirty, isValid, isSubmitting, submitCount, values }) => (
        <PageLayout
          title={`Edit ${resident.firstName} ${resident.lastName}`}
          actions={
            <ActionBar
              label="Edit actions"
              primary={{ label: 'Save', type: 'submit', form: 'resident-editor', loading: isSubmitting }}
              actions={[{ label: 'Cancel', to: `/viewResident/${resident.id}`, pinned: true }]}
            />
          }
        >
          <UnsavedChangesPrompt when={dirty && !saved && (submitCount === 0 || !isValid)} />
          {/* Someone else saved the resident while this form is open: never over what was typed here. */}
          <Box mb="4">
            <RecordChangedGuard latest={query.data} toValues={toFormValues} />
          </Box>
          {financials.canModify ? (
            <HStack mb="4" gap="4">
              <Link asChild colorPalette="brand">
                <RouterLink to={`/editResident/${resident.id}/financials/funding`}>Edit funding</RouterLink>
              </Link>
              <Link asChild colorPalette="brand">
                <RouterLink to={`/editResident/${resident.id}/financials/${resident.isPrivateResidency}/fees`}>
                  Edit fees
                </RouterLink>
              </Link>
            </HStack>
          ) : null}
          <Form id="resident-editor" noValidate>
            <Stack gap="4">
              <Card.Root>
                <Card.Body>
                  <Heading size="sm" mb="3">
                    Personal details
                  </Heading>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                    <SelectField name="title" label="Title" options={TITLES.map((t) => ({ value: t, label: t }))} />
                    <TextField name="firstName" label="First name" required />
                    <TextField name="lastName" label="Last name" required />
                    <TextField name="preferredName" label="Preferred name" />
                    <SelectField
                      name="sex"
                      label="Sex"
                      required={!values.isLead}
                      options={labelledOptions(['Male', 'Female', 'Unknown'], SEX_LABELS)}
                    />
                    <DateField name="dateOfBirth" label="Date of birth" required={!values.isLead} />
                    <TextField name="email" label="Email" type="email" />
                    <TextField name="debtor" label="Debtor ID" />
                    <DateField name="preEntryLeaveDateUtc" label="Pre-entry leave date" />
                  </SimpleGrid>
                </Card.Body>
              </Card.Root>
              <Card.Root>
                <Card.Body>
                  <Heading size="sm" mb="3">
                    Address
                  </Heading>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                    <TextField name="street1" label="Street" />
                    <TextField name="street2" label="Street line 2" />
                    <TextField name="suburb" label="Suburb" />
                    <SelectField name="state" label="State" options={STATE_ABBREVIATIONS.map((s) => ({ value: s, label: s }))} />
                    <TextField name="postCode" label="Post code" />
                    <SelectField
                      name="countryId"
                      label="Country"
                      options={reference.countries.map((c) => ({ value: String(c.id), label: c.name }))}
                    />
                  </SimpleGrid>
                </Card.Body>
              </Card.Root>
              <Card.Root>
                <Card.Body>
                  <Heading size="sm" mb="3">
                    Medicare and care IDs
                  </Heading>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                    <TextField name="medicareNumber" label="Medicare number" />
                    <TextField name="medicareMemberNumber" label="Member number" required={!!values.medicareNumber.trim()} />
                    <SelectField
                      name="medicareExpiryYear"
                      label="Medicare expiry year"
                      options={years.map((y) => ({ value: String(y), label: String(y) }))}
                    />
                    <TextField name="careRecipientId" label="Care recipient ID" />
                    <TextField name="residentialCareId" label="Residential care ID" />
                  </SimpleGrid>
                </Card.Body>
              </Card.Root>
              <Card.Root>
                <Card.Body>
                  <Stack gap="4">
                    <MultiSelectField
                      name="enquirySourceIds"
                      label="Enquiry sources"
                      options={namedItemOptions(reference.enquirySources)}
                    />
                    <MultiSelectField name="religionIds" label="Religions" options={namedItemOptions(reference.religions)} />
                    <MultiSelectField
                      name="specialisedCareIds"
                      label="Specialised care"
                      options={namedItemOptions(SPECIALISED_CARE)}
                    />
                  </Stack>
                </Card.Body>
              </Card.Root>
              <ContactsSection reference={reference} />
              <BillPayerSection />
            </Stack>
          </Form>
          {save.dialog}
        </PageLayout>
      )}
    </Formik>
  );
}
