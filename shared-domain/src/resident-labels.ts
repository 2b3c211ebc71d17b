/**
 * Resident display label and search target (seed 000 §2 "Resident search", §4 display label), without moment: the
 * shell's header search imports this module by path on the first page (residents.ts re-exports it).
 */
import { careTypeName, type CareType, type CareTypeName, type FacilityType } from './enums';

export interface ResidentLabelInput {
  careType?: CareType | CareTypeName | number | string | null;
  admissionDateUtc?: string | null;
  departureDateUtc?: string | null;
  isDeparted?: boolean | null;
  isArchived?: boolean | null;
}

function isSet(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/**
 * Display label of a resident or lead (seed 000 §4).
 * AgeCare, checked in this order:
 * - admitted (admissionDateUtc set) and not departed -> '{careType} resident' (e.g. 'Permanent resident')
 * - not admitted and archived -> 'Archived lead'
 * - departed (departureDateUtc set or isDeparted) -> 'Departed'
 * - otherwise -> 'Enquiry for {careType} care' (e.g. 'Enquiry for Respite care')
 * IndependentLiving: 'Resident' (admitted, not departed), 'Departed', otherwise 'Enquiry'.
 */
export function residentDisplayLabel(resident: ResidentLabelInput, facilityType: FacilityType): string {
  const admitted = isSet(resident.admissionDateUtc);
  const departed = isSet(resident.departureDateUtc) || resident.isDeparted === true;
  if (facilityType === 'IndependentLiving') {
    if (admitted && !departed) return 'Resident';
    if (departed) return 'Departed';
    return 'Enquiry';
  }
  const care = careTypeName(resident.careType) ?? '';
  if (admitted && !departed) return `${care} resident`.trim();
  if (!admitted && resident.isArchived === true) return 'Archived lead';
  if (departed) return 'Departed';
  return care ? `Enquiry for ${care} care` : 'Enquiry';
}

export interface ResidentSearchTargetInput {
  residentId: number;
  enquiryId?: number | null;
  admissionDateUtc?: string | null;
  departureDateUtc?: string | null;
  facilityType?: FacilityType | null;
}

/**
 * Route a resident search row opens (seed 000 §2 "Resident search").
 * AgeCare: '/viewResident/{residentId}' when admissionDateUtc is set, else '/viewLead/{residentId}'.
 * IndependentLiving: '/viewIndependentLiving/{enquiryId}/resident/{residentId}/{viewDepartedMode}' when admitted
 * (viewDepartedMode is 'false', or 'true' when the row is departed, as rows of search-current-and-departed can be),
 * else '/independentLiving/{enquiryId}/enquiry/{residentId}'.
 * `facilityType` defaults to the row's own facilityType, then AgeCare.
 */
export function residentSearchTarget(row: ResidentSearchTargetInput, facilityType?: FacilityType | null): string {
  const type = facilityType ?? row.facilityType ?? 'AgeCare';
  const admitted = isSet(row.admissionDateUtc);
  if (type === 'IndependentLiving') {
    if (row.enquiryId === null || row.enquiryId === undefined) {
      throw new Error(`Independent living search row of resident ${row.residentId} has no enquiryId`);
    }
    if (admitted) return `/viewIndependentLiving/${row.enquiryId}/resident/${row.residentId}/${isSet(row.departureDateUtc)}`;
    return `/independentLiving/${row.enquiryId}/enquiry/${row.residentId}`;
  }
  return admitted ? `/viewResident/${row.residentId}` : `/viewLead/${row.residentId}`;
}

export interface ResidentPageRow {
  residentId: number;
  /** The row's independent-living allocation: an ILU row carries it (its pages are addressed by it). */
  independentLivingAllocationId?: number | null;
  admissionDateUtc?: string | null;
  departureDateUtc?: string | null;
}

/**
 * The page a resident list row opens: an independent-living row (one that carries its allocation) opens the
 * allocation page once admitted (in departed mode once departed), else the enquiry page (residentSearchTarget's rule);
 * any other row opens the resident page '/viewResident/{residentId}'.
 */
export function residentPageUrl(row: ResidentPageRow): string {
  const enquiryId = row.independentLivingAllocationId;
  if (enquiryId === null || enquiryId === undefined) return `/viewResident/${row.residentId}`;
  return residentSearchTarget({ ...row, enquiryId }, 'IndependentLiving');
}
