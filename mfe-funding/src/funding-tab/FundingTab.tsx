/**
 * The funding tab of a resident or a lead (seed 000 §3 "Funding", §4, §8, §9; seed 001 §3 "AN-ACC
 * components"): care type, respite care level, support level (the fees tab's SupportLevel entry in force), the
 * pensioner / concessional / veteran supplements, the latest ACFI, the AN-ACC classification (the class Services
 * Australia assessed, with its effective date and source, else the expected class, else the default class) with its
 * variable component (an unconfirmed class NWAU badged), the expected-against-assessed difference a day explained, the fixed component (the base care tariff NWAU of the facility's
 * category in the care funding rate in force, with the DEMO badge for a DEMO value), the daily basic subsidy explained
 * (shared-domain finance/funding, computed by the API; it names the care funding rate as its source and says what is
 * missing and where to enter it) and the MMM classification.
 *
 * Edit mode (modify on residentsFinancials, or leadsFinancials for a lead): the supplement status edit starts from a
 * backup of the three flags (Cancel restores it, Save persists) and, for a respite resident, the respite care level.
 * The AN-ACC calculator (AnaccCalculator.tsx) follows the figures in both modes.
 * A 404 of the load shows the default unknown support level; any other failure 'Unable to display financials.'.
 * Exposed as './FundingTab': mfe-residents' financial tabs mount it for the .../financials/funding path of a resident's
 * or a lead's page (shared-ui's RemoteComponent).
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { httpStatus, usePermission } from 'shared-auth';
import type { ResidentFunding } from 'shared-domain/contracts/finance-funding';
import type { FundingTabProps } from 'shared-domain/contracts/federated-props';
import { BED_FIGURE_NOTES } from 'shared-domain/dashboard';
import { DEFAULT_SUPPORT_LEVEL, type CareTypeName, type RespiteCareLevel, type SupportLevel } from 'shared-domain/enums';
import {
  DEMO_BASE_CARE_TARIFF_NOTE,
  SUPPLEMENT_FLAG_LABELS,
  UNCONFIRMED_CLASS_WEIGHT_NOTE,
  signedCurrency,
  type SupplementFlags,
} from 'shared-domain/finance/funding';
import { CARE_TYPE_LABELS, RESPITE_CARE_LEVEL_LABELS, SUPPORT_LEVEL_LABELS } from 'shared-domain/labels';
import {
  DISPLAY_FINANCIALS_ERROR,
  SAVE_CHANGES_ERROR,
  SAVE_SUPPLEMENT_STATUS_ERROR,
  withNamedOfflineHint,
} from 'shared-domain/messages';
import { formatCurrency } from 'shared-domain/amounts';
import { FEES_MESSAGES } from 'shared-domain/finance/fees';
import { personPagePath } from 'shared-domain/person-pages';
import {
  Badge,
  Box,
  Button,
  DateText,
  HStack,
  Link,
  LoadFailure,
  MoneyText,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  UnsavedChangesPrompt,
} from 'shared-ui';
import { ExplainedFigure, UnconfirmedValue } from 'shared-ui/explain';
import { CheckboxField, FormikProvider, SelectField, useFormik, useSubmit, type FormikContextType } from 'shared-ui/form';
import { AnaccCalculator } from './AnaccCalculator';
import { Figure, FundingCard } from './FundingCard';
import { useResidentFunding, useSaveFunding, useSaveSupplementStatus } from './funding.resource';

export const FUNDING_TAB_TEXT = {
  editFunding: 'Edit funding',
  care: 'Care',
  careType: 'Care type',
  respiteCareLevel: 'Respite care level',
  supportLevel: 'Support level',
  supplements: 'Supplements',
  supplementStatus: 'Supplement status',
  acfi: 'Latest ACFI',
  noAcfi: 'No ACFI.',
  submissionDate: 'Submission date',
  anacc: 'AN-ACC classification',
  actual: 'Actual',
  expected: 'Expected',
  default: 'Default class',
  noClass: 'No AN-ACC class.',
  classificationDate: 'Classification date',
  effectiveDate: 'Effective date',
  assessedBy: 'Source',
  expectedClass: 'Expected class',
  classDifference: 'Expected against assessed',
  differenceADay: 'Difference a day',
  variableComponent: 'Variable component',
  nwau: 'NWAU',
  rate: 'Daily rate',
  fixed: 'Fixed component',
  baseCareTariff: 'Base care tariff',
  noFixed: 'No base care tariff for this date.',
  bctCategory: 'Base care tariff category',
  numberOfBeds: 'Number of beds',
  fundingBasis: 'Funding basis',
  mmm: 'MMM classification',
  subsidy: 'Daily basic subsidy',
  fundingDate: 'Figures for',
  save: 'Save',
  cancel: 'Cancel',
  saved: FEES_MESSAGES.saved,
  yes: 'Yes',
  no: 'No',
} as const;
const T = FUNDING_TAB_TEXT;

const SUPPLEMENT_FIELDS = Object.keys(SUPPLEMENT_FLAG_LABELS) as Array<keyof SupplementFlags>;
const RESPITE_LEVEL_OPTIONS = (Object.keys(RESPITE_CARE_LEVEL_LABELS) as RespiteCareLevel[]).map((value) => ({
  value,
  label: RESPITE_CARE_LEVEL_LABELS[value],
}));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <FundingCard id={`funding-${id}`} title={title} testId={`funding-${id}`}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {children}
      </SimpleGrid>
    </FundingCard>
  );
}

const yesNo = (v: boolean | undefined) => (v ? T.yes : T.no);

/** The figures (view mode, and the read-only part of edit mode). `f` null: the 404 defaults. */
function FundingFigures({ f, supplements }: { f: ResidentFunding | null; supplements?: ReactNode }) {
  const supportLevel: SupportLevel = f?.supportLevel ?? DEFAULT_SUPPORT_LEVEL;
  const variable = f?.anaccClassification.anaccVariableComponent ?? null;
  const fixed = f?.anaccClassification.anaccFixedComponent ?? null;
  const kindOfClass = !variable ? null : f?.anaccClassification.isActual ? T.actual : variable.isDefault ? T.default : T.expected;
  const assessed = f?.anaccClassification.assessed ?? null;
  const expected = f?.anaccClassification.expected ?? null;
  const difference = f?.anaccClassification.classDifference ?? null;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Section id="care" title={T.care}>
        <Figure label={T.careType} testId="care-type">
          {f ? CARE_TYPE_LABELS[f.residentCareType as CareTypeName] : '-'}
        </Figure>
        <Figure label={T.respiteCareLevel} testId="respite-care-level">
          {RESPITE_CARE_LEVEL_LABELS[(f?.respiteCareLevel ?? 'Unknown') as RespiteCareLevel]}
        </Figure>
        <Figure label={T.supportLevel} testId="support-level">
          {SUPPORT_LEVEL_LABELS[supportLevel]}
        </Figure>
      </Section>
      {supplements ?? (
        <Section id="supplements" title={T.supplements}>
          {SUPPLEMENT_FIELDS.map((k) => (
            <Figure key={k} label={SUPPLEMENT_FLAG_LABELS[k]} testId={`supplement-${k}`}>
              {yesNo(f?.[k])}
            </Figure>
          ))}
        </Section>
      )}
      <Section id="acfi" title={T.acfi}>
        {f?.latestAcfi ? (
          <>
            <Figure label={T.submissionDate} testId="acfi-date">
              <DateText value={f.latestAcfi.submissionDateUtc} />
            </Figure>
            <Figure label="ADL / BEH / CHC" testId="acfi-ratings">
              {[f.latestAcfi.adl, f.latestAcfi.beh, f.latestAcfi.chc].map((x) => x ?? '-').join(' / ')}
            </Figure>
          </>
        ) : (
          <Text color="fg.muted">{T.noAcfi}</Text>
        )}
      </Section>
      <Section id="anacc" title={T.anacc}>
        {variable ? (
          <>
            <Figure label={T.variableComponent} testId="anacc-class">
              <HStack gap="2" wrap="wrap">
                <Text as="span">{variable.anaccClassText}</Text>
                <Badge>{kindOfClass}</Badge>
              </HStack>
              {variable.description ? (
                <Text fontSize="sm" color="fg.muted">
                  {variable.description}
                </Text>
              ) : null}
            </Figure>
            <Figure label={T.rate} testId="anacc-rate">
              <HStack gap="2" wrap="wrap">
                <Text as="span">
                  <MoneyText value={variable.rate} /> ({T.nwau} {variable.nwau})
                </Text>
                {variable.isUnconfirmed ? (
                  <UnconfirmedValue of={`NWAU ${variable.nwau}`} help={UNCONFIRMED_CLASS_WEIGHT_NOTE} />
                ) : null}
              </HStack>
            </Figure>
            {variable.classificationDate ? (
              <Figure label={f?.anaccClassification.isActual ? T.effectiveDate : T.classificationDate}>
                <DateText value={variable.classificationDate} />
              </Figure>
            ) : null}
          </>
        ) : (
          <Text color="fg.muted">{T.noClass}</Text>
        )}
        {assessed ? (
          <Figure label={T.assessedBy} testId="anacc-assessed">
            {assessed.source}
          </Figure>
        ) : null}
        {assessed && !variable ? (
          // The assessed class has no weight in the care funding rate in force: named, without a rate.
          <Figure label={T.actual}>{assessed.anaccClassText}</Figure>
        ) : null}
        {assessed && expected ? (
          <Figure label={T.expectedClass} testId="anacc-expected">
            {expected.anaccClassText}
          </Figure>
        ) : null}
        {difference ? (
          <Figure label={T.classDifference} testId="anacc-difference">
            <Text fontSize="sm">{difference.summary}</Text>
            <ExplainedFigure label={T.differenceADay} explained={difference.explained} format={signedCurrency} />
            {difference.explained.missing ? (
              <Text fontSize="sm" color="fg.muted">
                {difference.explained.missing}
              </Text>
            ) : null}
          </Figure>
        ) : null}
      </Section>
      <Section id="fixed" title={T.fixed}>
        {fixed ? (
          <>
            <Figure label={T.baseCareTariff} testId="base-care-tariff">
              <HStack gap="2" wrap="wrap">
                <MoneyText value={fixed.baseCareTariff} />
                <Text as="span" fontSize="sm" color="fg.muted">
                  ({T.nwau} {fixed.nwau})
                </Text>
                {fixed.isDemoValue ? (
                  <UnconfirmedValue of={`NWAU ${fixed.nwau}`} help={fixed.note ?? DEMO_BASE_CARE_TARIFF_NOTE} />
                ) : null}
              </HStack>
            </Figure>
            <Figure label={T.bctCategory}>{fixed.bctCategory}</Figure>
            <Figure label={T.numberOfBeds}>
              <Text as="span">{fixed.numberOfBeds}</Text>{' '}
              <Text as="span" fontSize="sm" color="fg.muted">
                ({BED_FIGURE_NOTES.numberOfBeds})
              </Text>
            </Figure>
            <Figure label={T.fundingBasis}>{fixed.fundingBasis}</Figure>
          </>
        ) : (
          <Text color="fg.muted">{T.noFixed}</Text>
        )}
        <Figure label={T.mmm} testId="mmm">
          {f?.mmmClassification ?? '-'}
        </Figure>
      </Section>
      <Section id="subsidy" title={T.subsidy}>
        <Figure label={T.subsidy} testId="daily-basic-subsidy">
          {f ? (
            <>
              <ExplainedFigure label={T.subsidy} explained={f.dailyBasicSubsidy} format={(v) => formatCurrency(v)} />
              {f.dailyBasicSubsidy.missing ? (
                <Text fontSize="sm" color="fg.muted">
                  {f.dailyBasicSubsidy.missing}
                </Text>
              ) : null}
            </>
          ) : (
            '-'
          )}
        </Figure>
        {f ? (
          <Figure label={T.fundingDate}>
            <DateText value={f.fundingDate} />
          </Figure>
        ) : null}
      </Section>
    </SimpleGrid>
  );
}

/** What formik accepts as a form's values (its FormikValues, which the form kit does not re-export). */
type FormValues = Parameters<typeof useFormik>[0]['initialValues'];

/** A form of the edit mode saved on its own, started again from the values loaded (and as saved after each save). */
function useFundingForm<V extends FormValues>(initialValues: V, action: (values: V) => Promise<unknown>, failure: string) {
  const submitter = useSubmit<V>({ action, success: T.saved, failure: withNamedOfflineHint(failure) });
  const form = useFormik<V>({
    initialValues,
    enableReinitialize: true,
    onSubmit: async (v, helpers) => {
      await submitter.submit(v, helpers);
    },
  });
  return { form, dialog: submitter.dialog };
}

/** A form of the edit mode in its card, named by the card's heading. */
function FundingForm<V>({
  id,
  title,
  testId,
  form,
  children,
}: {
  id: string;
  title: string;
  testId?: string;
  form: FormikContextType<V>;
  children: ReactNode;
}) {
  return (
    <FundingCard id={id} title={title} testId={testId}>
      <FormikProvider value={form}>
        <form onSubmit={form.handleSubmit} noValidate aria-labelledby={id}>
          {children}
        </form>
      </FormikProvider>
    </FundingCard>
  );
}

/** Cancel (back to the values the form began with) and Save, while something was changed. */
function CancelSave({ form, onCancel }: { form: { dirty: boolean; isSubmitting: boolean }; onCancel: () => void }) {
  return (
    <>
      <Button variant="outline" disabled={!form.dirty || form.isSubmitting} onClick={onCancel}>
        {T.cancel}
      </Button>
      <Button type="submit" colorPalette="brand" loading={form.isSubmitting} disabled={!form.dirty}>
        {T.save}
      </Button>
    </>
  );
}

/** Edit mode: the supplement status (from a backup) and the respite care level of a respite resident. */
function FundingEdit({ f, residentId }: { f: ResidentFunding; residentId: number }) {
  const saveStatus = useSaveSupplementStatus(residentId);
  const saveFunding = useSaveFunding(residentId);
  // The backup the edit begins with: the flags as loaded (and as saved after each save).
  const backup: SupplementFlags = {
    pensionerSupplement: f.pensionerSupplement,
    concessionalSupplement: f.concessionalSupplement,
    veteranSupplement: f.veteranSupplement,
  };
  const { form: status, dialog: statusDialog } = useFundingForm<SupplementFlags>(
    backup,
    (v) => saveStatus.mutateAsync({ ...v, version: f.version }),
    SAVE_SUPPLEMENT_STATUS_ERROR,
  );
  const isRespite = f.residentCareType === 'Respite';
  const { form: funding, dialog: fundingDialog } = useFundingForm<{ respiteCareLevel: RespiteCareLevel }>(
    { respiteCareLevel: f.respiteCareLevel as RespiteCareLevel },
    (v) => saveFunding.mutateAsync({ respiteCareLevel: v.respiteCareLevel, version: f.version }),
    SAVE_CHANGES_ERROR,
  );

  const supplements = (
    <FundingForm id="funding-supplement-status" title={T.supplementStatus} testId="funding-supplement-status" form={status}>
      <Stack gap="3">
        {SUPPLEMENT_FIELDS.map((k) => (
          <CheckboxField key={k} name={k} label={SUPPLEMENT_FLAG_LABELS[k]} disabled={status.isSubmitting} />
        ))}
        <HStack gap="2" justify="flex-end" wrap="wrap">
          <CancelSave form={status} onCancel={() => status.resetForm({ values: backup })} />
        </HStack>
      </Stack>
    </FundingForm>
  );

  return (
    <Stack gap="4">
      {isRespite ? (
        <FundingForm id="funding-respite-edit" title={T.respiteCareLevel} form={funding}>
          <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
            <Box flex="1">
              <SelectField
                name="respiteCareLevel"
                label={T.respiteCareLevel}
                options={RESPITE_LEVEL_OPTIONS}
                placeholder={null}
                required
              />
            </Box>
            <HStack gap="2">
              <CancelSave form={funding} onCancel={() => funding.resetForm()} />
            </HStack>
          </Stack>
        </FundingForm>
      ) : null}
      <FundingFigures f={f} supplements={supplements} />
      {statusDialog}
      {fundingDialog}
      <UnsavedChangesPrompt when={(status.dirty && !status.isSubmitting) || (funding.dirty && !funding.isSubmitting)} />
    </Stack>
  );
}

export default function FundingTab({ residentId, kind, mode }: FundingTabProps) {
  const permission = usePermission(kind === 'lead' ? 'leadsFinancials' : 'residentsFinancials');
  const query = useResidentFunding(residentId);
  const notFound = query.isError && httpStatus(query.error) === 404;
  const editing = mode === 'edit' && permission.canModify;

  if (query.isPending) {
    return (
      <HStack gap="2" role="status" p="4">
        <Spinner size="sm" />
        <Text>Loading…</Text>
      </HStack>
    );
  }
  if (query.isError && !notFound) {
    return (
      <LoadFailure
        message={withNamedOfflineHint(DISPLAY_FINANCIALS_ERROR)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const f = notFound ? null : (query.data ?? null);
  return (
    <Stack gap="4" data-testid="funding-tab">
      {mode === 'view' && permission.canModify && f ? (
        <HStack justify="flex-end">
          <Link asChild colorPalette="brand">
            <RouterLink to={`${personPagePath({ residentId, kind, mode: 'edit' })}/financials/funding`}>
              {T.editFunding}
            </RouterLink>
          </Link>
        </HStack>
      ) : null}
      {editing && f ? <FundingEdit f={f} residentId={residentId} /> : <FundingFigures f={f} />}
      {f ? <AnaccCalculator f={f} residentId={residentId} kind={kind} mode={editing ? 'edit' : 'view'} /> : null}
    </Stack>
  );
}
