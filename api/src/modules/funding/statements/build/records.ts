/**
 * What a facility's month is computed from, read set-based: the residencies in care during the month with their leave,
 * classes, supplements and means-tested care fees (the product's records), and the rates in force on each day of the
 * month (the organisation's care and accommodation funding rates, the facility's base care tariff category, the AN-ACC
 * class weights). The Services Australia simulator reads the rates the same way (it pays at the same published rates).
 */
import {
  financialYearStart,
  lastDayOfMonth,
  monthRatePeriods,
  type ClassPeriod,
  type MonthRates,
  type RecipientMonthInput,
} from 'shared-domain/funding/statements';
import type { ScopedDb } from '../../../../db/scoped';
import { listAccommodationFundingRates, listCareFundingRates } from '../../rates/repository';
import * as repo from './repository';

/** Before any class of the product is dated: the expected (or default) class applies from the stay's first day. */
const FROM_THE_START = '1900-01-01';

/** The rates in force on each day of the month where one changes (a period per change, the first on the 1st). */
export async function monthRates(s: ScopedDb, month: string): Promise<MonthRates> {
  const monthEnd = lastDayOfMonth(month);
  // The care funding rate records carry the AN-ACC price, the base care tariff NWAUs and the class weights.
  const [careFundingRates, accommodationFundingRates, fixedComponents] = await Promise.all([
    listCareFundingRates(s),
    listAccommodationFundingRates(s),
    repo.fixedComponentsDuring(s, month, monthEnd),
  ]);
  return monthRatePeriods({ careFundingRates, accommodationFundingRates, fixedComponents }, month);
}

export interface ResidencyRecords {
  residencyId: number;
  residentId: number;
  supportLevel: string;
  input: RecipientMonthInput;
  /** The class the product expects (expected classification, else the care type's default), from the stay's start. */
  expectedClasses: ClassPeriod[];
  /** The classes Services Australia assessed, effective-dated. */
  assessedClasses: ClassPeriod[];
}

/**
 * The facility's residencies in care during the month, each with what its lines are computed from: the class periods
 * are the assessed classes when in force, before them the expected class, else the care type's default (the funding
 * tab's rule, `fundingClassification`, over the days of the month).
 */
export async function monthRecords(s: ScopedDb, month: string, rates: MonthRates): Promise<ResidencyRecords[]> {
  const monthEnd = lastDayOfMonth(month);
  const residencies = await repo.residenciesInMonth(s, month, monthEnd);
  const ids = residencies.map((r) => r.residencyId);
  const [leaves, expected, assessed, supplements, fees] = await Promise.all([
    repo.leavesOf(s, ids, financialYearStart(month), monthEnd),
    repo.expectedClassesOf(s, ids),
    repo.assessedClassesOf(s, ids, monthEnd),
    repo.supplementsOf(s, ids, month, monthEnd),
    repo.meansTestedFeesOf(s, ids, monthEnd),
  ]);
  const group = <T extends { residencyId: number }>(rows: readonly T[]) => {
    const m = new Map<number, T[]>();
    for (const r of rows) {
      const list = m.get(r.residencyId);
      if (list) list.push(r);
      else m.set(r.residencyId, [r]);
    }
    return m;
  };
  const leavesBy = group(leaves);
  const expectedBy = new Map(expected.map((e) => [e.residencyId, e.anaccClass]));
  const assessedBy = group(assessed);
  const supplementsBy = group(supplements);
  const feesBy = group(fees);

  return residencies.map((r) => {
    const careType = r.careType === 'Respite' ? 'Respite' : 'Permanent';
    const base = expectedBy.get(r.residencyId) ?? rates.defaultClass[careType];
    const expectedClasses = base === null || base === undefined ? [] : [{ anaccClass: base, effectiveDate: FROM_THE_START }];
    const assessedClasses = (assessedBy.get(r.residencyId) ?? []).map((a) => ({
      anaccClass: a.anaccClass,
      effectiveDate: a.effectiveDate,
    }));
    return {
      residencyId: r.residencyId,
      residentId: r.residentId,
      supportLevel: r.supportLevel,
      expectedClasses,
      assessedClasses,
      input: {
        careRecipientId: r.careRecipientId ?? '',
        residencyId: r.residencyId,
        firstName: r.firstName,
        lastName: r.lastName,
        careType,
        entryDate: r.entryDate,
        departureDate: r.departureDate,
        preEntryLeaveDate: r.preEntryLeaveDate,
        classes: [...expectedClasses, ...assessedClasses],
        leaves: (leavesBy.get(r.residencyId) ?? []).map((l) => ({
          type: l.type,
          kind: l.kind,
          startDate: l.startDate,
          returnDate: l.returnDate,
        })),
        supplements: (supplementsBy.get(r.residencyId) ?? []).map((x) => ({
          type: x.type,
          bolus: x.bolus,
          startDate: x.startDate,
          endDate: x.endDate,
        })),
        meansTestedCareFees: (feesBy.get(r.residencyId) ?? []).map((f) => ({
          effectiveDate: f.effectiveDate,
          dailyAmount: f.dailyAmount,
        })),
      },
    };
  });
}
