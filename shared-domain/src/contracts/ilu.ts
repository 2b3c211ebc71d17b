/**
 * Contracts of the independent-living area (seed 002 §3 "Enquiry", "Fees and charges (ILU)", "Admission, assign unit,
 * settlement, transfer"; §7 "Independent living"): the request schemas the API validates and types its handlers with,
 * and the response schemas mfe-ilu imports. Field names are the seed's.
 *
 * An enquiry is an allocation (`enquiryId` = the allocation's id) of one or two people; each person has an ILU
 * residency of the allocation. Once admitted the same allocation is the residents' allocation of a unit. Every id names
 * the record kind it points at (`Id(kind)`) so the object-level suite puts another facility's ids in it. Money is a
 * decimal string with two places on the way out, a decimal (string or number) on the way in; percentages the same.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { BillPayerType, DmfUnitCostCalculationType, FacilityType, IluStatus } from '../enums';
import { ILU_FIELD_MESSAGES as M } from '../ilu/messages';
import { Contact, ResidentListPage } from './resident-responses';
import { ResidencyOptionalService, ResidencyOptionalServiceBody } from './finance-fees';
import { DateOnly, Decimal, Enum, Id, LongText, Money, Nullable, PagingQuery, Text, Version } from './common';

const Str = Type.String();
const Num = Type.Number();
const Bool = Type.Boolean();
const Opt = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));
const values = <T extends string>(o: Readonly<Record<string, T>>): T[] => Object.values(o);

const DATE = { messages: { format: 'Enter a valid date.', type: 'Enter a valid date.' } };
const Day = () => DateOnly(DATE);
/** A local time 'HH:mm' (the admission's time). */
const TimeLocal = () =>
  Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', maxLength: 5, 'x-messages': { pattern: M.admissionTimeInvalid } });
const Amount = () => Money({ messages: { decimal: M.amountInvalid, type: M.amountInvalid } });
const Rate = () => Decimal({ min: 0, max: 100, scale: 2 }, { messages: { decimal: M.rateInvalid, type: M.rateInvalid } });

// ---------------------------------------------------------------- enumerations

export const PRIMARY_CONTACT_CHOICES = ['prospect1', 'prospect2', 'other'] as const;
export type PrimaryContactChoice = (typeof PRIMARY_CONTACT_CHOICES)[number];
/** The DMF calculation types (enums' DmfUnitCostCalculationType; their one label: DMF_UNIT_COST_CALCULATION_TYPE_LABELS). */
export const DMF_CALCULATION_TYPES = values(DmfUnitCostCalculationType);
export type DmfCalculationType = DmfUnitCostCalculationType;

// ---------------------------------------------------------------- params and queries

export const EnquiryParams = Type.Object({ id: Id('allocation') });
export type EnquiryParams = Static<typeof EnquiryParams>;
/** GET enquiries/{id} and the fees: `viewDepartedMode` shows a departed allocation; `residentId` the selected person. */
export const EnquiryQuery = Type.Object({
  viewDepartedMode: Type.Optional(Type.Boolean()),
  residentId: Type.Optional(Id('resident')),
});
export type EnquiryQuery = Static<typeof EnquiryQuery>;
export const AllocationListQuery = PagingQuery;
export const UnitEventsParams = Type.Object({ id: Id('room') });

// ---------------------------------------------------------------- create, update, add, transfer, delete

/** An enquiry source picked (an id of the list) or typed (id 'new_<name>', added for the organisation). */
export const EnquirySourceRef = Type.Object({
  id: Type.Union([Id('reference'), Type.String({ pattern: '^new_.+', maxLength: 110 })]),
  name: Text(100),
});
export type EnquirySourceRef = Static<typeof EnquirySourceRef>;

export const Prospect = Type.Object({
  /** A person this facility already knows (mark as ILU enquiry); absent for a new person. */
  residentId: Type.Optional(Id('resident')),
  firstName: Text(100, { messages: { required: M.prospectFirstNameRequired } }),
  lastName: Text(100, { messages: { required: M.prospectLastNameRequired } }),
  dateOfBirth: Opt(Day()),
  email: Opt(Text(200)),
  phoneNumber: Opt(Text(30)),
});
export type Prospect = Static<typeof Prospect>;

/** POST enquiries: one or two prospects, the primary contact and the enquiry sources. */
export const CreateEnquiryBody = Type.Object({
  prospect1: Prospect,
  prospect2: Opt(Prospect),
  primaryContact: Opt(Enum(PRIMARY_CONTACT_CHOICES, { messages: { enum: M.primaryContactRequired } })),
  contactFirstName: Opt(Text(100)),
  contactLastName: Opt(Text(100)),
  contactEmail: Opt(Text(200)),
  contactPhoneNumber: Opt(Text(30)),
  enquirySources: Type.Optional(Type.Array(EnquirySourceRef, { maxItems: 50 })),
  requestedAdmissionDateUtc: Opt(Day()),
  accessibilityRequirement: Opt(LongText(2000)),
});
export type CreateEnquiryBody = Static<typeof CreateEnquiryBody>;
export const CreateEnquiryResponse = Type.Object({ enquiryId: Num, residentIds: Type.Array(Num) });
export type CreateEnquiryResponse = Static<typeof CreateEnquiryResponse>;

/** One person of an enquiry as PUT enquiries saves it. */
export const EnquiryResidentBody = Type.Object({
  residentId: Id('resident'),
  firstName: Text(100, { messages: { required: M.prospectFirstNameRequired } }),
  lastName: Text(100, { messages: { required: M.prospectLastNameRequired } }),
  dateOfBirth: Opt(Day()),
  requestedAdmissionDateUtc: Opt(Day()),
  email: Opt(Text(200)),
  phoneNumber: Opt(Text(30)),
  enquirySources: Type.Optional(Type.Array(EnquirySourceRef, { maxItems: 50 })),
  billPayerType: Type.Optional(Enum(values(BillPayerType))),
  /** CC emails separated by semicolons (commas are converted). */
  ccEmail: Opt(Text(500)),
  debtor: Opt(Text(50)),
});
export type EnquiryResidentBody = Static<typeof EnquiryResidentBody>;

/** PUT enquiries: the enquiry's details and its people (409 when `version`, the allocation's, is stale). */
export const UpdateEnquiryBody = Type.Object({
  enquiryId: Id('allocation'),
  version: Version(),
  residents: Type.Array(EnquiryResidentBody, { minItems: 1, maxItems: 2 }),
  primaryContact: Opt(Enum(PRIMARY_CONTACT_CHOICES, { messages: { enum: M.primaryContactRequired } })),
  contactFirstName: Opt(Text(100)),
  contactLastName: Opt(Text(100)),
  contactEmail: Opt(Text(200)),
  contactPhoneNumber: Opt(Text(30)),
  accessibilityRequirement: Opt(LongText(2000)),
});
export type UpdateEnquiryBody = Static<typeof UpdateEnquiryBody>;

/** POST enquiries/add-resident: a second person of the enquiry (an enquiry has at most two). */
export const AddEnquiryResidentBody = Type.Object({
  enquiryId: Id('allocation'),
  version: Version(),
  prospect: Prospect,
});
export type AddEnquiryResidentBody = Static<typeof AddEnquiryResidentBody>;
export const AddEnquiryResidentResponse = Type.Object({ result: Num });
export type AddEnquiryResidentResponse = Static<typeof AddEnquiryResidentResponse>;

/** POST enquiries/transfer-enquiry: the chosen people move as leads to another facility of the organisation. */
export const TransferEnquiryBody = Type.Object({
  enquiryId: Id('allocation'),
  version: Version(),
  transferType: Enum(['Lead'] as const),
  residentIds: Type.Array(Id('resident'), { minItems: 1, maxItems: 2, 'x-messages': { minItems: M.transferResidentsRequired } }),
  toFacilityId: Id('facility', { messages: { required: M.transferFacilityRequired } }),
});
export type TransferEnquiryBody = Static<typeof TransferEnquiryBody>;
export const TransferEnquiryResponse = Type.Object({ facilityId: Num, residentIds: Type.Array(Num) });
export type TransferEnquiryResponse = Static<typeof TransferEnquiryResponse>;

/** DELETE enquiries/{id}?version=: an enquiry not yet admitted. */
export const DeleteEnquiryQuery = Type.Object({ version: Version() });
/** The enquiry deleted, and its people removed with it (those nothing else in the organisation refers to). */
export const DeleteEnquiryResponse = Type.Object({ enquiryId: Num, deleted: Bool, removedResidentIds: Type.Array(Num) });
export type DeleteEnquiryResponse = Static<typeof DeleteEnquiryResponse>;

// ---------------------------------------------------------------- admission, unit, settlement, corrections

/** POST accommodations/assign-unit: the enquiry's unit and its price. */
export const AssignUnitBody = Type.Object({
  accommodationId: Id('room', { messages: { required: M.unitRequired } }),
  independentLivingAllocationId: Id('allocation'),
  price: Amount(),
  version: Version(),
});
export type AssignUnitBody = Static<typeof AssignUnitBody>;

/** POST enquiries/admit: admit the enquiry's people (all or the one not yet admitted) to the unit. */
export const IluAdmitBody = Type.Object({
  accommodationId: Id('room', { messages: { required: M.unitRequired } }),
  iluAllocationId: Id('allocation'),
  admissionDate: DateOnly({ messages: { required: M.admissionDateRequired, format: 'Enter a valid date.' } }),
  admissionTimeLocal: Type.Optional(TimeLocal()),
  responsibleResidencyId: Id('residency', { messages: { required: M.responsibleResidentRequired } }),
  price: Amount(),
  residentDetails: Type.Array(Type.Object({ residentId: Id('resident'), dateOfBirth: Opt(Day()) }), {
    minItems: 1,
    maxItems: 2,
  }),
  version: Version(),
});
export type IluAdmitBody = Static<typeof IluAdmitBody>;

/** POST allocations/settlement ('Finalise settlement'). */
export const SettlementBody = Type.Object({
  iluAllocationId: Id('allocation'),
  settlementDate: DateOnly({ messages: { required: M.settlementDateRequired, format: 'Enter a valid date.' } }),
  settlementPrice: Money({ messages: { required: M.settlementPriceRequired, decimal: M.amountInvalid } }),
  version: Version(),
});
export type SettlementBody = Static<typeof SettlementBody>;

/** POST allocations/admission-correction: one person's admission date (and time) corrected. */
export const IluAdmissionCorrectionBody = Type.Object({
  iluAllocationId: Id('allocation'),
  residentId: Id('resident'),
  admissionDate: DateOnly({ messages: { required: M.admissionDateRequired, format: 'Enter a valid date.' } }),
  admissionTimeLocal: Type.Optional(TimeLocal()),
  version: Version(),
});
export type IluAdmissionCorrectionBody = Static<typeof IluAdmissionCorrectionBody>;

/** POST allocations/{id}/reverse-admission and allocations/departure/reversal: one person's event reversed. */
export const IluReversalBody = Type.Object({ residentId: Id('resident'), version: Version() });
export type IluReversalBody = Static<typeof IluReversalBody>;
export const IluDepartureReversalBody = Type.Object({
  iluAllocationId: Id('allocation'),
  residentId: Id('resident'),
  version: Version(),
});
export type IluDepartureReversalBody = Static<typeof IluDepartureReversalBody>;

/** POST allocations/{id}/notes: the allocation's notes, a JSON string body (the seed's). */
export const AllocationNotesBody = LongText(4000);
/** POST allocations/{id}/notes?version=: the allocation's version (the body is the notes alone), 409 when stale. */
export const AllocationNotesQuery = Type.Object({ version: Version() });
export type AllocationNotesQuery = Static<typeof AllocationNotesQuery>;
/** The allocation in the path of allocations/{id}/... (an enquiry's id is its allocation's). */
export const AllocationParams = EnquiryParams;

// ---------------------------------------------------------------- responses

/**
 * The answer of the allocation's actions (assign unit, admit, corrections, reversals, notes, settlement): the
 * allocation's new version; the screen reloads the enquiry or allocation it shows.
 */
export const IluAllocationResult = Type.Object({ independentLivingAllocationId: Num, version: Num });
export type IluAllocationResult = Static<typeof IluAllocationResult>;
/** POST accommodations/assign-unit: the unit now assigned. */
export const AssignUnitResult = Type.Object({ independentLivingAllocationId: Num, accommodationId: Num, version: Num });
export type AssignUnitResult = Static<typeof AssignUnitResult>;
/** POST enquiries/admit: the people admitted by this call. */
export const IluAdmitResult = Type.Object({ independentLivingAllocationId: Num, residentIds: Type.Array(Num), version: Num });
export type IluAdmitResult = Static<typeof IluAdmitResult>;

export const AssignedUnit = Type.Object({
  accommodationId: Num,
  unitNumber: Str,
  unitType: Nullable(Str),
  location: Nullable(Str),
  independentLivingAllocationId: Num,
  iluStatus: Nullable(Enum(values(IluStatus))),
  /** The unit's brief note (the latest accommodation financial event, seed §4). */
  briefNotes: Nullable(Str),
});
export type AssignedUnit = Static<typeof AssignedUnit>;

/** A person of an enquiry or allocation. */
export const EnquiryResident = Type.Object({
  id: Num,
  residentId: Num,
  residencyId: Num,
  /** The residency's version (the residents area's stay actions check it). */
  residencyVersion: Num,
  firstName: Str,
  lastName: Str,
  dateOfBirth: Nullable(Str),
  requestedAdmissionDateUtc: Nullable(Str),
  email: Nullable(Str),
  phoneNumber: Nullable(Str),
  enquirySources: Type.Array(Type.Object({ id: Num, name: Str })),
  billPayerType: Enum(values(BillPayerType)),
  billPayerDetail: Type.Object({ ccEmail: Nullable(Str) }),
  primaryContact: Nullable(Contact),
  secondaryContact: Nullable(Contact),
  debtor: Nullable(Str),
  admissionDateUtc: Nullable(Str),
  departureDateUtc: Nullable(Str),
  isAdmitted: Bool,
  isDeparted: Bool,
  isOnLeave: Bool,
  /** 'Resident', 'Departed' or 'Enquiry' (seed 000 §4 ILU labels). */
  displayLabel: Str,
});
export type EnquiryResident = Static<typeof EnquiryResident>;

/** GET enquiries/{id}: the enquiry (or allocation) with its people. */
export const Enquiry = Type.Object({
  enquiryId: Num,
  version: Num,
  facilityId: Num,
  facilityType: Enum(values(FacilityType)),
  residents: Type.Array(EnquiryResident),
  primaryContact: Nullable(Enum(PRIMARY_CONTACT_CHOICES)),
  contactFirstName: Nullable(Str),
  contactLastName: Nullable(Str),
  contactEmail: Nullable(Str),
  contactPhoneNumber: Nullable(Str),
  /** The admission (date-only) once admitted: the enquiry is then an allocation. */
  occupiedDate: Nullable(Str),
  vacatingDateUtc: Nullable(Str),
  depositPaidDateUtc: Nullable(Str),
  responsibleResidencyId: Nullable(Num),
  accessibilityRequirement: Nullable(Str),
  notes: Nullable(Str),
  assignedUnit: Nullable(AssignedUnit),
  agreedPrice: Nullable(Str),
  isSettled: Bool,
  settlementDateUtc: Nullable(Str),
  settlementPrice: Nullable(Str),
  createdOnUtc: Str,
});
export type Enquiry = Static<typeof Enquiry>;

/**
 * GET allocations and allocations/departed-residents: the residents area's list rows (the one list read), whose
 * `independentLivingAllocationId` links a row to its allocation page.
 */
export const AllocationListPage = ResidentListPage;
export type AllocationListPage = Static<typeof ResidentListPage>;

// ---------------------------------------------------------------- fees and charges (the finance screen)

export const DmfScheduleRow = Type.Object({
  effectiveMonth: Nullable(Num),
  value: Nullable(Str),
  /** The row's cumulative percentage (seed §9 row total), blank when the row lacks a value or a month. */
  total: Nullable(Str),
  feeOrderNumber: Num,
  independentLivingAllocationId: Num,
});
export type DmfScheduleRow = Static<typeof DmfScheduleRow>;

export const IngoingContributionEntry = Type.Object({ id: Nullable(Num), effectiveFromDate: Str, value: Str });
export type IngoingContributionEntry = Static<typeof IngoingContributionEntry>;

export const IluResidencyFinanceFees = Type.Object({
  residencyId: Num,
  residentId: Num,
  residentName: Str,
  billPayerType: Enum(values(BillPayerType)),
  billPayerFullName: Nullable(Str),
  optionalServices: Type.Array(ResidencyOptionalService),
});
export type IluResidencyFinanceFees = Static<typeof IluResidencyFinanceFees>;

/** GET enquiries/finance/fees-and-charges/{id}. Figures are computed by shared-domain/ilu on both sides. */
export const IluFeesAndCharges = Type.Object({
  independentLivingAllocationId: Num,
  version: Num,
  isBillingIntegratedFacility: Bool,
  assignedAccommodationDto: Nullable(
    Type.Object({
      accommodationId: Num,
      unitNumber: Str,
      unitType: Nullable(Str),
      location: Nullable(Str),
      independentLivingAllocationId: Num,
    }),
  ),
  financialSummaryAndUnitCostsDto: Type.Object({
    publishedPrice: Nullable(Str),
    responsibleResidentId: Nullable(Num),
    responsibleResident: Nullable(Str),
    responsibleResidencyId: Nullable(Num),
    contractSignedDateUtc: Nullable(Str),
    depositPaidDateUtc: Nullable(Str),
    balancePaidDateUtc: Nullable(Str),
    settlementPrice: Nullable(Str),
    settlementDateUtc: Nullable(Str),
    dmfCalculationDateUtc: Nullable(Str),
    dmfUnitPrice: Nullable(Str),
    agreedPrice: Nullable(Str),
    residentCapitalGainRate: Nullable(Str),
    residentCapitalLossRate: Nullable(Str),
    additionalCosts: Nullable(Str),
    ingoingContribution: Nullable(Str),
    calculatedIngoingContributionFromTechone: Nullable(Str),
    /** The accrued DMF and the estimated refund as the server computes them (the same function as the screen). */
    accruedDmf: Nullable(Str),
    capitalGain: Nullable(Str),
    estimatedRefund: Nullable(Str),
  }),
  ingoingContributionEntries: Type.Array(IngoingContributionEntry),
  vacatingDateUtc: Nullable(Str),
  admissionDateUtc: Nullable(Str),
  isSettled: Bool,
  deferredManagementFeeDto: Type.Object({
    minimumRate: Nullable(Str),
    dmfUnitCostCalculationType: Enum(DMF_CALCULATION_TYPES),
    dmfUnitCostCalculationTypeDescription: Str,
    independentLivingAllocationId: Num,
    deferredManagementFeesSchedule: Type.Array(DmfScheduleRow),
  }),
  iluResidencyFinanceFees: Type.Array(IluResidencyFinanceFees),
});
export type IluFeesAndCharges = Static<typeof IluFeesAndCharges>;

/** POST enquiries/finance/fees-and-charges: the finance screen's save. */
export const SaveIluFeesBody = Type.Object({
  independentLivingAllocationId: Id('allocation'),
  version: Version(),
  agreedPrice: Opt(Amount()),
  contractSignedDateUtc: Opt(Day()),
  depositPaidDateUtc: Opt(Day()),
  balancePaidDateUtc: Opt(Day()),
  residentCapitalGainRate: Opt(Rate()),
  residentCapitalLossRate: Opt(Rate()),
  additionalCosts: Opt(Amount()),
  /** Billing-integrated facilities only: the accounting system's ingoing contribution. */
  calculatedIngoingContributionFromTechone: Opt(Amount()),
  ingoingContributionEntries: Type.Array(
    Type.Object({ effectiveFromDate: Day(), value: Money({ min: '-99999999.99', messages: { decimal: M.amountInvalid } }) }),
    { maxItems: 100 },
  ),
  minimumRate: Opt(Rate()),
  dmfUnitCostCalculationType: Enum(DMF_CALCULATION_TYPES),
  /** Rows as typed: only those with a month and a value above 0 are kept, renumbered from 1. */
  deferredManagementFeesSchedule: Type.Array(
    Type.Object({
      effectiveMonth: Opt(Type.Integer({ minimum: 0, maximum: 1200 })),
      value: Opt(Rate()),
    }),
    { minItems: 1, maxItems: 50, 'x-messages': { minItems: M.dmfScheduleRequired } },
  ),
  residencies: Type.Array(
    Type.Object({
      residencyId: Id('residency'),
      billPayerType: Type.Optional(Enum(values(BillPayerType))),
      optionalServices: Type.Array(ResidencyOptionalServiceBody, { maxItems: 200 }),
    }),
    { maxItems: 2 },
  ),
});
export type SaveIluFeesBody = Static<typeof SaveIluFeesBody>;
