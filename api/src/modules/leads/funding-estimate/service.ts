/**
 * The pre-admission funding estimate with the AN-ACC calculator (seed 001 "Funding estimate"): the variable components
 * of the lead's care type on a date (NWAU x the AN-ACC price per NWAU), the facility's fixed component and the daily
 * basic subsidy; saving the calculator's class as the lead's expected AN-ACC.
 */
import type { FastifyRequest } from 'fastify';
import { melbourneToday } from 'shared-domain/dates';
import type { AnaccVariableComponent, ExpectedAnaccResult, FundingEstimateResponse } from 'shared-domain/contracts/leads';
import { anaccRate, dailyBasicSubsidy } from 'shared-domain/leads';
import { FUNDING_FIELD_MESSAGES, anaccClassText, anaccClassesFor } from 'shared-domain/resident-funding';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError } from '../../../http/errors';
import * as common from '../common/repository';
import { auditLead, leadOf } from '../common/service';
import * as repo from './repository';

/** The variable components of a care type's classes on a date (no price or no NWAU on that date: none). */
async function variableComponents(
  s: ScopedDb,
  careType: string,
  date: string,
): Promise<{ price: string | null; components: AnaccVariableComponent[] }> {
  const [price, weights] = await Promise.all([common.anaccPriceOn(s, date), common.classWeightsOn(s, date)]);
  if (!price) return { price, components: [] };
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
  return { price, components };
}

async function estimateFor(s: ScopedDb, lead: common.LeadRow, date: string): Promise<FundingEstimateResponse> {
  const [{ price, components }, fixedRow, beds, expected] = await Promise.all([
    variableComponents(s, lead.care_type, date),
    repo.fixedComponentOn(s, date),
    repo.activeBedCount(s),
    common.latestExpectedAnacc(s, lead.id),
  ]);
  const anaccClass = expected ? Number(expected.anacc_class) : null;
  const variable = anaccClass !== null ? (components.find((c) => c.anaccClass === anaccClass) ?? null) : null;
  const fixed =
    fixedRow && fixedRow.nwau_text && price
      ? {
          baseCareTariff: anaccRate(fixedRow.nwau_text, price),
          nwau: fixedRow.nwau_text,
          facilityMMMClassificationText: fixedRow.mmm_classification,
          saClass: fixedRow.sa_class ?? null,
          numberOfBeds: beds,
          fundingBasis: fixedRow.funding_basis,
          bctCategory: fixedRow.bct_category,
          isDemoValue: !!fixedRow.is_demo_value,
          note: fixedRow.note ?? null,
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
export async function saveExpectedAnacc(
  s: ScopedDb,
  req: FastifyRequest,
  residentId: number,
  anaccClass: number,
): Promise<ExpectedAnaccResult> {
  const today = melbourneToday();
  const result = await s.transaction(async (t) => {
    const lead = await leadOf(t, residentId, { lock: true });
    if (!anaccClassesFor(lead.care_type).some((c) => c.anaccClass === anaccClass)) {
      throw ModelStateError.field('anaccClass', FUNDING_FIELD_MESSAGES.anaccClassInvalid);
    }
    const current = await common.latestExpectedAnacc(t, lead.id);
    const unchanged = !!current && Number(current.anacc_class) === anaccClass && current.classification_date === today;
    if (!unchanged) {
      const row = await common.insertExpectedAnacc(t, {
        residencyId: lead.id,
        classificationDate: today,
        anaccClass,
        viaCalculator: true,
      });
      await auditLead(t, req, 'leads.expected-anacc', 'expected_anacc_classification', row.id, {
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
