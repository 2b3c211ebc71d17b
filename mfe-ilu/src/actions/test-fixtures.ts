/** The records the actions' tests start from (tests only). */
import type { UnitItem } from 'shared-domain/contracts/admin-accommodations';
import type { Enquiry, EnquiryResident } from 'shared-domain/contracts/ilu';
import { enquiry as baseEnquiry, person as basePerson } from '../testData';

/** The tests' "now": 29 Nov 2026, 1:30 PM in Melbourne. */
export const NOW = '2026-11-29T02:30:00Z';
export const TODAY = '2026-11-29';

export const RIVERSIDE = {
  id: 4,
  name: 'Riverside Village',
  region: 'Metro South',
  facilityType: 'IndependentLiving' as const,
  isBillingIntegratedFacility: false,
};

/** Ann Able, a prospect of the actions' enquiry (the pages' person builder with the actions' own values). */
export function person(over: Partial<EnquiryResident> = {}): EnquiryResident {
  return basePerson({
    id: 11,
    residentId: 11,
    residencyId: 110,
    firstName: 'Ann',
    lastName: 'Able',
    dateOfBirth: '1948-05-02',
    requestedAdmissionDateUtc: null,
    email: null,
    phoneNumber: null,
    enquirySources: [],
    ...over,
  });
}

export const ANN = person();
export const BOB = person({ id: 12, residentId: 12, residencyId: 120, firstName: 'Bob', lastName: 'Able', dateOfBirth: null });

/** Ann and Bob's enquiry, nobody admitted. */
export function enquiry(over: Partial<Enquiry> = {}): Enquiry {
  return baseEnquiry({ enquiryId: 5, version: 7, residents: [ANN, BOB], createdOnUtc: '2026-10-01T03:00:00Z', ...over });
}

export const ASSIGNED = {
  accommodationId: 31,
  unitNumber: 'U12',
  unitType: 'Two bedroom',
  location: 'Lakeside',
  independentLivingAllocationId: 5,
  iluStatus: 'Available' as const,
  briefNotes: 'Deposit paid',
};

/** Admitted on 3 Nov 2026 at 10:00 AM Melbourne time. */
const ADMITTED = { isAdmitted: true, admissionDateUtc: '2026-11-02T23:00:00Z', displayLabel: 'Resident' };

/** Both people admitted to U12. */
export function allocation(over: Partial<Enquiry> = {}): Enquiry {
  return enquiry({
    residents: [person(ADMITTED), { ...BOB, ...ADMITTED }],
    occupiedDate: '2026-11-03',
    assignedUnit: ASSIGNED,
    agreedPrice: '450000.00',
    responsibleResidencyId: 110,
    ...over,
  });
}

export function unit(over: Partial<UnitItem> = {}): UnitItem {
  return {
    accommodationId: 31,
    roomNumber: 'U12',
    accommodationName: 'Two bedroom',
    location: 'Lakeside',
    price: '450000.00',
    iluStatus: 'Available',
    briefNotes: 'Deposit paid',
    version: 1,
    ...over,
  };
}

export const UNITS: UnitItem[] = [
  unit(),
  unit({ accommodationId: 32, roomNumber: 'U14', price: '475500.00', briefNotes: null }),
  unit({
    accommodationId: 40,
    roomNumber: 'G01',
    accommodationName: 'Studio',
    location: 'Garden',
    price: '320000.00',
    briefNotes: null,
  }),
];
