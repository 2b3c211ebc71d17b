/**
 * A resident's (or lead's) fees (seed 000 §4, §5, §7, §9; seed 001 §3, §5, §9): GET answers every
 * effective-dated value with the figures computed by shared-domain's finance/fees (the function the screen runs while
 * editing); PUT validates with the same rules (400 model-state), applies the support level rules, checks the finance
 * record's version (409), replaces the values and the residency's optional services, keeps residencies.support_level in
 * line, posts the deposit payments to the ledger and writes the audit row, all in one transaction.
 *
 * Versions: a residency without a finance record answers version 1; the first save creates the record at version 1 and
 * moves it to 2, so GET and PUT always agree.
 */
import type { ExplainedFigure } from 'shared-domain/contracts/finance-common';
import type {
  DapResident,
  FinanceFeesResponse,
  OpenOptionalService,
  ResidencyOptionalService,
  SaveFinanceFeesBody,
} from 'shared-domain/contracts/finance-fees';
import { formatDate, melbourneToday } from 'shared-domain/dates';
import type { SupportLevel } from 'shared-domain/enums';
import { isAct2025Resident } from 'shared-domain/finance/act-2025';
import {
  PAYMENT_TYPES,
  applySupportLevel,
  feesFigures,
  isPaymentType,
  latestOn,
  mpirForAgreedRoomPrice,
  radPaidTowardsPrice,
  toFigure,
  validateFees,
  type FeeEntry,
} from 'shared-domain/finance/fees';
import { refundInterestOwed } from 'shared-domain/finance/refund-interest';
import { toDecimal } from 'shared-domain/money';
import { rateOn, serviceWindow, type ServiceWindow } from 'shared-domain/optional-services';
import { ACCOMMODATION_CLASSES, type AccommodationClass } from 'shared-domain/stay';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';
import { ModelStateError, conflict, notFound } from '../../../http/errors';
import { ncccPaidBefore } from '../contributions/index';
import { depositMovementsByResidency, depositMovementsOf, syncDepositPayments, type DepositPayment } from '../ledger/index';
import { baseInterestRates, contributionCapsOn, maximumPenaltyInterestRates, mpirRates } from '../../funding/index';
import { facilityFinanceFlags } from '../finance-record/repository';
import * as repo from './repository';

const accommodationClassOf = (v: string | null): AccommodationClass | null => ACCOMMODATION_CLASSES.find((c) => c === v) ?? null;

const money = (v: string | number | null | undefined): string | null =>
  v === null || v === undefined || String(v).trim() === '' ? null : toDecimal(v).toFixed(2);

async function feesInputs(s: ScopedDb, today: string) {
  const [rates, caps] = await Promise.all([mpirRates(s), contributionCapsOn(s, today)]);
  return { mpirRates: rates.map((r) => ({ startDateUtc: r.startDate, endDateUtc: r.endDate, rate: r.rate })), caps };
}

function toOptionalService(
  row: repo.ResidencyServiceRow,
  service: Pick<repo.FacilityService, 'typeDescription' | 'billingPeriod' | 'rates'> | undefined,
  today: string,
): ResidencyOptionalService {
  return {
    id: row.id,
    optionalServiceId: row.optionalServiceId,
    typeDescription: service?.typeDescription ?? '',
    billingPeriod: service?.billingPeriod ?? '',
    startDate: row.startDate,
    endDate: row.endDate,
    currentRate: service ? rateOn(service.rates, today) : '0',
    // The service's rates, which the residency's rate popover lists (AMOUNT and EFFECTIVE DATE, the current one latest).
    ...(service
      ? {
          applicableRatesList: service.rates.map((r) => ({ startDate: r.startDate, endDate: r.endDate ?? null, value: r.value })),
        }
      : {}),
    version: row.version,
  };
}

/**
 * The interest owed on the refund of a departed resident's deposit (null while in care): the deposit held day by day
 * from the account, the notice date, the base interest rates and the maximum penalty interest rates.
 */
async function refundInterestOf(s: ScopedDb, r: repo.ResidencyRow, today: string): Promise<ExplainedFigure | null> {
  if (!r.departureDateUtc || r.departureDateUtc > today) return null;
  const [notice, deposit, bir, penalty] = await Promise.all([
    repo.noticeDate(s, r.residencyId),
    depositMovementsOf(s, r.residencyId),
    baseInterestRates(s),
    maximumPenaltyInterestRates(s),
  ]);
  const period = (x: { rate: string; startDate: string; endDate: string | null }) => ({
    startDateUtc: x.startDate,
    endDateUtc: x.endDate,
    rate: x.rate,
  });
  return toFigure(
    refundInterestOwed({
      departureDate: r.departureDateUtc,
      noticeDate: notice,
      deposit: deposit.all,
      baseInterestRates: bir.map(period),
      penaltyRates: penalty.map(period),
      today,
    }),
  );
}

async function load(s: ScopedDb, person: ResolvedResident, today: string): Promise<FinanceFeesResponse> {
  const r = await repo.findResidency(s, person);
  const [entries, finance, inputs, payer, services, movements, refundInterest] = await Promise.all([
    repo.listEntries(s, r.residencyId),
    repo.findFinance(s, r.residencyId),
    feesInputs(s, today),
    repo.billPayerDetails(s, person),
    repo.residencyServices(s, r.residencyId),
    depositMovementsOf(s, r.residencyId),
    refundInterestOf(s, r, today),
  ]);
  const catalogue = await repo.facilityServices(s, [...new Set(services.map((x) => x.optionalServiceId))]);
  const accommodationClass = accommodationClassOf(r.accommodationClass);
  const pre2014 = {
    pre2014Care: finance?.pre2014_care ?? false,
    pre2014CareLevel: finance?.pre2014_care_level ?? null,
    pre2014ContinueCare: finance?.pre2014_continue_care ?? false,
    accommodationCost: finance?.pre2014_accommodation_cost ?? null,
    bondAmount: finance?.pre2014_bond_amount ?? null,
    bondInterestRate: finance?.pre2014_bond_interest_rate ?? null,
  };
  const refunded = finance?.refunded_amount_from_lump_sum ?? '0.00';
  const base = {
    entries,
    mpirRates: inputs.mpirRates,
    admissionDate: r.admissionDateUtc,
    departureDate: r.departureDateUtc,
    today,
  };
  // The Act 2025 arrangements: the facility's flag, the class, else the entry (a lead's requested admission date).
  const act2025 = {
    act2025Enabled: r.act2025Enabled,
    admissionDate: r.admissionDateUtc,
    accommodationClass,
    requestedAdmissionDate: r.isLead ? r.requestedAdmissionDate : null,
    today,
  };
  const mpir = mpirForAgreedRoomPrice(base);
  const support = latestOn(entries, 'SupportLevel', today);
  const paidBefore = await ncccPaidBefore(s, person, r.admissionDateUtc, inputs.caps, today);
  return {
    financeFees: {
      residentId: r.residentId,
      residentCareType: r.careType,
      isLead: r.isLead,
      isPrivateResidency: r.isPrivateResidency,
      admissionDateUtc: r.admissionDateUtc,
      departureDateUtc: r.departureDateUtc,
      requestedAdmissionDateUtc: r.requestedAdmissionDate,
      accommodationClass,
      contributionClass: finance?.contribution_class ?? null,
      isAct2025: isAct2025Resident(act2025),
      latestSupportLevel: { value: support?.supportLevel ?? 'Unknown', effectiveFromDate: support?.effectiveFromDate ?? null },
      effectiveDates: entries,
      drawdowns: {
        dac: finance?.drawdown_dac ?? false,
        bdf: finance?.drawdown_bdf ?? false,
        mtcf: finance?.drawdown_mtcf ?? false,
        ac: finance?.drawdown_ac ?? false,
        pi: finance?.drawdown_pi ?? false,
        itf: finance?.drawdown_itf ?? false,
        hc: finance?.drawdown_hc ?? false,
        nccc: finance?.drawdown_nccc ?? false,
      },
      refundedAmountFromLumpSumDeposit: refunded,
      pre2014,
      mpirRates: inputs.mpirRates,
      maximumPermissibleInterestRate: mpir.rate,
      mpirMessage: mpir.message,
      refundInterestOwed: refundInterest,
      figures: feesFigures({
        ...base,
        caps: inputs.caps,
        ncccBefore: paidBefore,
        pre2014,
        refundedAmountFromLumpSumDeposit: refunded,
        depositDrawdowns: movements.drawdowns,
        isBillingIntegrated: r.isBillingIntegrated,
        ...act2025,
      }),
      contributionCaps: inputs.caps
        ? {
            hotellingContributionDailyCap: inputs.caps.hotellingContributionDailyCap,
            nonClinicalCareContributionDailyCap: inputs.caps.nonClinicalCareContributionDailyCap,
            nonClinicalCareContributionLifetimeCap: inputs.caps.nonClinicalCareContributionLifetimeCap,
            nonClinicalCareContributionTimeLimitDays: inputs.caps.nonClinicalCareContributionTimeLimitDays,
            ...(inputs.caps.startDate ? { startDate: inputs.caps.startDate } : {}),
          }
        : null,
      ncccPaidBefore: { amount: paidBefore.amount.toFixed(2), days: paidBefore.days },
      depositDrawdowns: movements.drawdowns,
      optionalServices: services.map((x) =>
        toOptionalService(
          x,
          catalogue.find((c) => c.id === x.optionalServiceId),
          today,
        ),
      ),
      billPaymentDetails: payer
        ? {
            paymentMethod: payer.payment_method,
            accountName: payer.account_name,
            bankName: payer.bank_name,
            bsb: payer.bsb,
            accountNumber: payer.account_number,
            isInvoiceEmail: payer.is_invoice_email,
            isInvoicePost: payer.is_invoice_post,
            ccEmail: payer.cc_email,
          }
        : null,
      version: finance?.version ?? 1,
    },
    facility: {
      id: r.facilityId,
      name: r.facilityName,
      isBillingIntegrated: r.isBillingIntegrated,
      enableAgedCareAct2025: r.act2025Enabled,
    },
  };
}

/** GET residents/{id}/finance/fees (404 for a person the facility does not know). */
export async function fees(s: ScopedDb, residentId: number, today = melbourneToday()): Promise<FinanceFeesResponse> {
  return load(s, await s.resolve.resident(residentId), today);
}

// ---------------------------------------------------------------- save

/** The body's entries with the support level rules applied for each support level added or changed. */
function withSupportLevelRules(body: SaveFinanceFeesBody, stored: readonly repo.StoredEntry[]): FeeEntry[] {
  let entries: FeeEntry[] = body.effectiveDates;
  for (const e of body.effectiveDates) {
    if (e.effectiveDateType !== 'SupportLevel' || !e.supportLevel) continue;
    const before = e.id === undefined ? undefined : stored.find((x) => x.id === e.id);
    if (before && before.effectiveFromDate === e.effectiveFromDate && before.supportLevel === e.supportLevel) continue;
    entries = applySupportLevel(entries, { effectiveFromDate: e.effectiveFromDate, supportLevel: e.supportLevel });
  }
  return entries;
}

const entryText = (e: { effectiveFromDate: string; value: string | null; supportLevel: string | null }) =>
  `${formatDate(e.effectiveFromDate)}: ${e.supportLevel ?? e.value}`;

/** What the record history shows of the fees (display values), one field per list. */
function snapshot(
  entries: ReadonlyArray<{
    effectiveDateType: string;
    effectiveFromDate: string;
    value: string | null;
    supportLevel: string | null;
  }>,
  finance: repo.FinanceValues,
  services: ReadonlyArray<{ optionalServiceId: number; startDate: string; endDate: string | null }>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const types = [...new Set(entries.map((e) => e.effectiveDateType))].sort();
  for (const type of types)
    out[type] = entries
      .filter((e) => e.effectiveDateType === type)
      .sort((a, b) => a.effectiveFromDate.localeCompare(b.effectiveFromDate) || String(a.value).localeCompare(String(b.value)))
      .map(entryText);
  for (const [k, v] of Object.entries(finance)) out[k] = v;
  out.optionalServices = services
    .map((o) => `${o.optionalServiceId}: ${formatDate(o.startDate)} - ${o.endDate ? formatDate(o.endDate) : ''}`)
    .sort();
  return out;
}

function financeValues(f: repo.FinanceRow | undefined): repo.FinanceValues {
  return {
    contribution_class: f?.contribution_class ?? null,
    pre2014_care: f?.pre2014_care ?? false,
    pre2014_care_level: f?.pre2014_care_level ?? null,
    pre2014_continue_care: f?.pre2014_continue_care ?? false,
    pre2014_accommodation_cost: f?.pre2014_accommodation_cost ?? null,
    pre2014_bond_amount: f?.pre2014_bond_amount ?? null,
    pre2014_bond_interest_rate: f?.pre2014_bond_interest_rate ?? null,
    refunded_amount_from_lump_sum: f?.refunded_amount_from_lump_sum ?? '0.00',
    drawdown_dac: f?.drawdown_dac ?? false,
    drawdown_bdf: f?.drawdown_bdf ?? false,
    drawdown_mtcf: f?.drawdown_mtcf ?? false,
    drawdown_ac: f?.drawdown_ac ?? false,
    drawdown_pi: f?.drawdown_pi ?? false,
    drawdown_itf: f?.drawdown_itf ?? false,
    drawdown_hc: f?.drawdown_hc ?? false,
    drawdown_nccc: f?.drawdown_nccc ?? false,
  };
}

/** PUT residents/{id}/finance/fees. */
export async function saveFees(
  s: ScopedDb,
  residentId: number,
  body: SaveFinanceFeesBody,
  today = melbourneToday(),
): Promise<FinanceFeesResponse> {
  return s.transaction(async (t) => {
    const person = await t.resolve.resident(residentId, { lock: true });
    const r = await repo.findResidency(t, person);
    // Every id in the body is resolved first: another facility's service, or a record of another residency, is a 404.
    const { stored: storedServices, windows } = await optionalServicesToSave(t, r.residencyId, body.optionalServices);
    const [stored, finance, inputs] = await Promise.all([
      repo.listEntries(t, r.residencyId),
      repo.findFinance(t, r.residencyId),
      feesInputs(t, today),
    ]);
    const storedIds = new Set(stored.map((e) => e.id));
    if (body.effectiveDates.some((e) => e.id !== undefined && !storedIds.has(e.id))) throw notFound();

    const entries = withSupportLevelRules(body, stored);
    const storedClass = accommodationClassOf(r.accommodationClass);
    const errors = validateFees(
      { ...body, effectiveDates: entries },
      {
        admissionDate: r.admissionDateUtc,
        today,
        serviceWindows: windows,
        mpirRates: inputs.mpirRates,
        stored,
        careType: r.careType,
        storedAccommodationClass: storedClass,
      },
    );
    if (Object.keys(errors).length) throw new ModelStateError(errors);

    const before = financeValues(finance);
    const after: repo.FinanceValues = {
      contribution_class: body.contributionClass,
      pre2014_care: body.pre2014.pre2014Care,
      pre2014_care_level: body.pre2014.pre2014CareLevel,
      pre2014_continue_care: body.pre2014.pre2014ContinueCare,
      pre2014_accommodation_cost: money(body.pre2014.accommodationCost),
      pre2014_bond_amount: money(body.pre2014.bondAmount),
      pre2014_bond_interest_rate: money(body.pre2014.bondInterestRate),
      refunded_amount_from_lump_sum: money(body.refundedAmountFromLumpSumDeposit) ?? '0.00',
      drawdown_dac: body.drawdowns.dac,
      drawdown_bdf: body.drawdowns.bdf,
      drawdown_mtcf: body.drawdowns.mtcf,
      drawdown_ac: body.drawdowns.ac,
      drawdown_pi: body.drawdowns.pi,
      drawdown_itf: body.drawdowns.itf,
      drawdown_hc: body.drawdowns.hc,
      drawdown_nccc: body.drawdowns.nccc,
    };
    await repo.ensureFinanceRow(t, r.residencyId);
    if ((await repo.updateFinance(t, r.residencyId, body.version, after)) === null) throw conflict();
    // The accommodation class is the residency's (the admission form edits it too).
    if (body.accommodationClass !== storedClass) await repo.setAccommodationClass(t, r.residencyId, body.accommodationClass);

    // The effective dates: the body replaces what is stored (update by id, insert the new, remove the rest).
    const normalised = entries.map((e) => ({
      id: e.id,
      effectiveDateType: e.effectiveDateType,
      effectiveFromDate: e.effectiveFromDate,
      value: e.effectiveDateType === 'SupportLevel' ? null : money(e.value),
      supportLevel: e.effectiveDateType === 'SupportLevel' ? e.supportLevel : null,
    }));
    // A value moved to another day is removed and recorded anew (values other than payments are unique by day: updating
    // in place could meet another value moving the other way).
    for (const e of normalised) {
      const old = e.id === undefined ? undefined : stored.find((x) => x.id === e.id);
      if (old && !isPaymentType(old.effectiveDateType) && old.effectiveFromDate !== e.effectiveFromDate) e.id = undefined;
    }
    const kept = new Set(normalised.map((e) => e.id).filter((id): id is number => id !== undefined));
    await repo.deleteEntries(
      t,
      r.residencyId,
      stored.filter((e) => !kept.has(e.id)).map((e) => e.id),
    );
    const saved: repo.StoredEntry[] = [];
    for (const e of normalised) {
      if (e.id !== undefined) {
        const old = stored.find((x) => x.id === e.id)!;
        const next = { ...e, id: e.id, effectiveDateType: old.effectiveDateType };
        if (
          old.effectiveFromDate !== next.effectiveFromDate ||
          old.value !== next.value ||
          old.supportLevel !== next.supportLevel
        )
          await repo.updateEntry(t, r.residencyId, next);
        saved.push(next);
      } else {
        saved.push({ ...e, id: await repo.insertEntry(t, r.residencyId, e) });
      }
    }
    const level: SupportLevel = latestOn(saved, 'SupportLevel', today)?.supportLevel ?? 'Unknown';
    await repo.setSupportLevel(t, r.residencyId, level);

    // The residency's optional services: the body replaces what is stored.
    await replaceOptionalServices(t, r.residencyId, body.optionalServices, storedServices);

    // The deposits show in the resident's account.
    const payments: DepositPayment[] = saved
      .filter((e) => isPaymentType(e.effectiveDateType))
      .map((e) => ({
        effectiveDateId: e.id,
        type: e.effectiveDateType as (typeof PAYMENT_TYPES)[number],
        date: e.effectiveFromDate,
        amount: e.value ?? '0.00',
      }));
    await syncDepositPayments(t, r.residencyId, payments);

    await t.auditChanges(
      'update',
      'resident_finance',
      r.residencyId,
      { ...snapshot(stored, before, storedServices), accommodationClass: storedClass },
      { ...snapshot(saved, after, body.optionalServices), accommodationClass: body.accommodationClass },
      { residentId: r.residentId },
    );
    return load(t, person, today);
  });
}

// ---------------------------------------------------------------- a residency's optional services

/** A residency's optional service periods as a save sends them (contracts/finance-fees ResidencyOptionalServiceBody). */
type ServicePeriodBody = ReadonlyArray<{ id?: number; optionalServiceId: number; startDate: string; endDate: string | null }>;

/**
 * What saving a residency's optional services needs before its rules run, with every id of the list resolved first (404
 * for another facility's service, or for a period that is not this residency's): the periods stored, and the window of
 * each service the list names (shared-domain/finance/fees `optionalServicePeriodErrors` checks the periods against it).
 * The fees tab and the independent-living finance screen save a residency's services this way.
 */
export async function optionalServicesToSave(
  s: ScopedDb,
  residencyId: number,
  services: ServicePeriodBody,
): Promise<{ stored: repo.ResidencyServiceRow[]; windows: Map<number, ServiceWindow> }> {
  const serviceIds = [...new Set(services.map((o) => o.optionalServiceId))];
  for (const id of serviceIds) await s.resolve.optionalService(id);
  const [stored, catalogue] = await Promise.all([repo.residencyServices(s, residencyId), repo.facilityServices(s, serviceIds)]);
  const storedIds = new Set(stored.map((x) => x.id));
  if (services.some((o) => o.id !== undefined && !storedIds.has(o.id))) throw notFound();
  const windows = new Map<number, ServiceWindow>();
  for (const c of catalogue) {
    const w = serviceWindow(c.rates);
    const start = c.startDate ?? w.startDate;
    if (start) windows.set(c.id, { startDate: start, endDate: c.endDate ?? w.endDate });
  }
  return { stored, windows };
}

/** The list replaces the residency's stored periods (`optionalServicesToSave`'s): update by id, insert the new, remove the rest. */
export async function replaceOptionalServices(
  s: ScopedDb,
  residencyId: number,
  services: ServicePeriodBody,
  stored: readonly repo.ResidencyServiceRow[],
): Promise<void> {
  const kept = new Set(services.map((o) => o.id).filter((id): id is number => id !== undefined));
  await repo.deleteResidencyServices(
    s,
    residencyId,
    stored.filter((x) => !kept.has(x.id)).map((x) => x.id),
  );
  for (const o of services) {
    const v = { optionalServiceId: o.optionalServiceId, startDate: o.startDate, endDate: o.endDate };
    const old = o.id === undefined ? undefined : stored.find((x) => x.id === o.id);
    if (!old) await repo.insertResidencyService(s, residencyId, v);
    else if (old.optionalServiceId !== v.optionalServiceId || old.startDate !== v.startDate || old.endDate !== v.endDate)
      await repo.updateResidencyService(s, residencyId, { id: old.id, ...v });
  }
}

/** A residency's services as `residencyServicesJson` answers them, each with its rate in force on `today`. */
export function optionalServicesFromJson(rows: readonly repo.ResidencyServiceJson[], today: string): ResidencyOptionalService[] {
  return rows.map((x) => toOptionalService(x, x, today));
}

/** A change of bill payer clears the eight drawdown flags of the residency's finance record (seed 000 §4). */
export async function clearDrawdowns(s: ScopedDb, residency: { residencyId: number }): Promise<boolean> {
  return repo.clearDrawdowns(s, residency.residencyId);
}

// ---------------------------------------------------------------- open optional services, residents/dap

/** GET residents/{id}/open-optional-services: the facility's services not stopped, with today's rate. */
export async function openOptionalServices(
  s: ScopedDb,
  residentId: number,
  today = melbourneToday(),
): Promise<OpenOptionalService[]> {
  await s.resolve.resident(residentId);
  return (await repo.facilityServices(s))
    .filter((o) => !o.stopped)
    .map((o) => {
      const w = serviceWindow(o.rates);
      return {
        id: o.id,
        typeDescription: o.typeDescription,
        billingPeriod: o.billingPeriod,
        startDate: o.startDate ?? w.startDate,
        endDate: o.endDate ?? w.endDate,
        currentRate: rateOn(o.rates, today),
      };
    });
}

/**
 * GET residents/dap: the facility's current residents paying (part of) their accommodation by DAP, each row from the one
 * feesFigures call: the facility's billing-integrated and enableAgedCareAct2025 flags as on the fees tab, `radPaid` the
 * RAD paid towards the agreed room price (payments less lump-sum refunds) that the row's DAP is computed on, and the
 * retentions the fees tab shows.
 */
export async function dapResidents(s: ScopedDb, today = melbourneToday()): Promise<DapResident[]> {
  const [residents, inputs, flags] = await Promise.all([repo.currentResidents(s), feesInputs(s, today), facilityFinanceFlags(s)]);
  const movements = await depositMovementsByResidency(
    s,
    residents.map((r) => r.residencyId),
  );
  const out: DapResident[] = [];
  for (const r of residents) {
    const accommodationClass = accommodationClassOf(r.accommodationClass);
    const refunded = r.refunded ?? '0.00';
    const figures = feesFigures({
      entries: r.entries,
      mpirRates: inputs.mpirRates,
      caps: null,
      ncccBefore: { amount: '0', days: 0 },
      pre2014: {
        pre2014Care: false,
        pre2014CareLevel: null,
        pre2014ContinueCare: false,
        bondAmount: null,
        bondInterestRate: null,
      },
      refundedAmountFromLumpSumDeposit: refunded,
      depositDrawdowns: movements.get(r.residencyId)?.drawdowns ?? [],
      isBillingIntegrated: flags.isBillingIntegrated,
      act2025Enabled: flags.act2025Enabled,
      admissionDate: r.admissionDateUtc,
      departureDate: null,
      accommodationClass,
      requestedAdmissionDate: null,
      today,
    });
    const dap = figures.dailyAccommodationPayment;
    if (!dap) continue;
    const arp = latestOn(r.entries, 'AgreedRoomPrice', today);
    const mpir = mpirForAgreedRoomPrice({
      entries: r.entries,
      mpirRates: inputs.mpirRates,
      admissionDate: r.admissionDateUtc,
      departureDate: null,
      today,
    });
    const monthly = figures.monthlyRetentionFee;
    const total = figures.totalRetentionFee;
    out.push({
      residentId: r.residentId,
      firstName: r.firstName,
      lastName: r.lastName,
      admissionDateUtc: r.admissionDateUtc,
      accommodationClass,
      agreedRoomPrice: arp?.value ?? null,
      radPaid: radPaidTowardsPrice(r.entries, refunded, today).toFixed(2),
      mpir: mpir.rate?.rate ?? null,
      dailyAccommodationPayment: dap,
      drawdowns: {
        dac: r.drawdown_dac ?? false,
        bdf: r.drawdown_bdf ?? false,
        mtcf: r.drawdown_mtcf ?? false,
        ac: r.drawdown_ac ?? false,
        pi: r.drawdown_pi ?? false,
        itf: r.drawdown_itf ?? false,
        hc: r.drawdown_hc ?? false,
        nccc: r.drawdown_nccc ?? false,
      },
      retentions: monthly || total ? { monthly: monthly?.value ?? null, total: total?.value ?? null } : null,
    });
  }
  return out;
}
