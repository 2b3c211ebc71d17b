/**
 * Pre-admission funding estimate with the AN-ACC calculator (seed 001 §2, §3 "AN-ACC components", §5, §8): the AN-ACC
 * class gives the variable component (class text, NWAU, rate, care minutes); the facility's fixed component (base care
 * tariff, MMM classification); daily basic subsidy = base care tariff + variable rate (shared-domain decimal arithmetic,
 * no floating point). Saving (edit mode, a valid form, leadsFinancials canModify) is PUT leads/{id}/expectedAnacc.
 * Exposed as './FundingEstimateDialog': the lead page (mfe-leads) mounts it through shared-ui's RemoteComponent.
 */
import { useEffect, useState } from 'react';
import { usePermission } from 'shared-auth';
import { formatDate } from 'shared-domain';
import { BED_FIGURE_NOTES } from 'shared-domain/dashboard';
import type { FundingEstimateDialogProps } from 'shared-domain/contracts/federated-props';
import type { AnaccVariableComponent, FundingEstimate } from 'shared-domain/contracts/leads';
import { CARE_TYPE_LABELS, labelOf } from 'shared-domain/labels';
import { LEAD_MESSAGES, dailyBasicSubsidy } from 'shared-domain/leads';
import { DEMO_BASE_CARE_TARIFF_NOTE } from 'shared-domain/finance/funding';
import { FUNDING_FIELD_MESSAGES } from 'shared-domain/resident-funding';
import { Alert, Box, Button, HStack, MoneyText, SimpleGrid, Spinner, Text, notify } from 'shared-ui';
import { UnconfirmedValue } from 'shared-ui/explain';
import { FormikDialog, SelectField, useFormik, useSubmit } from 'shared-ui/form';
import { useFundingEstimate, useSaveLeadExpectedAnacc } from './funding-estimate.resource';

export const FUNDING_TEXT = {
  title: 'Funding estimate',
  edit: 'Edit',
  anaccClass: 'AN-ACC class',
  classRequired: FUNDING_FIELD_MESSAGES.anaccClassRequired,
  variable: 'Variable component',
  fixed: 'Fixed component',
  classText: 'Class',
  nwau: 'NWAU',
  rate: 'Daily rate',
  totalCareMinutes: 'Total care minutes',
  rnCareMinutes: 'Registered nurse care minutes',
  baseCareTariff: 'Base care tariff',
  mmm: 'MMM classification',
  beds: 'Number of beds',
  fundingBasis: 'Funding basis',
  bctCategory: 'Base care tariff category',
  dailyBasicSubsidy: 'Daily basic subsidy',
  estimateDate: 'Estimate date',
  noClass: 'No AN-ACC class selected.',
} as const;

function Figure({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box data-testid={testId}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text>{children}</Text>
    </Box>
  );
}

/** Daily basic subsidy of a class choice (null without a class or without the fixed component). */
export function subsidyOf(estimate: FundingEstimate | null, variable: AnaccVariableComponent | null): string | null {
  if (!estimate?.fixedComponent || !variable) return null;
  return dailyBasicSubsidy(estimate.fixedComponent.baseCareTariff, variable.rate);
}

/** Saving reloads the lead (its expected AN-ACC): the mutation invalidates the person's queries. */
export default function FundingEstimateDialog({ open, residentId, onClose }: FundingEstimateDialogProps) {
  const financials = usePermission('leadsFinancials');
  const query = useFundingEstimate(residentId, open);
  const estimate = query.isFetching ? null : (query.data ?? null);
  const failed = query.isError && !query.isFetching;
  const saveExpectedAnacc = useSaveLeadExpectedAnacc(residentId);
  const [editing, setEditing] = useState(false);
  const save = useSubmit<{ anaccClass: string }>({
    action: (v) => saveExpectedAnacc.mutateAsync({ anaccClass: Number(v.anaccClass) }),
    success: LEAD_MESSAGES.fundingEstimateSaved,
    failure: LEAD_MESSAGES.fundingEstimateSaveError,
    onSuccess: () => {
      setEditing(false);
      onClose();
    },
  });
  const form = useFormik({
    initialValues: { anaccClass: '' },
    validate: (v) => (v.anaccClass ? {} : { anaccClass: FUNDING_TEXT.classRequired }),
    onSubmit: save.submit,
  });
  const { resetForm } = form;
  const anaccClass = form.values.anaccClass;

  useEffect(() => {
    if (open) setEditing(false);
  }, [open]);
  // The form starts from the estimate just loaded (not the one of the last time the dialog was open).
  useEffect(() => {
    if (!estimate) return;
    resetForm({ values: { anaccClass: estimate.anaccClass != null ? String(estimate.anaccClass) : '' } });
    if (!estimate.fixedComponent) notify.error(LEAD_MESSAGES.mmmClassificationLoadError);
  }, [estimate, resetForm]);

  const classes = estimate?.anaccVariableComponents ?? [];
  const variable = anaccClass
    ? (classes.find((c) => String(c.anaccClass) === anaccClass) ?? null)
    : (estimate?.variableComponent ?? null);
  const fixed = estimate?.fixedComponent ?? null;
  const subsidy = subsidyOf(estimate, variable);

  return (
    <FormikDialog open={open} title={FUNDING_TEXT.title} form={form} readOnly={!editing} onClose={onClose}>
      {!estimate && !failed ? (
        <HStack role="status">
          <Spinner size="sm" />
          <Text>Loading funding estimate...</Text>
        </HStack>
      ) : null}
      {failed ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{LEAD_MESSAGES.anaccClassesLoadError}</Alert.Title>
        </Alert.Root>
      ) : null}
      {estimate ? (
        <>
          <HStack justify="space-between">
            <Text fontSize="sm">
              {FUNDING_TEXT.estimateDate}: {formatDate(estimate.estimateDate)} ({labelOf(CARE_TYPE_LABELS, estimate.careType)})
            </Text>
            {!editing && financials.canModify ? (
              <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
                {FUNDING_TEXT.edit}
              </Button>
            ) : null}
          </HStack>
          <SelectField
            name="anaccClass"
            label={FUNDING_TEXT.anaccClass}
            required={editing}
            disabled={!editing}
            options={classes.map((c) => ({
              value: String(c.anaccClass),
              label: `${c.anaccClassText}${c.description ? ` - ${c.description}` : ''}`,
            }))}
          />
          <Box as="section" aria-label={FUNDING_TEXT.variable}>
            <Text fontWeight="semibold" mb="1">
              {FUNDING_TEXT.variable}
            </Text>
            {variable ? (
              <SimpleGrid columns={3} gap="2">
                <Figure label={FUNDING_TEXT.classText}>{variable.anaccClassText}</Figure>
                <Figure label={FUNDING_TEXT.nwau}>{variable.nwau}</Figure>
                <Figure label={FUNDING_TEXT.rate} testId="variable-rate">
                  <MoneyText value={variable.rate} />
                </Figure>
                <Figure label={FUNDING_TEXT.totalCareMinutes}>{variable.totalCareMinutes ?? '-'}</Figure>
                <Figure label={FUNDING_TEXT.rnCareMinutes}>{variable.registeredNurseCareMinutes ?? '-'}</Figure>
              </SimpleGrid>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {FUNDING_TEXT.noClass}
              </Text>
            )}
          </Box>
          <Box as="section" aria-label={FUNDING_TEXT.fixed}>
            <Text fontWeight="semibold" mb="1">
              {FUNDING_TEXT.fixed}
            </Text>
            {fixed ? (
              <>
                <SimpleGrid columns={3} gap="2">
                  <Figure label={FUNDING_TEXT.baseCareTariff} testId="base-care-tariff">
                    <MoneyText value={fixed.baseCareTariff} />
                  </Figure>
                  <Figure label={FUNDING_TEXT.nwau}>{fixed.nwau}</Figure>
                  <Figure label={FUNDING_TEXT.mmm}>{fixed.facilityMMMClassificationText}</Figure>
                  <Figure label={FUNDING_TEXT.beds}>{`${fixed.numberOfBeds} (${BED_FIGURE_NOTES.numberOfBeds})`}</Figure>
                  <Figure label={FUNDING_TEXT.fundingBasis}>{fixed.fundingBasis}</Figure>
                  {fixed.bctCategory ? <Figure label={FUNDING_TEXT.bctCategory}>{fixed.bctCategory}</Figure> : null}
                </SimpleGrid>
                {fixed.isDemoValue ? (
                  <Box mt="1" data-testid="fixed-note">
                    <UnconfirmedValue of={`NWAU ${fixed.nwau}`} help={fixed.note ?? DEMO_BASE_CARE_TARIFF_NOTE} />
                  </Box>
                ) : fixed.note ? (
                  <Text fontSize="xs" color="fg.muted" mt="1" data-testid="fixed-note">
                    {fixed.note}
                  </Text>
                ) : null}
              </>
            ) : (
              <Text fontSize="sm" color="fg.error">
                {LEAD_MESSAGES.mmmClassificationLoadError}
              </Text>
            )}
          </Box>
          <Figure label={FUNDING_TEXT.dailyBasicSubsidy} testId="daily-basic-subsidy">
            {subsidy ? <MoneyText value={subsidy} /> : '-'}
          </Figure>
        </>
      ) : null}
    </FormikDialog>
  );
}
