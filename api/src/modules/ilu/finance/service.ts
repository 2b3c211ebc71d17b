/**
 * The fees and charges of an independent-living allocation (seed 002 §2 "Finance screen", §3 "Fees and charges (ILU)",
 * §9 DMF, capital gain, estimated refund, ingoing contribution): GET answers the allocation's unit, prices, dates, DMF
 * terms and schedule, ingoing contribution entries and each person's bill payer and optional services, with the money
 * figures computed by shared-domain/ilu (the function the screen runs while editing); POST validates, checks the
 * allocation's version (409), saves everything in one transaction with its audit row, records the unit's financial event
 * when a contract, deposit or balance date changes (the unit's brief note and the ILU dashboard follow at once) and
 * answers the screen afresh.
 */
import type { EnquiryQuery, IluFeesAndCharges, IluResidencyFinanceFees, SaveIluFeesBody } from 'shared-domain/contracts/ilu';
import { formatDate, melbourneToday } from 'shared-domain/dates';
import type { BillPayerType } from 'shared-domain/enums';
import { optionalServicePeriodErrors } from 'shared-domain/finance/fees';
import { DMF_UNIT_COST_CALCULATION_TYPE_LABELS } from 'shared-domain/labels';
import { contractSignedDateCleared, dmfRowTotals, iluFinanceFigures, normaliseDmfSchedule } from 'shared-domain/ilu';
import { ILU_FIELD_MESSAGES } from 'shared-domain/ilu/messages';
import type { FieldErrors } from 'shared-domain/model-state';
import { toDecimal } from 'shared-domain/money';
import {
  applyBillPayerChange,
  billPayerOf,
  MESSAGES as RESIDENT_MESSAGES,
  type ContactInput,
  type PayerSource,
} from 'shared-domain/resident-record';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';
import { ModelStateError, conflict, notFound } from '../../../http/errors';
import { clearDrawdowns, optionalServicesFromJson, optionalServicesToSave, replaceOptionalServices } from '../../finance/index';
import { contactsOf, type ContactRow } from '../../residents/index';
import * as repo from './repository';

const money = (v: string | number | null | undefined): string | null =>
  v === null || v === undefined || String(v).trim() === '' ? null : toDecimal(v).toFixed(2);
const fullName = (p: { firstName?: string | null; lastName?: string | null } | null | undefined) =>
  p ? [p.firstName, p.lastName].filter((x) => !!x && x.trim()).join(' ') || null : null;

/**
 * The allocation's money figures as at `today` (shared-domain/ilu `iluFinanceFigures`, the screen's own function): DMF
 * calculation date, DMF unit price, ingoing contribution, accrued DMF, capital gain and estimated refund. The one call
 * of the rules from the API.
 */
function figuresOf(row: repo.FeesRow, today: string) {
  const f = iluFinanceFigures({
    calculationType: row.dmf_calculation_type,
    agreedPrice: row.agreed_price,
    settlementPrice: row.settlement_price,
    admissionDate: row.occupied_date,
    vacatingDate: row.departure_date,
    today,
    minimumRate: row.dmf_minimum_rate,
    schedule: row.schedule.map((r) => ({ effectiveMonth: r.effectiveMonth, value: r.value })),
    capitalGainRate: row.resident_capital_gain_rate,
    capitalLossRate: row.resident_capital_loss_rate,
    ingoingEntries: row.ingoing.map((e) => ({ effectiveFromDate: e.effectiveFromDate, value: e.value })),
    billingIntegrated: row.billing_integrated,
    externalIngoingContribution: row.calculated_ingoing_contribution,
    additionalCosts: row.additional_costs,
  });
  return {
    dmfCalculationDateUtc: f.calculationDate.value,
    dmfUnitPrice: f.dmfUnitPrice.value,
    ingoingContribution: f.ingoingContribution.value,
    accruedDmf: f.accruedDmf.value,
    capitalGain: f.capitalGain.value,
    estimatedRefund: f.estimatedRefund.value,
  };
}

/** A person as the residents area's rules and reads take them (the residency of the allocation, the person's version). */
const personOf = (p: repo.PersonJson): ResolvedResident => ({
  residentId: p.residentId,
  residencyId: p.residencyId,
  isLead: p.isLead,
  version: p.version,
});

const contactOf = (c: ContactRow | undefined): ContactInput | null =>
  c
    ? {
        firstName: c.first_name,
        lastName: c.last_name,
        email: c.email,
        street1: c.street1,
        suburb: c.suburb,
        postCode: c.post_code,
      }
    : null;

/** Who may pay for the person: the person, and their primary and secondary contacts (residents area `contactsOf`). */
async function payerSource(s: ScopedDb, p: repo.PersonJson): Promise<PayerSource> {
  const contacts = await contactsOf(s, personOf(p));
  return {
    email: p.email,
    street1: p.street1,
    suburb: p.suburb,
    postCode: p.postCode,
    primaryContact: contactOf(contacts.find((c) => c.kind === 'Primary')),
    secondaryContact: contactOf(contacts.find((c) => c.kind === 'Secondary')),
  };
}

/** The bill payer's full name: the person's, or their primary or secondary contact's (null when that contact is gone). */
async function billPayerName(s: ScopedDb, p: repo.PersonJson): Promise<string | null> {
  if (p.billPayerType === 'Resident') return fullName(p);
  return fullName(billPayerOf(await payerSource(s, p), p.billPayerType));
}

async function toResponse(s: ScopedDb, row: repo.FeesRow, today: string): Promise<IluFeesAndCharges> {
  const figures = figuresOf(row, today);
  const people: IluResidencyFinanceFees[] = [];
  for (const p of row.people)
    people.push({
      residencyId: p.residencyId,
      residentId: p.residentId,
      residentName: `${p.firstName} ${p.lastName}`,
      billPayerType: p.billPayerType,
      billPayerFullName: await billPayerName(s, p),
      optionalServices: optionalServicesFromJson(p.services, today),
    });
  const stored = row.schedule.map((r) => ({ effectiveMonth: r.effectiveMonth, value: r.value }));
  const totals = dmfRowTotals(stored);
  // The screen edits the schedule row by row and needs one row at least: a schedule with none answers one blank row.
  const schedule = stored.length
    ? row.schedule.map((r, i) => ({
        effectiveMonth: r.effectiveMonth,
        value: r.value,
        total: totals[i],
        feeOrderNumber: r.feeOrderNumber,
        independentLivingAllocationId: row.id,
      }))
    : [{ effectiveMonth: null, value: null, total: null, feeOrderNumber: 1, independentLivingAllocationId: row.id }];
  return {
    independentLivingAllocationId: row.id,
    version: row.version,
    isBillingIntegratedFacility: row.billing_integrated,
    assignedAccommodationDto:
      row.accommodation_id === null
        ? null
        : {
            accommodationId: row.accommodation_id,
            unitNumber: row.room_number ?? '',
            unitType: row.unit_type,
            location: row.location,
            independentLivingAllocationId: row.id,
          },
    financialSummaryAndUnitCostsDto: {
      // The unit type's price when the unit was assigned; the type's price today for a unit assigned without one.
      publishedPrice: row.published_price ?? (row.accommodation_id === null ? null : row.type_price),
      responsibleResidentId: row.responsible_resident_id,
      responsibleResident: row.responsible_resident,
      responsibleResidencyId: row.responsible_residency_id,
      contractSignedDateUtc: row.contract_signed_date,
      depositPaidDateUtc: row.deposit_paid_date,
      balancePaidDateUtc: row.balance_paid_date,
      settlementPrice: row.settlement_price,
      settlementDateUtc: row.settlement_date,
      agreedPrice: row.agreed_price,
      residentCapitalGainRate: row.resident_capital_gain_rate,
      residentCapitalLossRate: row.resident_capital_loss_rate,
      additionalCosts: row.additional_costs,
      calculatedIngoingContributionFromTechone: row.calculated_ingoing_contribution,
      ...figures,
    },
    ingoingContributionEntries: row.ingoing.map((e) => ({ id: e.id, effectiveFromDate: e.effectiveFromDate, value: e.value })),
    vacatingDateUtc: row.departure_date,
    admissionDateUtc: row.occupied_date,
    isSettled: row.is_settled,
    deferredManagementFeeDto: {
      minimumRate: row.dmf_minimum_rate,
      dmfUnitCostCalculationType: row.dmf_calculation_type,
      dmfUnitCostCalculationTypeDescription: DMF_UNIT_COST_CALCULATION_TYPE_LABELS[row.dmf_calculation_type],
      independentLivingAllocationId: row.id,
      deferredManagementFeesSchedule: schedule,
    },
    iluResidencyFinanceFees: people,
  };
}

/**
 * GET enquiries/finance/fees-and-charges/{id}: the allocation of this facility (404 otherwise). `residentId`, when sent,
 * must be one of its people (404 otherwise); the answer is the allocation's whichever person the screen shows, and
 * `viewDepartedMode` changes nothing here (a departed allocation's fees are answered as stored).
 */
export async function feesAndCharges(
  s: ScopedDb,
  allocationId: number,
  query: EnquiryQuery = {},
  today = melbourneToday(),
): Promise<IluFeesAndCharges> {
  if (query.residentId !== undefined) await s.resolve.resident(query.residentId);
  const row = await repo.feesAndCharges(s, allocationId);
  if (!row) throw notFound();
  if (query.residentId !== undefined && !row.people.some((p) => p.residentId === query.residentId)) throw notFound();
  return toResponse(s, row, today);
}

// ---------------------------------------------------------------- save

const scheduleText = (r: { effectiveMonth: number; value: string }) => `${r.effectiveMonth} months at ${r.value}%`;
const entryText = (e: { effectiveFromDate: string; value: string }) => `${formatDate(e.effectiveFromDate)}: ${e.value}`;

/** What the record history shows of the fees and charges (display values), one field per value or list. */
function snapshot(
  v: repo.FinanceValues,
  schedule: ReadonlyArray<{ effectiveMonth: number; value: string }>,
  ingoing: ReadonlyArray<{ effectiveFromDate: string; value: string }>,
  people: ReadonlyArray<{ residencyId: number; billPayerType: BillPayerType; services: readonly ServicePeriod[] }>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    agreedPrice: v.agreed_price,
    contractSignedDate: v.contract_signed_date,
    depositPaidDate: v.deposit_paid_date,
    balancePaidDate: v.balance_paid_date,
    residentCapitalGainRate: v.resident_capital_gain_rate,
    residentCapitalLossRate: v.resident_capital_loss_rate,
    additionalCosts: v.additional_costs,
    calculatedIngoingContribution: v.calculated_ingoing_contribution,
    dmfMinimumRate: v.dmf_minimum_rate,
    dmfCalculationType: v.dmf_calculation_type,
    dmfSchedule: schedule.map(scheduleText),
    ingoingContributions: ingoing.map(entryText).sort(),
  };
  for (const p of people) {
    out[`billPayerType.${p.residencyId}`] = p.billPayerType;
    out[`optionalServices.${p.residencyId}`] = p.services
      .map((o) => `${o.optionalServiceId}: ${formatDate(o.startDate)} - ${o.endDate ? formatDate(o.endDate) : ''}`)
      .sort();
  }
  return out;
}

interface ServicePeriod {
  optionalServiceId: number;
  startDate: string;
  endDate: string | null;
}

const storedValues = (row: repo.FeesRow): repo.FinanceValues => ({
  agreed_price: row.agreed_price,
  contract_signed_date: row.contract_signed_date,
  deposit_paid_date: row.deposit_paid_date,
  balance_paid_date: row.balance_paid_date,
  resident_capital_gain_rate: row.resident_capital_gain_rate,
  resident_capital_loss_rate: row.resident_capital_loss_rate,
  additional_costs: row.additional_costs,
  calculated_ingoing_contribution: row.calculated_ingoing_contribution,
  dmf_minimum_rate: row.dmf_minimum_rate,
  dmf_calculation_type: row.dmf_calculation_type,
});

/**
 * The entries to remove and to add so that the stored ingoing contribution entries become the body's (a multiset by date
 * and amount: an entry sent back unchanged keeps its row, and who recorded it).
 */
function ingoingChanges(
  stored: readonly repo.IngoingEntryJson[],
  next: ReadonlyArray<{ effectiveFromDate: string; value: string }>,
) {
  const key = (e: { effectiveFromDate: string; value: string }) => `${e.effectiveFromDate}|${e.value}`;
  const left = [...stored];
  const added: Array<{ effectiveFromDate: string; value: string }> = [];
  for (const e of next) {
    const i = left.findIndex((x) => key(x) === key(e));
    if (i >= 0) left.splice(i, 1);
    else added.push(e);
  }
  return { removed: left.map((x) => x.id), added };
}

/**
 * POST enquiries/finance/fees-and-charges. Every id is resolved first (404: an allocation, residency, optional service or
 * service period this facility and allocation do not have); then the rules (400): a stored contract signed date cannot
 * be cleared, the DMF schedule keeps only rows with a month and a rate above 0 (renumbered from 1), the bill payer must
 * be an existing contact, each residency's optional service periods follow the fees tab's rules; then the version (409).
 * A field left out is saved as blank (the screen sends the whole form).
 */
export async function saveFeesAndCharges(
  s: ScopedDb,
  body: SaveIluFeesBody,
  today = melbourneToday(),
): Promise<IluFeesAndCharges> {
  return s.transaction(async (t) => {
    const allocationId = body.independentLivingAllocationId;
    await t.resolve.allocation(allocationId, { lock: true });
    const row = await repo.feesAndCharges(t, allocationId);
    if (!row) throw notFound();

    // The residencies sent: this facility's (404 otherwise) and this allocation's people (404 otherwise).
    const errors: FieldErrors = {};
    const sent: Array<{ person: repo.PersonJson; index: number; body: SaveIluFeesBody['residencies'][number] }> = [];
    for (const [index, r] of body.residencies.entries()) {
      await t.resolve.residency(r.residencyId);
      const person = row.people.find((p) => p.residencyId === r.residencyId);
      if (!person) throw notFound();
      if (sent.some((x) => x.person.residencyId === r.residencyId))
        (errors[`residencies[${index}].residencyId`] ??= []).push(ILU_FIELD_MESSAGES.residencyRepeated);
      sent.push({ person, index, body: r });
    }
    const services = new Map<number, Awaited<ReturnType<typeof optionalServicesToSave>>>();
    for (const x of sent)
      services.set(x.person.residencyId, await optionalServicesToSave(t, x.person.residencyId, x.body.optionalServices));

    // The rules.
    // The seed's error key for this rule is emptyValue (shared-domain/ilu CONTRACT_SIGNED_DATE_CLEARED_ERROR); the model
    // state names the field and says it in words.
    if (contractSignedDateCleared(row.contract_signed_date, body.contractSignedDateUtc))
      (errors.contractSignedDateUtc ??= []).push(ILU_FIELD_MESSAGES.contractSignedDateEmptyValue);
    const payers = new Map<number, PayerSource>();
    for (const x of sent) {
      const type = x.body.billPayerType;
      if (type === undefined || type === x.person.billPayerType) continue;
      const source = await payerSource(t, x.person);
      payers.set(x.person.residencyId, source);
      if (!billPayerOf(source, type))
        (errors[`residencies[${x.index}].billPayerType`] ??= []).push(RESIDENT_MESSAGES.billPayerContactMissing);
    }
    for (const x of sent) {
      const check = optionalServicePeriodErrors(
        x.body.optionalServices,
        services.get(x.person.residencyId)!.windows,
        `residencies[${x.index}].optionalServices`,
      );
      for (const [field, messages] of Object.entries(check)) (errors[field] ??= []).push(...messages);
    }
    if (Object.keys(errors).length) throw new ModelStateError(errors);

    // The values as stored.
    const before = storedValues(row);
    const after: repo.FinanceValues = {
      agreed_price: money(body.agreedPrice),
      contract_signed_date: body.contractSignedDateUtc ?? null,
      deposit_paid_date: body.depositPaidDateUtc ?? null,
      balance_paid_date: body.balancePaidDateUtc ?? null,
      resident_capital_gain_rate: money(body.residentCapitalGainRate),
      resident_capital_loss_rate: money(body.residentCapitalLossRate),
      additional_costs: money(body.additionalCosts),
      // The accounting system's figure is kept only where the facility is billing-integrated (elsewhere the ingoing
      // contribution is the entries' sum, and the field is not on the screen).
      calculated_ingoing_contribution: row.billing_integrated
        ? money(body.calculatedIngoingContributionFromTechone)
        : row.calculated_ingoing_contribution,
      dmf_minimum_rate: money(body.minimumRate),
      dmf_calculation_type: body.dmfUnitCostCalculationType,
    };
    const schedule = normaliseDmfSchedule(
      body.deferredManagementFeesSchedule.map((r) => ({ effectiveMonth: r.effectiveMonth ?? null, value: r.value ?? null })),
    ).map((r) => ({ feeOrderNumber: r.feeOrderNumber, effectiveMonth: r.effectiveMonth as number, value: money(r.value)! }));
    const ingoing = body.ingoingContributionEntries.map((e) => ({
      effectiveFromDate: e.effectiveFromDate,
      value: money(e.value)!,
    }));

    if (!(await repo.updateFinance(t, allocationId, body.version, after))) throw conflict();
    await repo.replaceSchedule(t, allocationId, schedule);
    const { removed, added } = ingoingChanges(row.ingoing, ingoing);
    await repo.deleteIngoing(t, allocationId, removed);
    await repo.insertIngoing(t, allocationId, added);

    for (const x of sent) {
      const id = x.person.residencyId;
      await replaceOptionalServices(t, id, x.body.optionalServices, services.get(id)!.stored);
      const type = x.body.billPayerType;
      if (type !== undefined && type !== x.person.billPayerType) await changeBillPayer(t, x.person, type, payers.get(id)!);
    }

    // The unit's brief note and the dashboard's deposits follow the dates at once: a new financial event of the unit
    // with the dates as saved (the notice to vacate carried on) whenever one of them is set, changed or cleared.
    const datesChanged =
      before.contract_signed_date !== after.contract_signed_date ||
      before.deposit_paid_date !== after.deposit_paid_date ||
      before.balance_paid_date !== after.balance_paid_date;
    if (datesChanged && row.accommodation_id !== null)
      await repo.insertFinancialEvent(t, {
        accommodationId: row.accommodation_id,
        allocationId,
        noticeToVacate: await repo.noticeToVacate(t, row.accommodation_id, allocationId),
        contractSigned: after.contract_signed_date,
        depositPaid: after.deposit_paid_date,
        balancePaid: after.balance_paid_date,
      });

    const peopleBefore = sent.map((x) => ({
      residencyId: x.person.residencyId,
      billPayerType: x.person.billPayerType,
      services: x.person.services,
    }));
    const peopleAfter = sent.map((x) => ({
      residencyId: x.person.residencyId,
      billPayerType: x.body.billPayerType ?? x.person.billPayerType,
      services: x.body.optionalServices,
    }));
    await t.auditChanges(
      'update',
      'allocation',
      allocationId,
      snapshot(before, row.schedule, row.ingoing, peopleBefore),
      snapshot(after, schedule, ingoing, peopleAfter),
      { residencyId: row.responsible_residency_id ?? row.people[0]?.residencyId ?? null, feesAndCharges: true },
    );
    const saved = await repo.feesAndCharges(t, allocationId);
    return toResponse(t, saved!, today);
  });
}

/**
 * The person's bill payer changes (seed 000 §4, as the details editor does it): invoicing by email or post is unticked
 * when the new payer has no email or postal address (shared-domain `applyBillPayerChange`), and the residency's
 * drawdowns are cleared (the finance module's rule).
 */
async function changeBillPayer(s: ScopedDb, p: repo.PersonJson, type: BillPayerType, payer: PayerSource): Promise<void> {
  const person = personOf(p);
  await repo.setBillPayerType(s, person, type);
  const invoicing = await repo.invoicing(s, person);
  if (invoicing) {
    const next = applyBillPayerChange(
      p.billPayerType,
      type,
      { isInvoiceEmail: invoicing.is_invoice_email, isInvoicePost: invoicing.is_invoice_post },
      payer,
    );
    if (next.isInvoiceEmail !== invoicing.is_invoice_email || next.isInvoicePost !== invoicing.is_invoice_post)
      await repo.setInvoicing(s, person, { is_invoice_email: next.isInvoiceEmail, is_invoice_post: next.isInvoicePost });
  }
  await clearDrawdowns(s, { residencyId: p.residencyId });
}
