/**
 * Rules of the funding tab (seed 000 §3, §4, §7, §9): the funding figures of the residency the facility sees
 * for the person (resident or lead), the respite care level, and the pensioner / concessional / veteran supplement
 * flags. Formulas and rules are shared-domain/finance/funding (the screen shows what they return). Every write runs in
 * one transaction with its audit row and checks the finance record's version (409 when stale); a refusal writes nothing.
 */
import type { FundingUpdateBody, ResidentFunding, SupplementStatusBody } from 'shared-domain/contracts/finance-funding';
import { melbourneToday } from 'shared-domain/dates';
import {
  DEMO_BASE_CARE_TARIFF_NOTE,
  anaccCalculatorClasses,
  anaccComponentRate,
  assessedClassSource,
  careFundingSchedule,
  classDifference,
  dailyBasicSubsidy,
  fundingClassification,
  scheduleAnaccPrice,
  scheduleBaseCareTariff,
  supportLevelOn,
  validateFundingUpdate,
} from 'shared-domain/finance/funding';
import { ANACC_CLASSES, anaccClassText } from 'shared-domain/resident-funding';
import type { ScopedDb } from '../../../../db/scoped';
import { ModelStateError, conflict } from '../../../../http/errors';
import { careFundingRatesOn, classWeightsOn } from '../../rates/index';
import * as repo from './repository';

async function residencyOf(s: ScopedDb, residentId: number) {
  const person = await s.resolve.resident(residentId);
  return repo.findResidency(s, person);
}

/** The AN-ACC figures are for today, or for the last day of the stay of a departed resident. */
function fundingDateOf(r: repo.ResidencyRow, today: string): string {
  return r.departureDateUtc && r.departureDateUtc < today ? r.departureDateUtc : today;
}

/** GET residents/{id}/finance/funding: 404 for a person without a residency in the facility. */
export async function funding(s: ScopedDb, residentId: number, today = melbourneToday()): Promise<ResidentFunding> {
  const r = await residencyOf(s, residentId);
  const date = fundingDateOf(r, today);
  const [flags, supportLevels, acfi, expected, actual, rates, weights, fixedRow, beds] = await Promise.all([
    repo.financeFlags(s, r.residencyId),
    repo.supportLevelEntries(s, r.residencyId),
    repo.latestAcfi(s, r.residencyId),
    repo.latestExpectedAnacc(s, r.residencyId),
    repo.actualAnaccClassification(s, r.residencyId, date),
    careFundingRatesOn(s, date),
    classWeightsOn(s, date),
    repo.fixedComponentOn(s, date),
    repo.activeBedCount(s),
  ]);

  // The one source of the AN-ACC price and the base care tariff NWAU: the care funding rate in force on the date, read
  // for the facility's category.
  const schedule = careFundingSchedule(
    rates,
    fixedRow ? { bctCategory: fixedRow.bct_category, mmmClassification: fixedRow.mmm_classification } : null,
  );
  const price = scheduleAnaccPrice(schedule);
  const tariff = scheduleBaseCareTariff(schedule);
  // The class Services Australia assessed (in force on the date), else the expected one, else the care type's default.
  const chosen = fundingClassification({
    careType: r.careType,
    actual: actual && { anaccClass: actual.anaccClass, classificationDate: actual.effectiveDate },
    expected,
    weights,
  });
  const weight = chosen ? weights.find((w) => w.anaccClass === chosen.anaccClass) : undefined;
  const info = chosen ? ANACC_CLASSES.find((c) => c.anaccClass === chosen.anaccClass) : undefined;
  const isUnconfirmed = !!weight?.isUnconfirmed;
  const subsidy = dailyBasicSubsidy({ schedule, variable: chosen && { ...chosen, isUnconfirmed } });
  const classText = (anaccClass: number) => anaccClassText(anaccClass) ?? `Class ${anaccClass}`;
  const assessed = actual && {
    anaccClass: actual.anaccClass,
    anaccClassText: classText(actual.anaccClass),
    effectiveDate: actual.effectiveDate,
    source: assessedClassSource(actual),
    reference: actual.reference,
  };
  // The variable component's rate, by the function the subsidy adds it with.
  const variableRate = chosen && price ? anaccComponentRate(chosen.nwau, price) : null;
  const isDemoValue = !!schedule?.isDemoValue;

  return {
    residentId: r.residentId,
    residencyId: r.residencyId,
    isLead: r.isLead,
    residentCareType: r.careType,
    residentFirstName: r.firstName,
    residentLastName: r.lastName,
    respiteCareLevel: r.respiteCareLevel,
    supportLevel: supportLevelOn(supportLevels, today, r.supportLevel),
    pensionerSupplement: flags.pensionerSupplement,
    concessionalSupplement: flags.concessionalSupplement,
    veteranSupplement: flags.veteranSupplement,
    latestAcfi: acfi,
    fundingDate: date,
    pricePerNwau: price,
    anaccClassification: {
      isActual: chosen?.isActual ?? false,
      anaccVariableComponent:
        chosen && weight && variableRate
          ? {
              anaccClass: chosen.anaccClass,
              anaccClassText: chosen.anaccClassText,
              description: info?.description ?? null,
              nwau: chosen.nwau,
              rate: variableRate,
              totalCareMinutes: weight.totalCareMinutes,
              registeredNurseCareMinutes: weight.registeredNurseCareMinutes,
              isPermanent: !(info?.isRespite ?? false),
              isRespite: info?.isRespite ?? false,
              isDefault: chosen.isDefault,
              classificationDate: chosen.classificationDate,
              isUnconfirmed,
            }
          : null,
      anaccFixedComponent:
        fixedRow && rates && tariff
          ? {
              baseCareTariff: tariff.baseCareTariff,
              nwau: tariff.nwau,
              facilityMMMClassificationText: fixedRow.mmm_classification,
              saClass: fixedRow.sa_class,
              numberOfBeds: beds,
              fundingBasis: fixedRow.funding_basis,
              bctCategory: fixedRow.bct_category,
              isDemoValue,
              note: isDemoValue ? DEMO_BASE_CARE_TARIFF_NOTE : fixedRow.note,
              startDate: rates.startDate,
            }
          : null,
      assessed,
      expected: expected && {
        anaccClass: expected.anaccClass,
        anaccClassText: classText(expected.anaccClass),
        classificationDate: expected.classificationDate,
      },
      classDifference: actual ? classDifference({ expected, assessed: actual, weights, schedule: rates }) : null,
    },
    mmmClassification: fixedRow?.mmm_classification ?? null,
    bctCategory: fixedRow?.bct_category ?? null,
    dailyBasicSubsidy: subsidy,
    careFundingRate: rates
      ? {
          id: rates.id,
          startDate: rates.startDate,
          anaccPricePerNwau: price,
          baseCareTariffNwau: schedule && schedule.baseCareTariffNwau !== null ? String(schedule.baseCareTariffNwau) : null,
          isDemoValue,
        }
      : null,
    // The AN-ACC calculator: every class of the care type with its variable component on the same date and price.
    anaccClasses: anaccCalculatorClasses({ careType: r.careType, weights, pricePerNwau: price }),
    version: flags.version,
  };
}

/**
 * Bumps (creating on first save) the finance record's version when it is the one the caller read, with `set`; 409
 * when it is stale.
 */
async function saveFinance(
  t: ScopedDb,
  residencyId: number,
  version: number,
  set: Parameters<typeof repo.updateFinance>[3],
): Promise<void> {
  await repo.ensureFinanceRow(t, residencyId);
  if ((await repo.updateFinance(t, residencyId, version, set)) === null) throw conflict();
}

/** PUT residents/{id}/finance/funding/supplement-status: the three flags (seed 000 §4). */
export async function saveSupplementStatus(
  s: ScopedDb,
  residentId: number,
  body: SupplementStatusBody,
): Promise<ResidentFunding> {
  await s.transaction(async (t) => {
    const r = await residencyOf(t, residentId);
    const before = await repo.financeFlags(t, r.residencyId);
    const after = {
      pensionerSupplement: body.pensionerSupplement,
      concessionalSupplement: body.concessionalSupplement,
      veteranSupplement: body.veteranSupplement,
    };
    await saveFinance(t, r.residencyId, body.version, {
      pensioner_supplement: after.pensionerSupplement,
      concessional_supplement: after.concessionalSupplement,
      veteran_supplement: after.veteranSupplement,
    });
    await t.auditChanges(
      'finance.supplement-status',
      'residentFinance',
      r.residencyId,
      {
        pensionerSupplement: before.pensionerSupplement,
        concessionalSupplement: before.concessionalSupplement,
        veteranSupplement: before.veteranSupplement,
      },
      after,
      { residentId: r.residentId },
    );
  });
  return funding(s, residentId);
}

/** PUT residents/{id}/finance/funding: the respite care level (Low or High for a respite resident). */
export async function saveFunding(s: ScopedDb, residentId: number, body: FundingUpdateBody): Promise<ResidentFunding> {
  await s.transaction(async (t) => {
    const r = await residencyOf(t, residentId);
    const errors = validateFundingUpdate(body, r.careType);
    if (Object.keys(errors).length) throw new ModelStateError(errors);
    await saveFinance(t, r.residencyId, body.version, {});
    if (body.respiteCareLevel !== r.respiteCareLevel) await repo.setRespiteCareLevel(t, r.residencyId, body.respiteCareLevel);
    await t.auditChanges(
      'finance.funding',
      'residentFinance',
      r.residencyId,
      { respiteCareLevel: r.respiteCareLevel },
      { respiteCareLevel: body.respiteCareLevel },
      { residentId: r.residentId },
    );
  });
  return funding(s, residentId);
}
