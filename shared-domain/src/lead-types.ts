/**
 * Leads API types, shared by the API's `leads` module and mfe-leads. Field names are seed 001's (§3 "Lead or
 * resident", "Lead card", "Tour", "Admission info", "AN-ACC components"; §7 "Leads" and "ACCR"). A lead is a resident
 * (person, `residentId`) with a residency that is not admitted yet (`residencyId`, `isLead`).
 * Dates: date-only values 'YYYY-MM-DD'; instants ISO-8601 UTC; tourDateTime is the seed's 'YYYY-MM-DD HH:mm:ss' in the
 * facility's local time (Australia/Melbourne). `version` is the optimistic-concurrency token sent back on edits.
 * The shapes are declared once, as TypeBox schemas, in contracts/leads.ts; this file keeps the names the browser imports.
 */
import type { CareTypeName, Sex, TransferType } from './enums';

/**
 * Filter of the board as the browser keeps it (query fields of GET leads/dashboard/, leads/dashboard/status/ and
 * leads/leads-report-excel; null = not filtered, left out of the query).
 */
export interface LeadDashboardFilter {
  leadCareType?: 'All' | 'Permanent' | 'Respite';
  locationId?: number | null;
  gender?: Sex | null;
  anaccClass?: number | null;
}

/** PUT leads/admit/ and PUT residents/make-resident-funded/ body (seed 001 §3 "Admission info"). */
export interface AdmissionInfo {
  residentId: number;
  residencyId?: number;
  bedId: number | null;
  /** Instant (admission date and time). */
  admissionDateUtc: string;
  expectedDepartureDateUtc?: string | null;
  preEntryLeaveDateUtc?: string | null;
  /** Pre-entry leave days (Permanent care only); preEntryLeaveDateUtc = admission date minus these days. */
  preEntryLeaveDays?: number | null;
  accommodationClass: 'Pre01Jul2014' | 'Post01Jul2014' | 'Post01Nov2025' | string;
  palliativeStatus: boolean;
  careType: CareTypeName;
  isPrivateResidency?: boolean;
}

/**
 * POST residents/{id}/transfer body (also used for leads: transferType Lead when not admitted, otherwise DepartedResidency).
 * NOTE (API): the residents route reads the destination from `toFacilityId` (required there; the query's
 * facilityId is the current facility) and does not read `facilityId` from the body: send `toFacilityId`.
 */
export interface TransferRequest {
  facilityId: number;
  transferType: TransferType;
  version?: number;
  toFacilityId?: number;
}
