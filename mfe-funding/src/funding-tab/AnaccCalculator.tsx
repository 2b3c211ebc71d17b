/**
 * The AN-ACC calculator of the funding tab (seed 001 §2 "funding tab (funding estimate with AN-ACC
 * calculator)", §3 "AN-ACC components"): a class of the person's care type (the API lists them with their variable
 * component on the funding date), its variable component, the facility's fixed component and the daily basic subsidy,
 * explained. The subsidy is computed here with shared-domain's `dailyBasicSubsidy` (through `anaccCalculatorSubsidy`),
 * the function the API computes the person's own figure with, on the same care funding rate (`scheduleFromFunding`:
 * the price and base care tariff NWAU of Funding - Care funding rates): the person's own class gives the same figure.
 *
 * Edit mode: 'Save as expected AN-ACC' records the chosen class. A resident's (residentsFinancials canModify and
 * residentsEnterExpectedAnacc, 210, the route's guard) goes as the expected AN-ACC from today through the existing
 * POST residents/{id}/enter-expected-anacc with viaAnaccCalculator (the funding actions' hook); a lead's
 * (leadsFinancials canModify) as its pre-admission funding estimate through the leads area's PUT
 * leads/{id}/expectedAnacc. Either reloads the person, this tab included. Nothing is sent when class and date are those of the current expected AN-ACC (seed 000 §5).
 */
import { useState } from 'react';
import { usePermission } from 'shared-auth';
import type { ResidentFunding } from 'shared-domain/contracts/finance-funding';
import { formatCurrency } from 'shared-domain/amounts';
import { melbourneToday } from 'shared-domain/dates';
import { anaccCalculatorLabel, anaccCalculatorSubsidy, scheduleFromFunding } from 'shared-domain/finance/funding';
import { LEAD_MESSAGES } from 'shared-domain/leads';
import { FUNDING_MESSAGES, isExpectedAnaccUnchanged } from 'shared-domain/resident-funding';
import { Button, Field, HStack, MoneyText, NativeSelect, SimpleGrid, Stack, Text } from 'shared-ui';
import { ExplainedFigure } from 'shared-ui/explain';
import { useSubmit } from 'shared-ui/form';
import { useEnterExpectedAnacc } from '../funding-actions/funding.resource';
import { useSaveLeadExpectedAnacc } from '../funding-estimate/funding-estimate.resource';
import { Figure, FundingCard } from './FundingCard';

export const ANACC_CALCULATOR_TEXT = {
  title: 'AN-ACC calculator',
  anaccClass: 'AN-ACC class',
  select: 'Select',
  noClasses: 'No AN-ACC class weights are in force for this date.',
  variableComponent: 'Variable component',
  nwau: 'NWAU',
  rate: 'Daily rate',
  careMinutes: 'Care minutes (total / registered nurse)',
  baseCareTariff: 'Base care tariff (fixed component)',
  subsidy: 'Daily basic subsidy',
  saveExpected: 'Save as expected AN-ACC',
} as const;
const T = ANACC_CALCULATOR_TEXT;

/** The expected AN-ACC in force (not the default class nor an actual classification), for the unchanged check. */
function currentExpected(f: ResidentFunding) {
  const v = f.anaccClassification.anaccVariableComponent;
  if (!v || v.isDefault || f.anaccClassification.isActual || !v.classificationDate) return null;
  return { anaccClass: v.anaccClass, classificationDate: v.classificationDate };
}

function SaveExpected({
  f,
  residentId,
  anaccClass,
  kind,
}: {
  f: ResidentFunding;
  residentId: number;
  anaccClass: number | null;
  kind: 'resident' | 'lead';
}) {
  const enterExpectedAnacc = useEnterExpectedAnacc(residentId);
  const saveLeadEstimate = useSaveLeadExpectedAnacc(residentId);
  const today = melbourneToday();
  // A lead's class is saved as its pre-admission funding estimate (the leads area's call and messages).
  const save = useSubmit<{ anaccClass: number }>({
    action: (v) =>
      kind === 'lead'
        ? saveLeadEstimate.mutateAsync({ anaccClass: v.anaccClass })
        : enterExpectedAnacc.mutateAsync({ anaccClass: v.anaccClass, classificationDate: today, viaAnaccCalculator: true }),
    success: kind === 'lead' ? LEAD_MESSAGES.fundingEstimateSaved : FUNDING_MESSAGES.expectedAnaccSaved,
    failure: kind === 'lead' ? LEAD_MESSAGES.fundingEstimateSaveError : FUNDING_MESSAGES.saveAnaccError,
    alwaysToastFailure: true,
  });
  const unchanged =
    anaccClass !== null && isExpectedAnaccUnchanged(currentExpected(f), { anaccClass, classificationDate: today });
  return (
    <HStack justify="flex-end">
      <Button
        colorPalette="brand"
        loading={save.busy}
        disabled={anaccClass === null || unchanged}
        onClick={() => (anaccClass === null ? undefined : void save.submit({ anaccClass }))}
      >
        {T.saveExpected}
      </Button>
      {save.dialog}
    </HStack>
  );
}

export function AnaccCalculator({
  f,
  residentId,
  kind,
  mode,
}: {
  f: ResidentFunding;
  residentId: number;
  kind: 'resident' | 'lead';
  mode: 'view' | 'edit';
}) {
  const financials = usePermission(kind === 'lead' ? 'leadsFinancials' : 'residentsFinancials');
  const expected = usePermission('residentsEnterExpectedAnacc');
  const own = f.anaccClassification.anaccVariableComponent;
  const offered = f.anaccClasses;
  const [chosenClass, setChosenClass] = useState<number | null>(
    own && offered.some((c) => c.anaccClass === own.anaccClass) ? own.anaccClass : null,
  );
  const chosen = offered.find((c) => c.anaccClass === chosenClass) ?? null;
  const fixed = f.anaccClassification.anaccFixedComponent;
  const subsidy = anaccCalculatorSubsidy({
    schedule: scheduleFromFunding(f),
    chosen: chosen ? { anaccClass: chosen.anaccClass, nwau: chosen.nwau, isUnconfirmed: chosen.isUnconfirmed } : null,
    own: own ? { ...own, isActual: f.anaccClassification.isActual } : null,
  });
  // Residents: the expected AN-ACC route's own permission too (210); leads: leadsFinancials canModify guards theirs.
  const canSave = mode === 'edit' && financials.canModify && (kind === 'lead' || expected.canAction);
  const subsidyLabel = chosen ? `${T.subsidy} (${chosen.anaccClassText})` : `${T.subsidy} (${T.title})`;

  return (
    <FundingCard id="funding-calculator" title={T.title} testId="funding-calculator">
      <Stack gap="3">
        {offered.length ? (
          <Field.Root>
            <Field.Label htmlFor="anacc-calculator-class">{T.anaccClass}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id="anacc-calculator-class"
                value={chosenClass === null ? '' : String(chosenClass)}
                onChange={(e) => setChosenClass(e.target.value === '' ? null : Number(e.target.value))}
              >
                {chosenClass === null ? <option value="">{T.select}</option> : null}
                {offered.map((c) => (
                  <option key={c.anaccClass} value={String(c.anaccClass)}>
                    {anaccCalculatorLabel(c)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : (
          <Text color="fg.muted">{T.noClasses}</Text>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {chosen ? (
            <>
              <Figure label={T.variableComponent} testId="calculator-class">
                <Text as="span">{chosen.anaccClassText}</Text>
                {chosen.description ? (
                  <Text fontSize="sm" color="fg.muted">
                    {chosen.description}
                  </Text>
                ) : null}
              </Figure>
              <Figure label={T.rate} testId="calculator-rate">
                {chosen.rate === null ? '-' : <MoneyText value={chosen.rate} />} ({T.nwau} {chosen.nwau})
              </Figure>
              {chosen.totalCareMinutes !== null || chosen.registeredNurseCareMinutes !== null ? (
                <Figure label={T.careMinutes} testId="calculator-minutes">
                  {[chosen.totalCareMinutes, chosen.registeredNurseCareMinutes].map((m) => m ?? '-').join(' / ')}
                </Figure>
              ) : null}
            </>
          ) : null}
          <Figure label={T.baseCareTariff} testId="calculator-base-care-tariff">
            {fixed ? (
              <>
                <MoneyText value={fixed.baseCareTariff} /> ({T.nwau} {fixed.nwau})
              </>
            ) : (
              '-'
            )}
          </Figure>
          <Figure label={T.subsidy} testId="calculator-subsidy">
            <ExplainedFigure label={subsidyLabel} explained={subsidy} format={(v) => formatCurrency(v)} />
            {subsidy.missing ? (
              <Text fontSize="sm" color="fg.muted">
                {subsidy.missing}
              </Text>
            ) : null}
          </Figure>
        </SimpleGrid>
        {canSave ? <SaveExpected f={f} residentId={residentId} anaccClass={chosen?.anaccClass ?? null} kind={kind} /> : null}
      </Stack>
    </FundingCard>
  );
}
