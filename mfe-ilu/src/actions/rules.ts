/**
 * The rules of the enquiry and allocation pages' actions, pure (tested without the DOM): which actions a page offers
 * for its state and the user's permissions, the forms' validation with the area's field messages (the words the API's
 * model state uses), and the request bodies.
 */
import { MEDICARE_TIME_ZONE } from 'shared-domain/constants';
import type { StayActionName } from 'shared-domain/contracts/federated-props';
import type { Enquiry, EnquiryResident, IluAdmissionCorrectionBody, IluAdmitBody } from 'shared-domain/contracts/ilu';
import { compareDates, formatDate, isDateOnly } from 'shared-domain/dates';
import { iluAdmissionErrors } from 'shared-domain/ilu';
import { ILU_FIELD_MESSAGES as M } from 'shared-domain/ilu/messages';
import { moneyText, parseMoneyInput } from 'shared-domain/money';
import type { FieldErrors } from 'shared-domain/model-state';
import { reversalBlock } from 'shared-domain/stay';
import { moment } from 'shared-domain/tz';

// ---------------------------------------------------------------- which actions the page offers

/** The permissions the actions read (seed 002 §2, §6; the residents area's reversal and correction permissions). */
export interface IluActionPermissions {
  /** leadsDetails.canModify: the enquiry pages' actions. */
  leadsModify: boolean;
  /** residentsDetails.canModify: the allocation pages' actions. */
  residentsModify: boolean;
  /** residentsFinancials.canModify: the settlement. */
  financialsModify: boolean;
  /** fundingReverseEvents.canAction */
  reverseEvents: boolean;
  /** fundingCorrectEvents.canAction */
  correctEvents: boolean;
  /** leadsAdmit.canAction: admit and add to unit (the API's permission for both, as the leads area's admit). */
  admit?: boolean;
  /**
   * facilityRooms.canView: the units list the assign-unit and admit dialogs choose from (GET accommodations/
   * units-by-status is the administration area's). Without it the dialogs could not list a unit, so they are not offered.
   */
  unitsView?: boolean;
}

export interface IluActionPlanInput {
  enquiry: Enquiry;
  /** The person the page shows. */
  residentId: number;
  kind: 'enquiry' | 'allocation';
  viewDepartedMode: boolean;
  permissions: IluActionPermissions;
}

export interface IluActionPlan {
  assignUnit: boolean;
  admit: boolean;
  addToUnit: boolean;
  settle: boolean;
  /** The person whose admission may be corrected / reversed (the page's person, admitted), else null. */
  correctAdmission: EnquiryResident | null;
  reverseAdmission: EnquiryResident | null;
  /** The page's departed person of a vacated allocation: the allocation's own departure reversal. */
  reverseVacating: EnquiryResident | null;
  /** The residents area's stay actions offered for the page's person; null: none (the person is not admitted). */
  stayActions: StayActionName[] | null;
}

/** The stay actions of an admitted person the allocation page takes from the residents area, whatever the state. */
const STAY_ACTIONS: readonly StayActionName[] = [
  'sendOnLeave',
  'returnFromLeave',
  'editLeave',
  'reverseLeave',
  'depart',
  'vacate',
  'transfer',
];

/** The people still to be admitted (neither admitted nor departed). */
export function peopleToAdmit(enquiry: Enquiry): EnquiryResident[] {
  return enquiry.residents.filter((r) => !r.isAdmitted && !r.isDeparted);
}

/**
 * What the page offers:
 * - an enquiry nobody of which is admitted: assign unit, and admit to unit (leadsDetails.canModify);
 * - an allocation with one person admitted and one not: add to unit, the unit being the allocation's (the page's
 *   modify permission: leads on the enquiry page, residents on the allocation page);
 * - an admitted allocation not settled: finalise settlement (residentsFinancials.canModify), vacated or not;
 * - on the allocation page, for its admitted person: correct and reverse the admission (the reversal refused for a
 *   departed person), and the residents area's stay actions. A settled allocation's departure cannot be changed, so
 *   neither its correction nor its reversal is offered then. The departure of a vacated allocation is reversed with the
 *   allocation (the unit occupied again), another person's departure with the residents area's own reversal.
 */
export function iluActionPlan({
  enquiry,
  residentId,
  kind,
  viewDepartedMode,
  permissions: p,
}: IluActionPlanInput): IluActionPlan {
  const person = enquiry.residents.find((r) => r.residentId === residentId) ?? null;
  const anyAdmitted = enquiry.residents.some((r) => r.isAdmitted);
  const waiting = peopleToAdmit(enquiry);
  const current = !viewDepartedMode && !enquiry.vacatingDateUtc;
  const modify = kind === 'enquiry' ? p.leadsModify : p.residentsModify;
  const newEnquiry = kind === 'enquiry' && current && !anyAdmitted && p.leadsModify;
  const onAllocation = kind === 'allocation' && !!person?.isAdmitted;
  const vacated = !!enquiry.vacatingDateUtc;
  const departureActions: StayActionName[] = enquiry.isSettled
    ? []
    : vacated
      ? ['correctDeparture']
      : ['correctDeparture', 'reverseDeparture'];
  // Absent (older callers, tests): allowed, as before these two were checked.
  const mayAdmit = p.admit ?? true;
  const unitsListed = p.unitsView ?? true;
  return {
    assignUnit: newEnquiry && unitsListed,
    admit: newEnquiry && waiting.length > 0 && mayAdmit && (!!enquiry.assignedUnit || unitsListed),
    addToUnit: current && anyAdmitted && waiting.length > 0 && !!enquiry.assignedUnit && modify && mayAdmit,
    settle: kind === 'allocation' && (anyAdmitted || !!enquiry.occupiedDate) && !enquiry.isSettled && p.financialsModify,
    correctAdmission: onAllocation && p.correctEvents ? person : null,
    reverseAdmission: onAllocation && p.reverseEvents ? person : null,
    reverseVacating:
      kind === 'allocation' && person?.isDeparted && vacated && !enquiry.isSettled && p.reverseEvents ? person : null,
    stayActions: onAllocation ? [...STAY_ACTIONS, ...departureActions] : null,
  };
}

/** The refusal of a person's admission reversal before any call (a departed person's admission): null = allowed. */
export function admissionReversalBlock(person: Pick<EnquiryResident, 'isDeparted'>): string | null {
  return reversalBlock(5, { isDeparted: person.isDeparted, isReversed: false });
}

export const fullName = (p: Pick<EnquiryResident, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`;

// ---------------------------------------------------------------- dates and times

/** The admission time's default, as the leads' admit dialog has it (12:30 PM). */
export const DEFAULT_ADMISSION_TIME = '12:30';

/** A stored admission as the form's Melbourne date and 'HH:mm' (a date without a time: the default time). */
export function admissionDateAndTime(stored: string | null): { date: string; time: string } {
  if (!stored) return { date: '', time: DEFAULT_ADMISSION_TIME };
  if (isDateOnly(stored)) return { date: stored, time: DEFAULT_ADMISSION_TIME };
  const local = moment.tz(stored, MEDICARE_TIME_ZONE);
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
}

/** An amount as typed ('$450,000') as the API's decimal with cents ('450000.00'); what is not a number, as typed. */
export function moneyBody(text: string): string {
  const amount = parseMoneyInput(text);
  return amount ? moneyText(amount) : text;
}

function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** The admission date's rules (admit and correction): the shared rule the API applies too. */
function checkAdmission(errors: FieldErrors, date: string, time: string, ctx: { today: string }): void {
  for (const [field, messages] of Object.entries(iluAdmissionErrors(date, time, ctx.today)))
    errors[field] = [...(errors[field] ?? []), ...messages];
}

// ---------------------------------------------------------------- assign unit

export interface AssignUnitValues {
  status: 'Available' | 'All';
  accommodationId: string;
  price: string;
}

/** A unit chosen and a price (its format is the money field's own rule). */
export function assignUnitErrors(v: AssignUnitValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.accommodationId) add(errors, 'accommodationId', M.unitRequired);
  if (!String(v.price ?? '').trim()) add(errors, 'price', M.priceRequired);
  return errors;
}

// ---------------------------------------------------------------- admit and add to unit

export interface AdmitPersonValues {
  residentId: number;
  name: string;
  dateOfBirth: string;
}

export interface AdmitValues {
  accommodationId: string;
  responsibleResidencyId: string;
  price: string;
  admissionDate: string;
  admissionTime: string;
  /** The people admitted, each with the date of birth sent with the admission. */
  people: AdmitPersonValues[];
}

/** Admit requires a selected unit and a valid form (seed 002 §5). */
export function admitErrors(v: AdmitValues, ctx: { createdOnUtc: string; today: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.accommodationId) add(errors, 'accommodationId', M.unitRequired);
  if (!v.responsibleResidencyId) add(errors, 'responsibleResidencyId', M.responsibleResidentRequired);
  if (!String(v.price ?? '').trim()) add(errors, 'price', M.priceRequired);
  checkAdmission(errors, v.admissionDate, v.admissionTime, ctx);
  return errors;
}

/** POST enquiries/admit: the people of `v` (all of the enquiry's, or the one added to the unit). */
export function admitPayload(enquiry: Pick<Enquiry, 'enquiryId' | 'version'>, v: AdmitValues): IluAdmitBody {
  return {
    accommodationId: Number(v.accommodationId),
    iluAllocationId: enquiry.enquiryId,
    admissionDate: v.admissionDate,
    ...(v.admissionTime ? { admissionTimeLocal: v.admissionTime } : {}),
    responsibleResidencyId: Number(v.responsibleResidencyId),
    price: moneyBody(v.price),
    residentDetails: v.people.map((p) => ({ residentId: p.residentId, dateOfBirth: p.dateOfBirth || null })),
    version: enquiry.version,
  };
}

// ---------------------------------------------------------------- settlement

export interface SettlementValues {
  settlementDate: string;
  settlementPrice: string;
}

/** Both required; the date not before the vacating date, or else the admission date. */
export function settlementErrors(v: SettlementValues, minimumDate: string | null): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.settlementDate) add(errors, 'settlementDate', M.settlementDateRequired);
  else if (minimumDate && compareDates(v.settlementDate, minimumDate) < 0)
    add(errors, 'settlementDate', M.settlementDateTooEarly(formatDate(minimumDate)));
  if (!String(v.settlementPrice ?? '').trim()) add(errors, 'settlementPrice', M.settlementPriceRequired);
  return errors;
}

// ---------------------------------------------------------------- admission correction

export interface CorrectionValues {
  admissionDate: string;
  admissionTime: string;
}

export function correctionErrors(v: CorrectionValues, ctx: { createdOnUtc: string; today: string }): FieldErrors {
  const errors: FieldErrors = {};
  checkAdmission(errors, v.admissionDate, v.admissionTime, ctx);
  return errors;
}

export function correctionPayload(
  enquiry: Pick<Enquiry, 'enquiryId' | 'version'>,
  residentId: number,
  v: CorrectionValues,
): IluAdmissionCorrectionBody {
  return {
    iluAllocationId: enquiry.enquiryId,
    residentId,
    admissionDate: v.admissionDate,
    ...(v.admissionTime ? { admissionTimeLocal: v.admissionTime } : {}),
    version: enquiry.version,
  };
}
