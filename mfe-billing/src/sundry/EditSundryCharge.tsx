/**
 * /billing/addOrEditSundryCharge/{id} (billingSundryCharges canModify; 0 = a new charge): the charge's description,
 * invoice date, GST inclusive, split bill evenly (with the total to split) and sundry account, and its lines: the
 * resident (the selection dialog adds a line per resident ticked), GST type, amount, description and account. Lines
 * are added and removed (removing the last one is ignored). The figures (subtotal, GST, total, and each line's share
 * when split) come from the shared sundry rules and open their explanations. Review checks the charge (every line needs
 * a resident unless the bill is split evenly) and goes to the review screen with it in router state; the review's Edit
 * comes back here with the charge (`sundryCharge` state), changes kept. Leaving with unsaved changes asks first.
 */
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { httpStatus } from 'shared-auth';
import { SUNDRY_MESSAGES } from 'shared-domain/billing/messages';
import type { SundryChargeAccount } from 'shared-domain/contracts/admin-finance';
import { GST_TYPES } from 'shared-domain/contracts/billing';
import { melbourneToday } from 'shared-domain/dates';
import type { Explained } from 'shared-domain/finance/explained';
import { formatCurrency } from 'shared-domain/amounts';
import {
  Box,
  Button,
  Grid,
  Heading,
  HStack,
  LoadStatus,
  PageLayout,
  RecordPageState,
  Stack,
  StickyActions,
  Text,
  UnsavedChangesPrompt,
} from 'shared-ui';
import { ExplainedFigure, FigureLine } from 'shared-ui/explain';
import {
  CheckboxField,
  DateField,
  FormErrorSummary,
  FormikProvider,
  MoneyField,
  SelectField,
  TextField,
  getIn,
  useFormik,
  validateWith,
  type FormikProps,
} from 'shared-ui/form';
import { SUNDRY_LIST_PATH, chargeIdOf, reviewSundryPath, viewSundryPath } from '../paths';
import { ResidentSelectionDialog } from './ResidentSelectionDialog';
import {
  addLine,
  addResidents,
  draftFromState,
  draftFigures,
  draftLineFigures,
  draftOf,
  newDraft,
  removeLine,
  residentName,
  validateDraft,
  type SundryDraft,
  type SundryDraftLine,
} from './sundryModel';
import { useGstRate, useSundryAccounts, useSundryCharge } from './sundry.resource';

export const EDIT_TEXT = {
  addTitle: 'Add sundry charge',
  editTitle: 'Edit sundry charge',
  record: 'sundry charge',
  description: 'Description',
  invoiceDate: 'Invoice date',
  gstInclusive: 'GST inclusive',
  splitBillEvenly: 'Split bill evenly',
  total: 'Total to split',
  account: 'Sundry account',
  lines: 'Residents',
  line: 'Line',
  resident: 'Resident',
  noResident: 'No resident selected',
  selectResidents: 'Select residents',
  gstType: 'GST type',
  amount: 'Amount',
  share: 'Share',
  lineDescription: 'Line description',
  lineAccount: 'Account',
  addLine: 'Add line',
  remove: 'Remove',
  figures: 'Totals',
  subtotal: 'Subtotal',
  gst: 'GST',
  grandTotal: 'Total',
  cancel: 'Cancel',
  review: 'Review',
  loading: 'Loading...',
} as const;
const T = EDIT_TEXT;

export default function EditSundryCharge() {
  const id = chargeIdOf(useParams().sundryChargeId);
  const fromReview = draftFromState(useLocation().state);
  const valid = Number.isInteger(id);
  // Back from review: the charge it carries, changes kept; otherwise the saved charge (or a new one).
  const charge = useSundryCharge(valid ? id : 0, valid && id > 0 && !fromReview);
  const gstRate = useGstRate();
  const accounts = useSundryAccounts();
  const title = id === 0 ? T.addTitle : T.editTitle;

  if (!fromReview && id !== 0) {
    const notFound = !valid || httpStatus(charge.error) === 404;
    if (notFound || !charge.data) return <RecordPageState title={title} record={T.record} query={charge} notFound={notFound} />;
    // A posted charge is in the residents' accounts: it is only viewed.
    if (!charge.data.draft) return <Navigate to={viewSundryPath(id)} replace />;
  }
  if (!gstRate.data || !accounts.data)
    return (
      <PageLayout title={title}>
        <LoadStatus
          state={gstRate.isError || accounts.isError ? { status: 'error' } : { status: 'loading' }}
          loadingText={T.loading}
          errorMessage={gstRate.isError ? SUNDRY_MESSAGES.gstRateError : SUNDRY_MESSAGES.sundryAccountError}
          onRetry={() => void (gstRate.isError ? gstRate.refetch() : accounts.refetch())}
        />
      </PageLayout>
    );
  const initial = fromReview ?? (charge.data ? draftOf(charge.data) : newDraft(melbourneToday()));
  return <ChargeForm key={id} title={title} initial={initial} gstRate={gstRate.data.rate} accounts={accounts.data} />;
}

function ChargeForm({
  title,
  initial,
  gstRate,
  accounts,
}: {
  title: string;
  initial: SundryDraft;
  gstRate: string;
  accounts: SundryChargeAccount[];
}) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [selecting, setSelecting] = useState(false);
  const form = useFormik<SundryDraft>({
    initialValues: initial,
    validate: validateWith(validateDraft),
    onSubmit: (values) => {
      setLeaving(true);
      void navigate(reviewSundryPath(values.id), {
        state: { sundryCharge: { ...values, isDirty: values.isDirty || form.dirty } },
      });
    },
  });
  const values = form.values;
  const figures = draftFigures(values, gstRate);
  const lineFigures = draftLineFigures(values, gstRate);
  const accountOptions = accounts.map((a) => ({ value: a.id, label: a.description }));
  const setLines = (lines: SundryDraftLine[]) => void form.setFieldValue('residents', lines);
  const unsaved = (form.dirty || initial.isDirty) && !leaving;

  return (
    <PageLayout title={title}>
      <UnsavedChangesPrompt when={unsaved} />
      <FormikProvider value={form}>
        <form
          noValidate
          aria-label={title}
          onSubmit={(e) => {
            e.preventDefault();
            void form.submitForm();
          }}
        >
          <Stack gap="5">
            <FormErrorSummary />
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4" maxW="4xl">
              <TextField name="description" label={T.description} required maxLength={200} />
              <DateField name="invoiceDateUtc" label={T.invoiceDate} required />
              <CheckboxField
                name="gstInclusive"
                label={T.gstInclusive}
                onValueChange={(on) => {
                  // GST inclusive makes every line a GST line (the rule), so the lines say so.
                  if (on) setLines(values.residents.map((l) => ({ ...l, gstType: 'GST' })));
                }}
              />
              <CheckboxField name="splitBillEvenly" label={T.splitBillEvenly} />
              {values.splitBillEvenly ? <MoneyField name="total" label={T.total} required /> : null}
              <SelectField
                name="sundryAccountId"
                label={T.account}
                numeric
                required={values.splitBillEvenly}
                options={accountOptions}
                onValueChange={(next) => {
                  // A line without an account takes the charge's.
                  if (typeof next === 'number')
                    setLines(values.residents.map((l) => (l.sundryAccountId ? l : { ...l, sundryAccountId: next })));
                }}
              />
            </Grid>

            <Stack as="section" aria-label={T.lines} gap="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Heading as="h2" size="sm">
                  {T.lines}
                </Heading>
                <Button size="sm" variant="outline" minH={{ base: '11', lg: '8' }} onClick={() => setSelecting(true)}>
                  {T.selectResidents}
                </Button>
              </HStack>
              {values.residents.map((line, i) => (
                <LineEditor
                  key={line.key}
                  form={form}
                  line={line}
                  index={i}
                  share={values.splitBillEvenly ? lineFigures[i].total : null}
                  accountOptions={accountOptions}
                  onRemove={() => setLines(removeLine(values.residents, i))}
                />
              ))}
              <Box>
                <Button size="sm" variant="outline" minH={{ base: '11', lg: '8' }} onClick={() => setLines(addLine(values))}>
                  {T.addLine}
                </Button>
              </Box>
            </Stack>

            <Stack as="section" aria-label={T.figures} gap="2" maxW="3xl">
              <FigureLine label={T.subtotal} figure={figures.subtotal} testId="figure-subtotal" />
              <FigureLine label={T.gst} figure={figures.gst} testId="figure-gst" />
              <FigureLine label={T.grandTotal} figure={figures.total} testId="figure-total" />
            </Stack>

            <StickyActions>
              <Button variant="outline" onClick={() => void navigate(values.id ? viewSundryPath(values.id) : SUNDRY_LIST_PATH)}>
                {T.cancel}
              </Button>
              <Button type="submit" colorPalette="brand">
                {T.review}
              </Button>
            </StickyActions>
          </Stack>
        </form>
      </FormikProvider>
      {selecting ? (
        <ResidentSelectionDialog
          listed={new Set(values.residents.map((l) => l.residencyId).filter((r) => r > 0))}
          onClose={() => setSelecting(false)}
          onAdd={(chosen) => {
            setSelecting(false);
            setLines(addResidents(values, chosen));
          }}
        />
      ) : null}
    </PageLayout>
  );
}

function LineEditor({
  form,
  line,
  index,
  share,
  accountOptions,
  onRemove,
}: {
  form: FormikProps<SundryDraft>;
  line: SundryDraftLine;
  index: number;
  share: Explained<string> | null;
  accountOptions: { value: number; label: string }[];
  onRemove: () => void;
}) {
  const { gstInclusive, splitBillEvenly } = form.values;
  const name = (field: keyof SundryDraftLine) => `residents.${index}.${field}`;
  const who = residentName(line);
  const residentError = form.submitCount > 0 ? (getIn(form.errors, name('residencyId')) as string | undefined) : undefined;
  const label = `${T.line} ${index + 1}${who ? `: ${who}` : ''}`;
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3" aria-label={label} data-testid="sundry-line" minW="0">
      <Grid
        templateColumns={{
          base: '1fr',
          md: splitBillEvenly
            ? 'minmax(10rem, 1fr) 7rem 8rem auto'
            : 'minmax(10rem, 1.4fr) 7rem 8rem minmax(8rem, 1.4fr) minmax(8rem, 1.2fr) auto',
        }}
        gap="3"
        alignItems="start"
      >
        <Box minW="0">
          <Text fontSize="sm" fontWeight="medium" mb="1">
            {T.resident}
          </Text>
          <Text data-testid="line-resident" color={who ? undefined : 'fg.muted'}>
            {who || T.noResident}
          </Text>
          {residentError ? (
            <Text color="red.700" fontSize="sm" role="alert">
              {residentError}
            </Text>
          ) : null}
        </Box>
        <SelectField
          name={name('gstType')}
          label={T.gstType}
          placeholder={null}
          disabled={gstInclusive}
          options={GST_TYPES.map((g) => ({ value: g, label: g }))}
        />
        {splitBillEvenly && share ? (
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="1">
              {T.share}
            </Text>
            <Box data-testid="line-share">
              <ExplainedFigure label={`${T.share}: ${label}`} explained={share} format={formatCurrency} />
            </Box>
          </Box>
        ) : (
          <MoneyField name={name('amount')} label={T.amount} required />
        )}
        {/* Split evenly: every line takes the charge's description and account (the rule copies them). */}
        {splitBillEvenly ? null : (
          <TextField name={name('description')} label={T.lineDescription} maxLength={200} placeholder={form.values.description} />
        )}
        {splitBillEvenly ? null : (
          <SelectField name={name('sundryAccountId')} label={T.lineAccount} numeric required options={accountOptions} />
        )}
        <Box alignSelf={{ base: 'stretch', md: 'end' }}>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            minH={{ base: '11', lg: '8' }}
            width={{ base: 'full', md: 'auto' }}
            aria-label={`${T.remove} ${label}`}
            onClick={onRemove}
          >
            {T.remove}
          </Button>
        </Box>
      </Grid>
    </Box>
  );
}
