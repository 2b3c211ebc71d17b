/**
 * Pre-admission funding estimate with the AN-ACC calculator (seed 001 §2, §3 "AN-ACC components", §5, §8): the AN-ACC
 * class gives the variable component (class text, NWAU, rate, care minutes); the facility's fixed component (base care
 * tariff, MMM classification); daily basic subsidy = base care tariff + variable rate (shared-domain decimal arithmetic,
 * no floating point). Saving (edit mode, a valid form, leadsFinancials canModify) is PUT leads/{id}/expectedAnacc.
 */
import { useEffect, useState } from 'react';
import { usePermission } from 'shared-auth';
import { formatDate } from 'shared-domain';
import type { AnaccVariableComponent, FundingEstimate, FundingEstimateResponse } from 'shared-domain/lead-types';
import { LEAD_MESSAGES, dailyBasicSubsidy } from 'shared-domain/leads';
import { Alert, Box, Button, Field, FormDialog, HStack, MoneyText, NativeSelect, SimpleGrid, Spinner, Text, notify } from 'shared-ui';
import * as api from '../api';
import { isCanceled, serverMessages } from '../common/errors';

export const FUNDING_TEXT = {
  title: 'Funding estimate',
  edit: 'Edit',
  anaccClass: 'AN-ACC class',
  classRequired: 'Please select an AN-ACC class.',
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
  demoValue: 'Demo value.',
  dailyBasicSubsidy: 'Daily basic subsidy',
  estimateDate: 'Estimate date',
  noClass: 'No AN-ACC class selected.',
} as const;

function Figure({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box data-testid={testId}>
      <Text fontSize="xs" color="fg.muted">{label}</Text>
      <Text>{children}</Text>
    </Box>
  );
}

/** Daily basic subsidy of a class choice (null without a class or without the fixed component). */
export function subsidyOf(estimate: FundingEstimate | null, variable: AnaccVariableComponent | null): string | null {
  if (!estimate?.fixedComponent || !variable) return null;
  return dailyBasicSubsidy(estimate.fixedComponent.baseCareTariff, variable.rate);
}

export interface FundingEstimateDialogProps {
  open: boolean;
  residentId: number;
  onClose: () => void;
  onSaved?: () => void;
}

export function FundingEstimateDialog({ open, residentId, onClose, onSaved }: FundingEstimateDialogProps) {
  const financials = usePermission('leadsFinancials');
  const [estimate, setEstimate] = useState<FundingEstimateResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [anaccClass, setAnaccClass] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    const ctrl = new AbortController();
    setEstimate(null);
    setFailed(false);
    setEditing(false);
    setError(null);
    api.fetchFundingEstimate(residentId, ctrl.signal)
      .then((e) => {
        if (ctrl.signal.aborted) return;
        setEstimate(e);
        setAnaccClass(e.anaccClass != null ? String(e.anaccClass) : '');
        if (!e.fixedComponent) notify.error(LEAD_MESSAGES.mmmClassificationLoadError);
      })
      .catch((err) => {
        if (ctrl.signal.aborted || isCanceled(err)) return;
        setFailed(true);
        notify.error(LEAD_MESSAGES.anaccClassesLoadError);
      });
    return () => ctrl.abort();
  }, [open, residentId]);

  const classes = estimate?.anaccVariableComponents ?? [];
  const variable = anaccClass ? classes.find((c) => String(c.anaccClass) === anaccClass) ?? null : estimate?.variableComponent ?? null;
  const fixed = estimate?.fixedComponent ?? null;
  const subsidy = subsidyOf(estimate, variable);

  async function save() {
    if (!editing) return;
    if (!anaccClass) { setError(FUNDING_TEXT.classRequired); return; }
    setBusy(true);
    try {
      await api.saveExpectedAnacc(residentId, { anaccClass: Number(anaccClass) });
      notify.success(LEAD_MESSAGES.fundingEstimateSaved);
      setEditing(false);
      onSaved?.();
      onClose();
    } catch (err) {
      const messages = serverMessages(err);
      notify.error(messages.length ? messages.join(' ') : LEAD_MESSAGES.fundingEstimateSaveError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog open={open} title={FUNDING_TEXT.title} busy={busy} onClose={onClose} onSubmit={editing ? () => void save() : undefined}>
      {!estimate && !failed ? <HStack role="status"><Spinner size="sm" /><Text>Loading funding estimate...</Text></HStack> : null}
      {failed ? <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{LEAD_MESSAGES.anaccClassesLoadError}</Alert.Title></Alert.Root> : null}
      {estimate ? (
        <>
          <HStack justify="space-between">
            <Text fontSize="sm">{FUNDING_TEXT.estimateDate}: {formatDate(estimate.estimateDate)} ({estimate.careType})</Text>
            {!editing && financials.canModify ? <Button size="xs" variant="outline" onClick={() => setEditing(true)}>{FUNDING_TEXT.edit}</Button> : null}
          </HStack>
          <Field.Root invalid={!!error} required={editing} disabled={!editing}>
            <Field.Label>{FUNDING_TEXT.anaccClass}</Field.Label>
            <NativeSelect.Root disabled={!editing}>
              <NativeSelect.Field value={anaccClass} onChange={(e) => { setAnaccClass(e.target.value); setError(null); }}>
                <option value="">Please select</option>
                {classes.map((c) => <option key={c.anaccClass} value={c.anaccClass}>{c.anaccClassText}{c.description ? ` - ${c.description}` : ''}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Box as="section" aria-label={FUNDING_TEXT.variable}>
            <Text fontWeight="semibold" mb="1">{FUNDING_TEXT.variable}</Text>
            {variable ? (
              <SimpleGrid columns={3} gap="2">
                <Figure label={FUNDING_TEXT.classText}>{variable.anaccClassText}</Figure>
                <Figure label={FUNDING_TEXT.nwau}>{variable.nwau}</Figure>
                <Figure label={FUNDING_TEXT.rate} testId="variable-rate"><MoneyText value={variable.rate} /></Figure>
                <Figure label={FUNDING_TEXT.totalCareMinutes}>{variable.totalCareMinutes ?? '-'}</Figure>
                <Figure label={FUNDING_TEXT.rnCareMinutes}>{variable.registeredNurseCareMinutes ?? '-'}</Figure>
              </SimpleGrid>
            ) : <Text fontSize="sm" color="fg.muted">{FUNDING_TEXT.noClass}</Text>}
          </Box>
          <Box as="section" aria-label={FUNDING_TEXT.fixed}>
            <Text fontWeight="semibold" mb="1">{FUNDING_TEXT.fixed}</Text>
            {fixed ? (
              <>
              <SimpleGrid columns={3} gap="2">
                <Figure label={FUNDING_TEXT.baseCareTariff} testId="base-care-tariff"><MoneyText value={fixed.baseCareTariff} /></Figure>
                <Figure label={FUNDING_TEXT.nwau}>{fixed.nwau}</Figure>
                <Figure label={FUNDING_TEXT.mmm}>{fixed.facilityMMMClassificationText}</Figure>
                <Figure label={FUNDING_TEXT.beds}>{fixed.numberOfBeds}</Figure>
                <Figure label={FUNDING_TEXT.fundingBasis}>{fixed.fundingBasis}</Figure>
                {fixed.bctCategory ? <Figure label={FUNDING_TEXT.bctCategory}>{fixed.bctCategory}</Figure> : null}
              </SimpleGrid>
              {fixed.isDemoValue || fixed.note ? (
                <Text fontSize="xs" color="fg.muted" mt="1" data-testid="fixed-note">{fixed.note ?? (fixed.isDemoValue ? FUNDING_TEXT.demoValue : '')}</Text>
              ) : null}
              </>
            ) : <Text fontSize="sm" color="fg.error">{LEAD_MESSAGES.mmmClassificationLoadError}</Text>}
          </Box>
          <Figure label={FUNDING_TEXT.dailyBasicSubsidy} testId="daily-basic-subsidy">{subsidy ? <MoneyText value={subsidy} /> : '-'}</Figure>
        </>
      ) : null}
    </FormDialog>
  );
}
