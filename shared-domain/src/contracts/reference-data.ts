/**
 * Response schemas of the reference lists (GET /api/referenceData/*). Money values (rates) are decimal strings, dates
 * 'YYYY-MM-DD'. Fastify drops every property a response schema does not declare: a column added to a list goes here too.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

const Str = Type.String();
const Num = Type.Number();

export const NamedReferenceItem = Type.Object({ id: Num, name: Str });
export type NamedReferenceItem = Static<typeof NamedReferenceItem>;
export const NamedReferenceList = Type.Array(NamedReferenceItem);
export type NamedReferenceList = Static<typeof NamedReferenceList>;
export const Country = Type.Object({ id: Num, name: Str, code: Nullable(Str) });
export type Country = Static<typeof Country>;
export const CountryList = Type.Array(Country);
export type CountryList = Static<typeof CountryList>;
/**
 * GET referenceData/acfi-rates: the ACFI daily rates entered in the organisation's care funding rates (Funding - Care
 * funding rates), oldest first: each rate with the record it belongs to and that record's period (`effectiveTo`: the day
 * before the next record starts; null for the latest). Rates not entered are not listed.
 */
export const AcfiRate = Type.Object({
  careFundingRateId: Num,
  domain: Str,
  level: Str,
  dailyRate: Str,
  effectiveFrom: Str,
  effectiveTo: Nullable(Str),
});
export type AcfiRate = Static<typeof AcfiRate>;
export const AcfiRateList = Type.Array(AcfiRate);
export type AcfiRateList = Static<typeof AcfiRateList>;
export const ExtraService = Type.Object({ id: Num, name: Str, dailyRate: Str });
export type ExtraService = Static<typeof ExtraService>;
export const ExtraServiceList = Type.Array(ExtraService);
export type ExtraServiceList = Static<typeof ExtraServiceList>;
export const GstRate = Type.Object({ id: Num, rate: Str, effectiveFrom: Str });
export type GstRate = Static<typeof GstRate>;
