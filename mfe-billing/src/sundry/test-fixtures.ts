/** The sundry screens' test data: what the fake server answers (shapes of shared-domain's billing contracts). */
import type { SundryChargeAccount } from 'shared-domain/contracts/admin-finance';
import type { SundryCharge, SundryChargeListItem, SundryResident } from 'shared-domain/contracts/billing';
import type { FakeServer } from 'shared-auth/testing';

export const ACCOUNTS: SundryChargeAccount[] = [
  { id: 7, description: 'Hairdressing', mappingValue: '4100' },
  { id: 8, description: 'Pharmacy', mappingValue: '4200' },
];

export const RESIDENTS: SundryResident[] = [
  { residentId: 101, residencyId: 11, firstName: 'Ann', lastName: 'Archer', roomNumber: '1', bed: 'A', isChecked: false },
  { residentId: 102, residencyId: 12, firstName: 'Bob', lastName: 'Baker', roomNumber: '2', bed: null, isChecked: false },
  { residentId: 103, residencyId: 13, firstName: 'Cy', lastName: 'Cole', roomNumber: '3', bed: null, isChecked: false },
];

export function listItem(over: Partial<SundryChargeListItem> & Pick<SundryChargeListItem, 'id'>): SundryChargeListItem {
  return {
    version: 1,
    description: `Charge ${over.id}`,
    invoiceDateUtc: '2026-11-10',
    total: '10.00',
    status: 'Draft',
    draft: true,
    gstInclusive: false,
    splitBillEvenly: false,
    residentsCount: 1,
    createdOnUtc: '2026-11-10T00:00:00Z',
    modifiedOnUtc: '2026-11-10T00:00:00Z',
    modifiedByName: 'Olivia Nguyen',
    postedDateUtc: null,
    postedByName: null,
    ...over,
  };
}

/** A draft split evenly: $100.00 between Ann, Bob and Cy. */
export const DRAFT: SundryCharge = {
  id: 5,
  version: 2,
  description: 'Bus trip',
  draft: true,
  gstRate: '10.00',
  gstInclusive: false,
  splitBillEvenly: true,
  total: '100.00',
  sundryAccountId: 7,
  invoiceDateUtc: '2026-11-20',
  modifiedOnUtc: '2026-11-20T01:00:00Z',
  modifiedByName: 'Olivia Nguyen',
  postedDateUtc: null,
  postedByName: null,
  residents: RESIDENTS.map((r, i) => ({
    id: 50 + i,
    residentId: r.residentId,
    residencyId: r.residencyId,
    firstName: r.firstName,
    lastName: r.lastName,
    gstType: 'GST' as const,
    amount: i === 0 ? '33.34' : '33.33',
    gst: i === 0 ? '3.03' : '3.03',
    lineTotal: i === 0 ? '33.34' : '33.33',
    description: 'Bus trip',
    sundryAccountId: 7,
    sundryAccountDescription: 'Hairdressing',
    postedSundryAccountDescription: null,
  })),
};

export const POSTED: SundryCharge = {
  ...DRAFT,
  version: 3,
  draft: false,
  postedDateUtc: '2026-11-21T02:00:00Z',
  postedByName: 'Olivia Nguyen',
  residents: DRAFT.residents.map((l) => ({ ...l, postedSundryAccountDescription: 'Outings' })),
};

/** What every editing screen reads besides the charge. */
export function serveReferenceData(server: FakeServer): void {
  server.get('referenceData/gst-rate', { id: 1, rate: '10.00', effectiveFrom: '2000-07-01' });
  server.get('finance/gl-accounts/sundrycharges', ACCOUNTS);
  server.get('residents/sundryresidents', RESIDENTS);
}
