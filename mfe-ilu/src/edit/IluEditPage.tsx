/**
 * The edit pages of an enquiry, /independentLiving/editEnquiry/{enquiryId}/Details/{selectedResidentId} (leadsDetails
 * canModify), and of an allocation, /editIndependentLiving/{enquiryId}/resident/{selectedResidentId}/{viewDepartedMode}
 * (residentsDetails canModify), seed 002 §2: one page, `kind` saying which. The details form: each person's names, date
 * of birth, email, phone, requested admission date, enquiry sources, bill payer, CC emails (commas become semicolons)
 * and debtor; the primary contact (the seed's rules); the accessibility requirement. PUT enquiries with the enquiry's
 * version: '{Resident|Enquiry} updated successfully!' and back to the page; 'Debtor ID already exists.' on the debtor
 * field when the server's model state names the debtor, otherwise 'Unexpected error occurred while updating
 * resident/enquiry' (a stale version: the kit's conflict message). The child .../finance shows the finance screen in
 * edit mode, which returns to the view page itself after its save.
 */
import { useEffect, useMemo, useState } from 'react';
import { matchPath, useLocation, useNavigate, useParams } from 'react-router';
import { httpStatus, useReferenceData, type ReferenceItem } from 'shared-auth';
import { BILL_PAYER_TYPE_LABELS, BillPayerType } from 'shared-domain';
import { labelledOptions } from 'shared-domain/labels';
import { ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { ActionBar, Box, RecordPageState, SimpleGrid, Stack, UnsavedChangesPrompt, notify } from 'shared-ui';
import { RecordPage } from 'shared-ui/record';
import {
  DateField,
  Form,
  FormErrorSummary,
  Formik,
  SelectField,
  TextField,
  TextareaField,
  splitModelState,
  useSubmit,
  validateWith,
  type FormikHelpers,
  type SubmitFailure,
} from 'shared-ui/form';
import IluFinance from '../finance/IluFinance';
import {
  editEnquiryValues,
  editFormContactRules,
  updateEnquiryBody,
  validateEditEnquiry,
  type EditEnquiryValues,
} from '../enquiry/enquiryForm';
import { useEnquiry, useUpdateEnquiry, type Enquiry } from '../enquiry/enquiry.resource';
import {
  EnquirySourcesField,
  FORM_TEXT,
  FormSection,
  PersonFields,
  PrimaryContactFields,
  PrimaryContactRules,
} from '../enquiry/EnquiryFormParts';
import { ILU_PAGE_PATTERNS, idOf, iluEditPath, iluViewPath, viewDepartedModeOf, type IluPage, type IluPageKind } from '../paths';
import { useIluPermissions } from '../permissions';

export const EDIT_TEXT = {
  enquiryTitle: 'Edit enquiry',
  allocationTitle: 'Edit resident',
  record: 'enquiry',
  details: 'Details',
  finance: 'Finance',
  tabs: 'Edit tabs',
  contact: 'Contact',
  enquiry: 'Enquiry',
  billPayer: 'Bill payer',
  ccEmails: 'CC emails',
  ccEmailsHelp: 'Separate addresses with semicolons.',
  debtor: 'Debtor ID',
} as const;

const BILL_PAYERS = labelledOptions(Object.values(BillPayerType), BILL_PAYER_TYPE_LABELS);

/** The index of the person a model-state key names ('residents[1].debtor', 'residents.1.debtor'), if it names one. */
function personIndexOf(key: string): number | null {
  const m = /^residents(?:\[(\d+)\]|\.(\d+))/i.exec(key);
  return m ? Number(m[1] ?? m[2]) : null;
}

/**
 * The person a debtor refusal that names nobody ('debtor') is about: one whose debtor ID was changed, else one who has
 * one, the person whose page it is first.
 */
function debtorIndexOf(values: EditEnquiryValues, initial: EditEnquiryValues, selectedIndex: number): number {
  const order = [selectedIndex, ...values.residents.map((_, i) => i).filter((i) => i !== selectedIndex)];
  const has = (i: number) => !!values.residents[i]?.debtor.trim();
  const changed = (i: number) => has(i) && values.residents[i].debtor.trim() !== (initial.residents[i]?.debtor ?? '').trim();
  return order.find(changed) ?? order.find(has) ?? selectedIndex;
}

/**
 * A 400 of PUT enquiries (seed 002 §8 "Update error"): a model state naming the debtor says 'Debtor ID already
 * exists.', on that person's debtor field; any other model state goes to its fields with 'Unexpected error occurred
 * while updating resident/enquiry'. Other failures are the kit's (a stale version: its conflict message).
 */
export function showUpdateFailure(
  failure: SubmitFailure,
  values: EditEnquiryValues,
  helpers: FormikHelpers<EditEnquiryValues> | undefined,
  initial: EditEnquiryValues,
  selectedIndex: number,
): boolean {
  const ms = failure.modelState;
  if (!ms) return false;
  const debtorKey = Object.keys(ms).find((k) => /(^|\.)debtor$/i.test(k));
  if (debtorKey !== undefined) {
    const index = personIndexOf(debtorKey) ?? debtorIndexOf(values, initial, selectedIndex);
    const path = `residents.${index}.debtor`;
    helpers?.setFieldError(path, ILU_MESSAGES.debtorExists);
    void helpers?.setFieldTouched(path, true, false);
    notify.error(ILU_MESSAGES.debtorExists);
    return true;
  }
  if (helpers) {
    const split = splitModelState(ms, values);
    helpers.setErrors(split.fields);
    for (const path of split.fieldPaths) void helpers.setFieldTouched(path, true, false);
    helpers.setStatus({ formErrors: split.rest });
  }
  notify.error(ILU_MESSAGES.updateError);
  return true;
}

function PersonSection({
  index,
  title,
  sources,
  known,
  billPayerAnchor,
}: {
  index: number;
  title: string;
  sources: readonly ReferenceItem[];
  known: readonly ReferenceItem[];
  /** The selected person's bill payer fields carry the `#billPayer` anchor the finance screen links to. */
  billPayerAnchor: boolean;
}) {
  const path = `residents.${index}`;
  return (
    <FormSection title={title}>
      <Stack gap="4">
        <PersonFields path={path} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" id={billPayerAnchor ? 'billPayer' : undefined}>
          <DateField name={`${path}.requestedAdmissionDateUtc`} label={FORM_TEXT.requestedAdmissionDate} />
          <SelectField name={`${path}.billPayerType`} label={EDIT_TEXT.billPayer} options={BILL_PAYERS} placeholder={null} />
          <TextField name={`${path}.debtor`} label={EDIT_TEXT.debtor} maxLength={50} autoComplete="off" />
        </SimpleGrid>
        <TextField name={`${path}.ccEmail`} label={EDIT_TEXT.ccEmails} helpText={EDIT_TEXT.ccEmailsHelp} maxLength={500} />
        <EnquirySourcesField name={`${path}.enquirySources`} sources={sources} known={known} />
      </Stack>
    </FormSection>
  );
}

function DetailsForm({ kind, enquiry, page }: { kind: IluPageKind; enquiry: Enquiry; page: IluPage }) {
  const navigate = useNavigate();
  const sources = useReferenceData('enquiry-sources', ILU_MESSAGES.enquirySourcesError);
  const update = useUpdateEnquiry(enquiry);
  const [saved, setSaved] = useState(false);
  const initialValues = useMemo(() => editEnquiryValues(enquiry), [enquiry]);
  const selectedIndex = Math.max(
    0,
    enquiry.residents.findIndex((r) => r.residentId === page.residentId),
  );
  const people = enquiry.residents.map((r, i) => ({ value: `prospect${i + 1}`, label: `${r.firstName} ${r.lastName}` }));
  // A fragment names a section of the page (the finance screen's bill payer link: '#billPayer'): scroll to it.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  const save = useSubmit<EditEnquiryValues>({
    action: (values) => update.mutateAsync(updateEnquiryBody(enquiry, values, sources)),
    success: ILU_MESSAGES.updated(kind === 'allocation' ? 'Resident' : 'Enquiry'),
    failure: ILU_MESSAGES.updateError,
    onFailure: (failure, values, helpers) => showUpdateFailure(failure, values, helpers, initialValues, selectedIndex),
    onSuccess: () => {
      setSaved(true);
      navigate(iluViewPath(page));
    },
  });
  return (
    <Formik<EditEnquiryValues>
      initialValues={initialValues}
      validate={validateWith(validateEditEnquiry)}
      onSubmit={save.submit}
      enableReinitialize
    >
      {({ dirty, isSubmitting }) => (
        <Form noValidate aria-label={`${kind === 'allocation' ? EDIT_TEXT.allocationTitle : EDIT_TEXT.enquiryTitle} details`}>
          <UnsavedChangesPrompt when={dirty && !saved && !isSubmitting} />
          <PrimaryContactRules rules={editFormContactRules} />
          <FormErrorSummary />
          <Stack gap="4">
            {enquiry.residents.map((r, i) => (
              <PersonSection
                key={r.residentId}
                index={i}
                title={`${r.firstName} ${r.lastName}`}
                sources={sources}
                known={r.enquirySources}
                billPayerAnchor={i === selectedIndex}
              />
            ))}
            <FormSection title={EDIT_TEXT.contact}>
              <PrimaryContactFields people={people} />
            </FormSection>
            <FormSection title={EDIT_TEXT.enquiry}>
              <TextareaField name="accessibilityRequirement" label={FORM_TEXT.accessibilityRequirement} maxLength={2000} />
            </FormSection>
          </Stack>
          <Box mt="4">
            <ActionBar
              label="Form actions"
              primary={{ label: FORM_TEXT.save, type: 'submit', loading: isSubmitting }}
              actions={[{ label: FORM_TEXT.cancel, pinned: true, onSelect: () => navigate(iluViewPath(page)) }]}
            />
          </Box>
          {save.dialog}
        </Form>
      )}
    </Formik>
  );
}

/** The edit page of `kind`, its enquiry and selected person read from the path. */
export function IluEditPage({ kind }: { kind: IluPageKind }) {
  const params = useParams();
  const { pathname } = useLocation();
  const can = useIluPermissions(kind);
  const enquiryId = idOf(params.enquiryId);
  const residentId = idOf(params.selectedResidentId);
  const viewDepartedMode = kind === 'allocation' && viewDepartedModeOf(params.viewDepartedMode);
  const query = useEnquiry(enquiryId, residentId, viewDepartedMode);
  const title = kind === 'enquiry' ? EDIT_TEXT.enquiryTitle : EDIT_TEXT.allocationTitle;
  const person = query.data?.residents.find((r) => r.residentId === residentId);
  if (!query.data || !person) {
    const notFound =
      Number.isNaN(enquiryId) || Number.isNaN(residentId) || httpStatus(query.error) === 404 || (!!query.data && !person);
    return <RecordPageState title={title} record={EDIT_TEXT.record} query={query} notFound={notFound} />;
  }
  const page: IluPage = { kind, enquiryId, residentId, viewDepartedMode };
  const base = iluEditPath(page);
  const finance = matchPath({ path: `${ILU_PAGE_PATTERNS.edit[kind]}/finance/*`, end: false }, pathname) !== null;
  return (
    <RecordPage
      title={`${title}: ${query.data.residents.map((r) => `${r.firstName} ${r.lastName}`).join(' & ')}`}
      tabs={{
        label: EDIT_TEXT.tabs,
        items: [
          { to: base, label: EDIT_TEXT.details, end: true },
          { to: `${base}/finance`, label: EDIT_TEXT.finance, hidden: !can.financials.canModify },
        ],
      }}
    >
      {finance && can.financials.canModify ? (
        <IluFinance enquiryId={enquiryId} residentId={residentId} viewDepartedMode={viewDepartedMode} kind={kind} mode="edit" />
      ) : (
        <DetailsForm kind={kind} enquiry={query.data} page={page} />
      )}
    </RecordPage>
  );
}
