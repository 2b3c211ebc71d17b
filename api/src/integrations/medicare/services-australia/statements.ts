/**
 * The payment statements of the LOCAL SIMULATOR of Services Australia (not the real service: a real adapter would
 * fetch the statement file from Services Australia; `MedicareGateway.fetchPaymentStatement` is the switch).
 *
 * Each month, once the month has ended, the simulator publishes for each aged-care facility a payment statement
 * computed with the product's own statement engine (shared-domain/funding/statements), from what it ACCEPTED: the
 * accepted Medicare events (entries, departures, leave), its own assessed AN-ACC classes, the rates in force. It knows
 * what it was told by the nominal publication day (the 4th of the next month), so the differences from the product's
 * expected statement are the realistic ones, each deterministic (a hash of ids) so tests are stable:
 *  - an event accepted after the statement was published is paid next month, as adjustment lines of the earlier month
 *    (the earlier month recomputed, its old lines reversed and its new lines paid);
 *  - its classification notice after an accepted entry: usually the expected class, a different one for some residents;
 *  - a pending AN-ACC reassessment request is completed with a class backdated into the month (the product learns it
 *    from the statement's lines);
 *  - a means-test change the product has not recorded, for some residents with a means-tested care fee;
 *  - social leave beyond the entitlement: leave taken with a previous provider in the entry's financial year, which
 *    the product does not know about;
 *  - the rounding: NWAU x price x days rounded once per line.
 * The AN-ACC payment type and the facility total approved beds payment are facility-level payments of this statement
 * only (the product's expected statement excludes them).
 *
 * It writes the simulator's own table (simulator_payment_statements) and, as the real service's notices would arrive,
 * the classification notices (actual_anacc_classifications) and the completed reassessment requests: through the raw
 * database, the named exception of the Medicare gateway.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { addDays, melbourneToday, toMelbourneDate } from 'shared-domain/dates';
import {
  FACILITY_PAYMENT_TYPES,
  PAYMENT_TYPES,
  addMonths,
  financialYearStart,
  lastDayOfMonth,
  monthFullName,
  monthRatePeriods,
  monthOf,
  recipientMonthLines,
  serviceNapsIdOf,
  toMonthYear,
  writePaymentStatementXml,
  type MonthRates,
  type RecipientMonthInput,
  type StatementLine,
  type StatementLeaveKind,
  type StatementLeaveType,
} from 'shared-domain/funding/statements';
import { sumMoney, toDecimal } from 'shared-domain/money';
import { JOB_ACTOR } from '../../../db/audit';
import { activeBeds } from '../../../db/occupancy';
import type { Database } from '../../../db/schema';
import { ScopedDb } from '../../../db/scoped';

type Db = Kysely<Database> | Transaction<Database>;

const hash = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/** The day a month's statement is nominally published: the 4th of the next month (what it knows is as of then). */
export function nominalPublication(month: string): Date {
  return new Date(`${addMonths(month, 1).slice(0, 8)}04T00:00:00Z`);
}

/** Whether the month has ended (its last day is before today in Melbourne). */
export function hasMonthEnded(month: string, now: Date): boolean {
  return lastDayOfMonth(month) < melbourneToday(now);
}

export const NOT_PUBLISHED_YET = (month: string) =>
  `The payment statement of ${monthFullName(month)} is not published yet: Services Australia publishes it after the month ends.`;

// ---------------------------------------------------------------- what Services Australia knows

interface KnownStay {
  residencyId: number;
  careRecipientId: string;
  firstName: string;
  lastName: string;
  careType: 'Permanent' | 'Respite';
  entryDate: string;
  departureDate: string | null;
  leaves: Map<string, { type: StatementLeaveType; kind: StatementLeaveKind; startDate: string; returnDate: string | null }>;
  entryUniqueEventId: string;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const day = (v: unknown): string | null => {
  const t = text(v);
  return t && /^\d{4}-\d{2}-\d{2}/.test(t) ? t.slice(0, 10) : null;
};

/** The stays as the accepted events of the facility describe them at a moment (events applied in the order answered). */
async function knownStays(db: Db, facilityId: number, asOf: Date): Promise<Map<number, KnownStay>> {
  const rows = await db
    .selectFrom('medicare_submissions as m')
    .leftJoin('residency_events as e', 'e.id', 'm.residency_event_id')
    .select(['m.residency_id', 'm.request_type', 'm.payload', 'm.unique_event_id', 'e.leave_id'])
    .where('m.facility_id', '=', facilityId)
    .where('m.status', '=', 'Accepted')
    .where('m.processed_on_utc', '<=', asOf)
    .where('m.residency_id', 'is not', null)
    .orderBy('m.processed_on_utc')
    .orderBy('m.id')
    .execute();
  const stays = new Map<number, KnownStay>();
  for (const r of rows) {
    const residencyId = r.residency_id as number;
    const p = (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>;
    const stay = stays.get(residencyId);
    switch (r.request_type) {
      case 'Entry':
      case 'EntryCorrection': {
        const entryDate = day(p.admissionDate);
        const careType = p.careType === 'Respite' ? 'Respite' : p.careType === 'Permanent' ? 'Permanent' : null;
        if (!entryDate || !careType || !text(p.careRecipientId)) break;
        stays.set(residencyId, {
          residencyId,
          careRecipientId: text(p.careRecipientId) as string,
          firstName: text(p.firstName) ?? '',
          lastName: text(p.lastName) ?? '',
          careType,
          entryDate,
          departureDate: stay?.departureDate ?? null,
          leaves: stay?.leaves ?? new Map(),
          entryUniqueEventId: stay?.entryUniqueEventId ?? r.unique_event_id,
        });
        break;
      }
      case 'EntryReversal':
        stays.delete(residencyId);
        break;
      case 'Departure':
      case 'DepartureCorrection':
        if (stay) stay.departureDate = day(p.departureDate);
        break;
      case 'DepartureReversal':
        if (stay) stay.departureDate = null;
        break;
      case 'Leave':
      case 'LeaveUpdated':
      case 'LeaveReturned': {
        const startDate = day(p.leaveStartDate);
        if (!stay || !startDate) break;
        const key = r.leave_id === null ? startDate : String(r.leave_id);
        const before = stay.leaves.get(key);
        const type =
          (['Hospital', 'Social', 'Emergency', 'Respite'] as const).find((t) => t === p.leaveType) ?? before?.type ?? 'Social';
        const kind = (text(p.leaveKind) as StatementLeaveKind) ?? before?.kind ?? null;
        stay.leaves.set(key, { type, kind, startDate, returnDate: day(p.leaveReturnDate) ?? before?.returnDate ?? null });
        break;
      }
      case 'LeaveReversal': {
        if (!stay) break;
        const key = r.leave_id === null ? day(p.leaveStartDate) : String(r.leave_id);
        if (key) stay.leaves.delete(key);
        break;
      }
    }
  }
  return stays;
}

// ---------------------------------------------------------------- its own assessments

/** The class of a classification notice after an accepted entry: the expected class mostly, another for 1 in 5. */
export function noticeClass(residencyId: number, careType: 'Permanent' | 'Respite', expected: number | null): number {
  const h = hash(`notice|${residencyId}`);
  if (careType === 'Respite') return expected !== null && expected > 100 ? expected : 101 + (h % 3);
  const base = expected !== null && expected >= 2 && expected <= 13 ? expected : 2 + (h % 12);
  return h % 5 === 0 ? ((base - 2 + 2 + (h % 3)) % 12) + 2 : base;
}

/** A reassessment's result: another permanent class, effective a few days after the request (backdated). */
export function reassessmentOf(
  requestId: number,
  requestDate: string,
  before: number,
): { anaccClass: number; effectiveDate: string } {
  const h = hash(`reassessment|${requestId}`);
  const from = before >= 2 && before <= 13 ? before : 7;
  return { anaccClass: ((from - 2 + 1 + (h % 3)) % 12) + 2, effectiveDate: addDays(requestDate, h % 10) };
}

/** Issues the classification notices of the entries accepted by `asOf` that have none (effective the entry day). */
async function issueNotices(db: Db, facilityId: number, stays: Map<number, KnownStay>): Promise<void> {
  const ids = [...stays.keys()];
  if (!ids.length) return;
  const have = new Set(
    (
      await db
        .selectFrom('actual_anacc_classifications')
        .select('residency_id')
        .where('residency_id', 'in', ids)
        .where('source', '=', 'ClassificationNotice')
        .execute()
    ).map((r) => r.residency_id),
  );
  const missing = ids.filter((id) => !have.has(id));
  if (!missing.length) return;
  const expected = new Map(
    (
      await db
        .selectFrom('expected_anacc_classifications')
        .distinctOn('residency_id')
        .select(['residency_id', 'anacc_class'])
        .where('residency_id', 'in', missing)
        .orderBy('residency_id')
        .orderBy('id', 'desc')
        .execute()
    ).map((e) => [e.residency_id, e.anacc_class]),
  );
  await db
    .insertInto('actual_anacc_classifications')
    .values(
      missing.map((id) => {
        const stay = stays.get(id) as KnownStay;
        return {
          residency_id: id,
          facility_id: facilityId,
          anacc_class: noticeClass(id, stay.careType, expected.get(id) ?? null),
          effective_date: stay.entryDate,
          source: 'ClassificationNotice' as const,
          reference: `Classification notice for entry ${stay.entryUniqueEventId}`,
        };
      }),
    )
    .onConflict((oc) => oc.columns(['residency_id', 'effective_date', 'anacc_class']).doNothing())
    .execute();
}

/**
 * Its classes of each stay: the notices, then the reassessments it completed (or completes now, publishing `month`)
 * whose result takes effect by the month's end.
 */
async function assessedClasses(db: Db, facilityId: number, month: string, complete: boolean, now: Date) {
  const notices = await db
    .selectFrom('actual_anacc_classifications')
    .select(['residency_id', 'anacc_class', sql<string>`effective_date::text`.as('effective_date')])
    .where('facility_id', '=', facilityId)
    .where('source', '=', 'ClassificationNotice')
    .orderBy('effective_date')
    .execute();
  const requests = await db
    .selectFrom('anacc_reassessment_requests')
    .select(['id', 'residency_id', sql<string>`request_date::text`.as('request_date'), 'status', 'updated_by_user_id'])
    .where('facility_id', '=', facilityId)
    .where((eb) =>
      eb.or([eb('status', '=', 'Pending'), eb.and([eb('status', '=', 'Complete'), eb('updated_by_user_id', 'is', null)])]),
    )
    .orderBy('request_date')
    .orderBy('id')
    .execute();
  const classes = new Map<number, Array<{ anaccClass: number; effectiveDate: string }>>();
  for (const n of notices)
    classes.set(n.residency_id, [
      ...(classes.get(n.residency_id) ?? []),
      { anaccClass: n.anacc_class, effectiveDate: n.effective_date },
    ]);
  const completing: number[] = [];
  for (const r of requests) {
    const list = classes.get(r.residency_id);
    if (!list?.length || list[0].anaccClass > 100) continue;
    const result = reassessmentOf(r.id, r.request_date, list[list.length - 1].anaccClass);
    // A result is due at the publication of the month it takes effect in (and paid from its day).
    if (monthOf(result.effectiveDate) > month) continue;
    list.push(result);
    list.sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
    if (r.status === 'Pending') completing.push(r.id);
  }
  if (complete && completing.length)
    await db
      .updateTable('anacc_reassessment_requests')
      .set((eb) => ({ status: 'Complete', updated_on_utc: now, updated_by_user_id: null, version: eb('version', '+', 1) }))
      .where('id', 'in', completing)
      .where('status', '=', 'Pending')
      .execute();
  return classes;
}

/** A means-test change it made for 1 in 11 residents with a means-tested care fee: +$4.35 a day from a 15th. */
function meansTestChange(
  residencyId: number,
  entryDate: string,
  fees: ReadonlyArray<{ effectiveDate: string; dailyAmount: string | null }>,
) {
  const last = [...fees].reverse().find((f) => f.dailyAmount !== null && !toDecimal(f.dailyAmount).isZero());
  const h = hash(`means|${residencyId}`);
  if (!last || h % 11 !== 0) return [];
  const effectiveDate = `${monthOf(addDays(entryDate, 60 + (h % 150))).slice(0, 8)}15`;
  return [
    {
      effectiveDate,
      dailyAmount: toDecimal(last.dailyAmount as string)
        .plus('4.35')
        .toFixed(2),
    },
  ];
}

/** Social leave a resident took with a previous provider in the financial year of the entry, for 1 in 3 residents. */
export function socialLeaveElsewhere(residencyId: number, entryDate: string, month: string): number {
  const h = hash(`elsewhere|${residencyId}`);
  if (h % 3 !== 0 || financialYearStart(entryDate) !== financialYearStart(month)) return 0;
  return 46 + (h % 6);
}

/** Issues the classification notices of the entries the facility had accepted by `asOf` (the demo's assessed classes). */
export async function issueClassificationNotices(db: Db, facilityId: number, asOf: Date): Promise<void> {
  await issueNotices(db, facilityId, await knownStays(db, facilityId, asOf));
}

// ---------------------------------------------------------------- the rates and records it pays from

/**
 * The published rates it pays at: the organisation's care and accommodation funding rates, the facility's fixed
 * component (the records the product's expected statement reads too; the class weights are rows of the care funding
 * rate records), composed by the one rule.
 */
async function ratesOf(db: Db, organisationId: number, facilityId: number, month: string): Promise<MonthRates> {
  const [care, tariffs, supplements, accommodation, fixed, weights] = await Promise.all([
    db
      .selectFrom('care_funding_rates')
      .select(['id', sql<string>`start_date::text`.as('startDate'), sql<string | null>`anacc_price_per_nwau::text`.as('price')])
      .where('organisation_id', '=', organisationId)
      .execute(),
    db
      .selectFrom('care_funding_rate_base_care_tariffs as t')
      .innerJoin('care_funding_rates as c', 'c.id', 't.care_funding_rate_id')
      .select(['t.care_funding_rate_id as id', 't.bct_category', sql<string | null>`t.nwau::text`.as('nwau')])
      .where('c.organisation_id', '=', organisationId)
      .execute(),
    db
      .selectFrom('care_funding_rate_supplements as x')
      .innerJoin('care_funding_rates as c', 'c.id', 'x.care_funding_rate_id')
      .select(['x.care_funding_rate_id as id', 'x.name', sql<string | null>`x.amount::text`.as('amount')])
      .where('c.organisation_id', '=', organisationId)
      .execute(),
    db
      .selectFrom('accommodation_funding_rates')
      .select([
        sql<string>`start_date::text`.as('startDate'),
        sql<string | null>`hotelling_supplement::text`.as('hotellingSupplement'),
      ])
      .where('organisation_id', '=', organisationId)
      .execute(),
    db
      .selectFrom('facility_anacc_fixed_components')
      .select([
        sql<string>`start_date::text`.as('startDate'),
        sql<string | null>`end_date::text`.as('endDate'),
        'bct_category as bctCategory',
      ])
      .where('facility_id', '=', facilityId)
      .execute(),
    db
      .selectFrom('care_funding_rate_class_weights as w')
      .innerJoin('care_funding_rates as c', 'c.id', 'w.care_funding_rate_id')
      .select([
        'w.care_funding_rate_id as id',
        'w.anacc_class as anaccClass',
        sql<string>`w.nwau::text`.as('nwau'),
        'w.is_default as isDefault',
      ])
      .where('c.organisation_id', '=', organisationId)
      .execute(),
  ]);
  return monthRatePeriods(
    {
      careFundingRates: care.map((c) => ({
        startDate: c.startDate,
        anaccPricePerNwau: c.price,
        baseCareTariffs: tariffs.filter((t) => t.id === c.id).map((t) => ({ bctCategory: t.bct_category, nwau: t.nwau })),
        supplements: supplements.filter((x) => x.id === c.id).map((x) => ({ name: x.name, amount: x.amount })),
        classWeights: weights.filter((w) => w.id === c.id),
      })),
      accommodationFundingRates: accommodation,
      fixedComponents: fixed,
    },
    month,
  );
}

/** The supplements claimed for the residencies in the month (oxygen, enteral feeding), as the monthly claim sends them. */
async function supplementsOf(db: Db, ids: readonly number[], month: string) {
  if (!ids.length) return [];
  return db
    .selectFrom('resident_supplements')
    .select([
      'residency_id as residencyId',
      'supplement_type as type',
      'bolus',
      sql<string>`start_date::text`.as('startDate'),
      sql<string | null>`end_date::text`.as('endDate'),
    ])
    .where('residency_id', 'in', [...ids])
    .where('start_date', '<=', lastDayOfMonth(month))
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', month)]))
    .execute();
}

/** The means-tested care fees of its means assessments (what the product recorded from its letters), by effective date. */
async function meansTestedFeesOf(db: Db, ids: readonly number[], month: string) {
  if (!ids.length) return [];
  return db
    .selectFrom('resident_finance_effective_dates')
    .select([
      'residency_id as residencyId',
      sql<string>`effective_from_date::text`.as('effectiveDate'),
      sql<string | null>`value::text`.as('dailyAmount'),
    ])
    .where('residency_id', 'in', [...ids])
    .where('effective_date_type', '=', 'MeansTestCareFee')
    .where('effective_from_date', '<=', lastDayOfMonth(month))
    .orderBy('effective_from_date')
    .orderBy('id')
    .execute();
}

// ---------------------------------------------------------------- the statement

function jobScope(organisationId: number, facilityId: number, db: Db): ScopedDb {
  return new ScopedDb(
    db,
    { userId: 0, organisationId, facilityId, isOrganisationManager: true, isSystemUser: true },
    undefined,
    JOB_ACTOR,
  );
}

/** The lines it pays for the days of `month`, from what it knew at `asOf`. */
async function monthLines(
  db: Db,
  facility: { id: number; organisationId: number },
  month: string,
  asOf: Date,
  opts: { complete: boolean; now: Date },
) {
  const stays = await knownStays(db, facility.id, asOf);
  if (opts.complete) await issueNotices(db, facility.id, stays);
  const classes = await assessedClasses(db, facility.id, month, opts.complete, opts.now);
  const monthEnd = lastDayOfMonth(month);
  const inMonth = [...stays.values()].filter(
    (k) => k.entryDate <= monthEnd && (k.departureDate === null || k.departureDate > month),
  );
  const ids = inMonth.map((k) => k.residencyId);
  const [rates, supplements, fees] = await Promise.all([
    ratesOf(db, facility.organisationId, facility.id, month),
    supplementsOf(db, ids, month),
    meansTestedFeesOf(db, ids, month),
  ]);
  const lines: StatementLine[] = [];
  for (const k of inMonth) {
    const myFees = fees
      .filter((f) => f.residencyId === k.residencyId)
      .map((f) => ({ effectiveDate: f.effectiveDate, dailyAmount: f.dailyAmount }));
    const input: RecipientMonthInput = {
      careRecipientId: k.careRecipientId,
      residencyId: k.residencyId,
      firstName: k.firstName,
      lastName: k.lastName,
      careType: k.careType,
      entryDate: k.entryDate,
      departureDate: k.departureDate,
      classes: classes.get(k.residencyId) ?? [],
      leaves: [...k.leaves.values()],
      socialLeaveDaysElsewhere: socialLeaveElsewhere(k.residencyId, k.entryDate, month),
      supplements: supplements
        .filter((x) => x.residencyId === k.residencyId)
        .map((x) => ({ type: x.type, bolus: x.bolus, startDate: x.startDate, endDate: x.endDate })),
      meansTestedCareFees: k.careType === 'Permanent' ? [...myFees, ...meansTestChange(k.residencyId, k.entryDate, myFees)] : [],
    };
    lines.push(...recipientMonthLines(input, rates.periods, { month, rounding: 'line' }));
  }
  return lines;
}

const lineSignature = (l: StatementLine) =>
  [
    l.paymentType,
    l.dailyRate,
    l.paidCare,
    l.unpaidCare,
    l.paidLeaveSocial,
    l.paidLeaveHospital,
    l.paidLeaveTransition,
    l.amountDue,
  ].join('|');

const negate = (l: StatementLine): StatementLine => {
  const neg = (n: number | null) => (n === null ? null : -n);
  const amount = toDecimal(l.amountDue).negated();
  return {
    ...l,
    paidCare: -l.paidCare,
    unpaidCare: -l.unpaidCare,
    paidLeaveSocial: neg(l.paidLeaveSocial),
    paidLeaveHospital: neg(l.paidLeaveHospital),
    paidLeaveTransition: neg(l.paidLeaveTransition),
    amountDue: amount.isZero() ? '0.00' : amount.toFixed(2),
  };
};

/**
 * The adjustments of the previous month: what it pays now for that month's days (recomputed from what it knows now)
 * less what it paid then, care recipient by care recipient: the earlier lines reversed and the new ones paid.
 */
function adjustments(before: StatementLine[], after: StatementLine[]): StatementLine[] {
  const by = (lines: StatementLine[]) => {
    const m = new Map<string, StatementLine[]>();
    for (const l of lines)
      m.set(`${l.careRecipientId}|${l.careType}`, [...(m.get(`${l.careRecipientId}|${l.careType}`) ?? []), l]);
    return m;
  };
  const old = by(before);
  const now = by(after);
  const out: StatementLine[] = [];
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const a = (old.get(key) ?? []).map(lineSignature).sort().join('\n');
    const b = (now.get(key) ?? []).map(lineSignature).sort().join('\n');
    if (a === b) continue;
    out.push(...(old.get(key) ?? []).map(negate), ...(now.get(key) ?? []));
  }
  return out;
}

/** Publishes one facility's statement of an ended month (in the caller's transaction); its XML and total. */
async function publishOne(db: Db, facility: { id: number; organisationId: number; name: string }, month: string, now: Date) {
  const asOf = new Date(Math.min(now.getTime(), nominalPublication(month).getTime()));
  const lines = await monthLines(db, facility, month, asOf, { complete: true, now });
  // The previous month as it knew it when it published it, and as it knows it now.
  const previous = addMonths(month, -1);
  const previousAsOf = nominalPublication(previous);
  const adjusted =
    previousAsOf < asOf
      ? adjustments(
          await monthLines(db, facility, previous, previousAsOf, { complete: false, now }),
          await monthLines(db, facility, previous, asOf, { complete: false, now }),
        )
      : [];
  const all = [...lines, ...adjusted];
  const total = sumMoney(all.map((l) => l.amountDue)).toFixed(2);
  const s = jobScope(facility.organisationId, facility.id, db);
  const beds = Number(
    (
      await activeBeds(s)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  const anacc = sumMoney(
    all
      .filter(
        (l) =>
          l.paymentType === PAYMENT_TYPES.variable ||
          l.paymentType === PAYMENT_TYPES.baseCareTariff ||
          l.paymentType === PAYMENT_TYPES.initialEntry,
      )
      .map((l) => l.amountDue),
  ).toFixed(2);
  const adjustedRecipients = new Set(adjusted.map((l) => l.careRecipientId)).size;
  const xml = writePaymentStatementXml({
    serviceProviderId: `SP${String(facility.organisationId).padStart(5, '0')}`,
    serviceNapsId: serviceNapsIdOf(facility.id),
    facilityName: facility.name,
    statementMonth: toMonthYear(month),
    claimId: `CLM-${facility.id}-${toMonthYear(month)}`,
    publishedOnUtc: now.toISOString(),
    totalAmountPaid: total,
    providerComments:
      `Payment statement of ${monthFullName(month)} (Services Australia simulator).` +
      (adjustedRecipients ? ` Adjustments of ${monthFullName(previous)} for ${adjustedRecipients} care recipient(s).` : ''),
    // Facility-level figures: the AN-ACC payments of the month, and the approved beds (paid per occupied bed here).
    facilityPayments: [
      { paymentType: FACILITY_PAYMENT_TYPES.anacc, amount: anacc },
      { paymentType: FACILITY_PAYMENT_TYPES.totalApprovedBeds, amount: '0.00', beds },
    ],
    lines: all
      .sort((a, b) => a.careRecipientId.localeCompare(b.careRecipientId) || a.adjustmentMonth.localeCompare(b.adjustmentMonth))
      .map(({ residencyId: _r, ...l }) => l),
  });
  await db
    .insertInto('simulator_payment_statements')
    .values({ facility_id: facility.id, statement_month: month, statement_xml: xml, total, published_on_utc: now })
    .onConflict((oc) => oc.columns(['facility_id', 'statement_month']).doNothing())
    .execute();
}

async function facilityOf(db: Db, facilityId: number) {
  const f = await db
    .selectFrom('facilities')
    .select(['id', 'organisation_id', 'name', 'facility_type'])
    .where('id', '=', facilityId)
    .executeTakeFirst();
  return f ? { id: f.id, organisationId: f.organisation_id, name: f.name, type: f.facility_type } : null;
}

async function published(db: Db, facilityId: number, month: string) {
  return db
    .selectFrom('simulator_payment_statements')
    .select(['statement_xml', 'published_on_utc'])
    .where('facility_id', '=', facilityId)
    .where('statement_month', '=', month)
    .executeTakeFirst();
}

async function inTransaction<T>(db: Db, fn: (t: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : (db as Kysely<Database>).transaction().execute(fn);
}

/**
 * The payment statement of a facility's month: the one published, else published now when the month has ended
 * (publish on demand); not published yet while the month runs.
 */
export async function fetchPublishedStatement(
  db: Db,
  facilityId: number,
  statementMonth: string,
  now: Date = new Date(),
): Promise<{ ok: true; xml: string; publishedOnUtc: Date } | { ok: false; message: string }> {
  const facility = await facilityOf(db, facilityId);
  if (!facility || facility.type !== 'AgeCare')
    return { ok: false, message: 'Services Australia has no payment statement for this service.' };
  if (!hasMonthEnded(statementMonth, now)) return { ok: false, message: NOT_PUBLISHED_YET(statementMonth) };
  let row = await published(db, facilityId, statementMonth);
  if (!row) {
    await inTransaction(db, (t) => publishOne(t, facility, statementMonth, now));
    row = await published(db, facilityId, statementMonth);
  }
  if (!row) return { ok: false, message: NOT_PUBLISHED_YET(statementMonth) };
  return { ok: true, xml: row.statement_xml, publishedOnUtc: row.published_on_utc };
}

/**
 * Publishes the payment statements of the months ended by `now` that are not published yet (the last `months` ended
 * months, 1 by default: the previous month), for every aged-care facility, each facility's month in its own
 * transaction. A platform job calls it; returns how many were published.
 */
export async function publishPaymentStatements(db: Kysely<Database>, now: Date = new Date(), months = 1): Promise<number> {
  const facilities = await db
    .selectFrom('facilities')
    .select('id')
    .where('facility_type', '=', 'AgeCare')
    .orderBy('id')
    .execute();
  const thisMonth = monthOf(toMelbourneDate(now));
  let count = 0;
  for (let back = months; back >= 1; back--) {
    const month = addMonths(thisMonth, -back);
    for (const f of facilities) {
      if (await published(db, f.id, month)) continue;
      const r = await fetchPublishedStatement(db, f.id, month, now);
      if (r.ok) count++;
    }
  }
  return count;
}
