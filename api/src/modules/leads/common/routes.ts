/**
 * What every leads route declaration shares: the area's tag and facility type, its permissions, and the demo records
 * the examples act on (the generated security tests run each route's example).
 */

/** The leads area (seed 001 "Leads" and "ACCR"). AgeCare facilities only (an ILU facility => 404). */
export const LEADS = { tags: ['leads'], facilityType: 'AgeCare' as const };

export const VIEW = { name: 'leadsDetails', flag: 'canView' } as const;
export const MODIFY = { name: 'leadsDetails', flag: 'canModify' } as const;
export const FIN_VIEW = { name: 'leadsFinancials', flag: 'canView' } as const;
export const FIN_MODIFY = { name: 'leadsFinancials', flag: 'canModify' } as const;
export const ADMIT = { name: 'leadsAdmit', flag: 'canAction' } as const;

/**
 * Demo records the generated security tests act on (facility 1 Bayside Gardens at scale 1; see src/demo/leads.ts):
 * open leads are residents 71-77 (statuses Enquiries, TourBooked, TourCompleted, Waiting, Confirmed, Enquiries,
 * TourBooked; residency id = resident id), archived leads 78-80, resident 69 a departed resident with a new lead.
 * Each mutating example uses its own lead, so the examples do not depend on one another. Lead 74 is also the funding
 * estimate's (modules/funding/estimate/routes.ts: its examples save the lead's expected AN-ACC).
 */
export const EX = {
  update: 71,
  tourNew: 71,
  view: 72,
  tour: 72,
  move: 72,
  prospect: 73,
  beds: 74,
  admit: 75,
  del: 76,
  archive: 77,
  restore: 78,
  accr: 80,
  departedLead: 69,
  freeBed: 87,
  tourToDelete: 1,
};
