/**
 * The pre-admission funding estimate with the AN-ACC calculator (seed 001 "Funding estimate"): the variable components
 * of the lead's care type on a date (NWAU x the AN-ACC price per NWAU), the facility's fixed component and the daily
 * basic subsidy; saving the calculator's class as the lead's expected AN-ACC. The AN-ACC price and the base care tariff
 * NWAU of the facility's category are the organisation's care funding rate in force on the date (rates/index.ts, the
 * one source the funding tab reads too). `{id}` is the person; the estimate is for their lead in the facility
 * (`s.leadHere`, the leads area's rule).
 */
import { melbourneToday } from 'shared-domain/dates';
import type { AnaccVariableComponent, ExpectedAnaccResult, FundingEstimateResponse } from 'shared-domain/contracts/leads';
import {
  DEMO_BASE_CARE_TARIFF_NOTE,
  careFundingSchedule,
  scheduleAnaccPrice,
  scheduleBaseCareTariff,
  type CareFundingScheduleInput,
} from 'shared-domain/finance/funding';
import { anaccRate, dailyBasicSubsidy } from 'shared-domain/leads';
import { FUNDING_FIELD_MESSAGES, anaccClassText, anaccClassesFor } from 'shared-domain/resident-funding';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError, notFound } from '../../../http/errors';
import { careFundingRatesOn, classWeightsOn, type ClassWeight } from '../rates/index';
import { insertExpectedAnacc } from '../resident/actions/repository';
import { activeBedCount, fixedComponentOn, latestExpectedAnacc } from '../resident/tab/repository';
import * as repo from './repository';

/** The person `{id}` names (a person this facility knows), then their lead here; 404 for anyone else. */
async function leadOf(s: ScopedDb, residentId: number, opts: { lock?: boolean } = {}): Promise<repo.LeadRow> {
  const person = await s.resolve.resident(residentId);
  const lead = await repo.findLead(s, person.residentId, opts);
  if (!lead) throw notFound();
  return lead;
}

/** The variable components of a care type's classes from the weights on a date (no price or no NWAU: none). */
function variableComponents(careType: string, weights: readonly ClassWeight[], price: string | null): AnaccVariableComponent[] {
  if (!price) return [];
  const byClass = new Map(weights.map((w) => [w.anaccClass, w]));
  const components: AnaccVariableComponent[] = [];
  for (const c of anaccClassesFor(careType)) {
    const w = byClass.get(c.anaccClass);
    if (!w) continue;
    components.push({
      anaccClass: c.anaccClass,
      anaccClassText: c.anaccClassText,
      description: c.description,
      nwau: w.nwau,
      rate: anaccRate(w.nwau, price),
      totalCareMinutes: w.totalCareMinutes,
      registeredNurseCareMinutes: w.registeredNurseCareMinutes,
      isPermanent: !c.isRespite,
      isRespite: c.isRespite,
      isDefault: w.isDefault,
    });
  }
  return components;
}

/** The care funding rate in force on the date, read for the facility's category (null: no record in force). */
async function scheduleOn(s: ScopedDb, date: string) {
  const [rates, fixedRow] = await Promise.all([careFundingRatesOn(s, date), fixedComponentOn(s, date)]);
  const schedule: CareFundingScheduleInput | null = careFundingSchedule(
    rates,
    fixedRow ? { bctCategory: fixedRow.bct_category, mmmClassification: fixedRow.mmm_classification } : null,
  );
  return { schedule, fixedRow };
}

async function estimateFor(s: ScopedDb, lead: repo.LeadRow, date: string): Promise<FundingEstimateResponse> {
  const [{ schedule, fixedRow }, weights, beds, expected] = await Promise.all([
    scheduleOn(s, date),
    classWeightsOn(s, date),
    activeBedCount(s),
    latestExpectedAnacc(s, lead.id),
  ]);
  const price = scheduleAnaccPrice(schedule);
  const tariff = scheduleBaseCareTariff(schedule);
  const components = variableComponents(lead.care_type, weights, price);
  const anaccClass = expected ? expected.anaccClass : null;
  const variable = anaccClass !== null ? (components.find((c) => c.anaccClass === anaccClass) ?? null) : null;
  const isDemoValue = !!schedule?.isDemoValue;
  const fixed =
    fixedRow && tariff
      ? {
          baseCareTariff: tariff.baseCareTariff,
          nwau: tariff.nwau,
          facilityMMMClassificationText: fixedRow.mmm_classification,
          saClass: fixedRow.sa_class ?? null,
          numberOfBeds: beds,
          fundingBasis: fixedRow.funding_basis,
          bctCategory: fixedRow.bct_category,
          isDemoValue,
          note: isDemoValue ? DEMO_BASE_CARE_TARIFF_NOTE : (fixedRow.note ?? null),
        }
      : null;
  return {
    residencyId: lead.id,
    careType: lead.care_type,
    estimateDate: date,
    anaccClass,
    variableComponent: variable,
    fixedComponent: fixed,
    dailyBasicSubsidy: fixed && variable ? dailyBasicSubsidy(fixed.baseCareTariff, variable.rate) : null,
    anaccVariableComponents: components,
    pricePerNwau: price,
  };
}

/** GET leads/{id}/funding-estimate. */
export async function fundingEstimate(s: ScopedDb, residentId: number, estimateDate?: string): Promise<FundingEstimateResponse> {
  const lead = await leadOf(s, residentId);
  return estimateFor(s, lead, estimateDate ?? melbourneToday());
}

/** PUT leads/{id}/expectedAnacc: the class chosen in the calculator (today; nothing saved when unchanged). */
export async function saveExpectedAnacc(s: ScopedDb, residentId: number, anaccClass: number): Promise<ExpectedAnaccResult> {
  const today = melbourneToday();
  const result = await s.transaction(async (t) => {
    const lead = await leadOf(t, residentId, { lock: true });
    if (!anaccClassesFor(lead.care_type).some((c) => c.anaccClass === anaccClass)) {
      throw ModelStateError.field('anaccClass', FUNDING_FIELD_MESSAGES.anaccClassInvalid);
    }
    const current = await latestExpectedAnacc(t, lead.id);
    const unchanged = !!current && current.anaccClass === anaccClass && current.classificationDate === today;
    if (!unchanged) {
      const id = await insertExpectedAnacc(t, {
        residencyId: lead.id,
        classificationDate: today,
        anaccClass,
        viaAnaccCalculator: true,
      });
      await t.audit('leads.expected-anacc', 'expected_anacc_classification', id, {
        residencyId: lead.id,
        anaccClass,
      });
    }
    return { lead, saved: !unchanged };
  });
  return {
    saved: result.saved,
    expectedAnacc: { anaccClass, anaccClassText: anaccClassText(anaccClass) ?? '', classificationDate: today },
    fundingEstimate: await estimateFor(s, result.lead, today),
  };
}
