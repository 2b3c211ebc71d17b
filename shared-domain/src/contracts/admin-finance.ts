/**
 * Contracts of a facility's finance set-up (seed 002 §3 "GL account mapping", "Optional service (facility level)", §7
 * finance/gl-accounts and facilities/optional-services): the request schemas the API validates and types its handlers
 * with, and the response schemas whose types mfe-admin imports. Field names are the seed's. The rules (hyphen, cost
 * centre, unique names, stop dates, rates) are shared-domain's gl-accounts and optional-services, run by the API and
 * the screens alike; the schemas only bound the shapes.
 */
import { Type, type Static } from '@sinclair/typebox';
import { GL_MAPPING_GROUPS, GL_TYPE_MAX_LENGTH } from '../gl-accounts';
import { BILLING_PERIODS, CHARGE_TYPE_MAX_LENGTH, STOP_BILLING_EVENTS } from '../optional-services';
import { DateOnly, Enum, Id, Money, Nullable, Text, Version } from './common';

export const GlMappingGroupSchema = Enum(GL_MAPPING_GROUPS);

// ---------------------------------------------------------------- GL account mapping

/** One mapping as the screen shows it. `canDelete`: a sundry charge account (the facility's own). */
export const GlAccount = Type.Object({
  id: Id('glAccount'),
  mappingGroup: GlMappingGroupSchema,
  mappingGroupDescription: Type.String(),
  mappingType: Type.String(),
  mappingValue: Nullable(Type.String()),
  otherInfo: Nullable(Type.String()),
  resmanValue: Nullable(Type.String()),
  canDelete: Type.Boolean(),
  version: Type.Integer(),
});
export type GlAccount = Static<typeof GlAccount>;

/** One group with its accounts; the AN-ACC groups have `isSubsidy` (shown under the subsidies heading). */
export const GlAccountGroup = Type.Object({
  mappingGroup: GlMappingGroupSchema,
  mappingGroupDescription: Type.String(),
  isSubsidy: Type.Boolean(),
  /** Accounts can be added to the group (sundry charges). */
  insertFlag: Type.Boolean(),
  accounts: Type.Array(GlAccount),
});
export type GlAccountGroup = Static<typeof GlAccountGroup>;

/** GET and PUT finance/gl-accounts: the facility's mapping, grouped in the seed's order. */
export const GlAccountMapping = Type.Object({ groups: Type.Array(GlAccountGroup) });
export type GlAccountMapping = Static<typeof GlAccountMapping>;

/** An account in the saved set: an existing one (id and the version read) or a new sundry charge account (no id). */
export const GlAccountBody = Type.Object({
  id: Type.Optional(Nullable(Id('glAccount'))),
  version: Type.Optional(Version()),
  mappingGroup: GlMappingGroupSchema,
  mappingType: Text(GL_TYPE_MAX_LENGTH + 50),
  mappingValue: Type.Optional(Nullable(Text(200))),
  otherInfo: Type.Optional(Nullable(Text(200))),
});
export type GlAccountBody = Static<typeof GlAccountBody>;

/**
 * PUT finance/gl-accounts: the accounts saved (new ones without id; unchanged ones may be left out) and the sundry
 * charge accounts deleted (with the version read). Field errors are keyed `accounts[i].mappingValue`.
 */
export const SaveGlAccountsBody = Type.Object({
  accounts: Type.Array(GlAccountBody, { maxItems: 500 }),
  deletedAccounts: Type.Optional(Type.Array(Type.Object({ id: Id('glAccount'), version: Version() }), { maxItems: 500 })),
});
export type SaveGlAccountsBody = Static<typeof SaveGlAccountsBody>;

/** GET finance/gl-accounts/sundrycharges: the sundry charge types with their account (null while unmapped). */
export const SundryChargeAccount = Type.Object({
  id: Id('glAccount'),
  description: Type.String(),
  mappingValue: Nullable(Type.String()),
});
export const SundryChargeAccounts = Type.Array(SundryChargeAccount);
export type SundryChargeAccount = Static<typeof SundryChargeAccount>;

// ---------------------------------------------------------------- optional services

export const BillingPeriodSchema = Enum(BILLING_PERIODS);
export const StopBillingEventSchema = Enum(STOP_BILLING_EVENTS);

export const OptionalServiceRate = Type.Object({
  id: Type.Integer(),
  startDate: Type.String(),
  endDate: Nullable(Type.String()),
  /** Decimal string. */
  value: Type.String(),
});
export type OptionalServiceRate = Static<typeof OptionalServiceRate>;

/** A facility's optional service as the screen shows it (seed 002 §3). */
export const OptionalService = Type.Object({
  id: Id('optionalService'),
  typeDescription: Type.String(),
  billingPeriod: BillingPeriodSchema,
  status: Enum(['New', 'Scheduled', 'Stopped'] as const),
  stopBillingEvent: StopBillingEventSchema,
  startDateUtc: Nullable(Type.String()),
  endDateUtc: Nullable(Type.String()),
  stopped: Type.Boolean(),
  ratesList: Type.Array(OptionalServiceRate),
  /** The rate in force today ('0' outside the service window) and its index in `ratesList` (-1 when none). */
  rate: Type.String(),
  todayRateIndex: Type.Integer(),
  version: Type.Integer(),
});
export type OptionalService = Static<typeof OptionalService>;

/** GET and PUT facilities/optional-services. `requiresStopBillingEvent`: an independent-living facility. */
export const OptionalServiceList = Type.Object({
  services: Type.Array(OptionalService),
  requiresStopBillingEvent: Type.Boolean(),
});
export type OptionalServiceList = Static<typeof OptionalServiceList>;

export const OptionalServiceRateBody = Type.Object({
  startDate: DateOnly(),
  value: Money({ max: '999999.99' }),
});

/** A service in the saved list: an existing one (id and the version read) or a new one (no id). */
export const OptionalServiceBody = Type.Object({
  id: Type.Optional(Nullable(Id('optionalService'))),
  version: Type.Optional(Version()),
  typeDescription: Text(CHARGE_TYPE_MAX_LENGTH + 50),
  billingPeriod: BillingPeriodSchema,
  stopBillingEvent: Type.Optional(Nullable(StopBillingEventSchema)),
  /** Stops the service on this date (later rates removed, the current one ended, a zero rate the next day). */
  stopDate: Type.Optional(Nullable(DateOnly())),
  ratesList: Type.Array(OptionalServiceRateBody, { maxItems: 200 }),
});
export type OptionalServiceBody = Static<typeof OptionalServiceBody>;

/**
 * PUT facilities/optional-services: the services saved (new ones without id; unchanged ones may be left out). Field
 * errors are keyed `services[i].typeDescription`, `services[i].ratesList[j].startDate`...
 */
export const SaveOptionalServicesBody = Type.Object({ services: Type.Array(OptionalServiceBody, { maxItems: 200 }) });
export type SaveOptionalServicesBody = Static<typeof SaveOptionalServicesBody>;
