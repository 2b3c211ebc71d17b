/** Lead cards and boards for the leads area's tests. */
import type { EnquiryStatus } from 'shared-domain';
import type { LeadCard, LeadDashboard, LeadTourInfo } from 'shared-domain/contracts/leads';

let next = 100;

export function card(overrides: Partial<LeadCard> = {}): LeadCard {
  const id = overrides.residencyId ?? next++;
  return {
    residentId: id + 1000,
    residencyId: id,
    firstName: 'Lead',
    lastName: `Number${id}`,
    sex: 'Female',
    supportStatus: 'Supported',
    careType: 'Permanent',
    respiteCareLevel: 'Unknown',
    adl: 'Low',
    beh: 'Nil',
    chc: 'High',
    incomeAssetStatus: 'Unknown',
    status: 'Enquiries',
    orderNumber: '1',
    hasPreviousResidency: false,
    isArchived: false,
    isPrivateResidency: false,
    isContractSigned: false,
    isDeceased: false,
    location: { id: 1, name: 'North Wing' },
    createdOnUtc: '2026-03-04T22:00:00Z',
    requestedAdmissionDateUtc: null,
    tourInfo: null,
    expectedAnaccVariableComponent: { anaccClass: 8, anaccClassText: 'Class 8', rate: '215.82' },
    version: 3,
    ...overrides,
  };
}

export const tour = (overrides: Partial<LeadTourInfo> = {}): LeadTourInfo => ({
  id: 9,
  tourDateTime: '2026-03-10 12:30:00',
  isCompleted: false,
  tourFacilitatorUserName: 'Jo Bloggs',
  ...overrides,
});

const KEYS: Record<EnquiryStatus, keyof LeadDashboard> = {
  Enquiries: 'enquiries',
  TourBooked: 'tourBooked',
  TourCompleted: 'tourCompleted',
  Waiting: 'waiting',
  Confirmed: 'confirmed',
};

/** A dashboard whose columns hold the given cards (status set from the column), totals = card counts unless given. */
export function dashboard(
  columns: Partial<Record<EnquiryStatus, LeadCard[]>>,
  totals: Partial<Record<EnquiryStatus, number>> = {},
): LeadDashboard {
  const d = {} as LeadDashboard;
  for (const status of Object.keys(KEYS) as EnquiryStatus[]) {
    const cards = (columns[status] ?? []).map((c) => ({ ...c, status }));
    d[KEYS[status]] = { result: cards, totalCount: totals[status] ?? cards.length };
  }
  return d;
}
