/** An enquiry (GET enquiries/{id}) and its people, for the pages' tests. */
import type { Enquiry, EnquiryResident } from 'shared-domain/contracts/ilu';

export function person(over: Partial<EnquiryResident> = {}): EnquiryResident {
  return {
    id: 701,
    residentId: 7,
    residencyId: 70,
    residencyVersion: 1,
    firstName: 'Grace',
    lastName: 'Hill',
    dateOfBirth: '1948-04-02',
    requestedAdmissionDateUtc: '2027-01-15',
    email: 'grace@example.com',
    phoneNumber: '0400 111 222',
    enquirySources: [{ id: 2, name: 'Website' }],
    billPayerType: 'Resident',
    billPayerDetail: { ccEmail: null },
    primaryContact: null,
    secondaryContact: null,
    debtor: null,
    admissionDateUtc: null,
    departureDateUtc: null,
    isAdmitted: false,
    isDeparted: false,
    isOnLeave: false,
    displayLabel: 'Enquiry',
    ...over,
  };
}

export const HENRY = person({
  id: 801,
  residentId: 8,
  residencyId: 80,
  firstName: 'Henry',
  lastName: 'Hill',
  email: null,
  phoneNumber: null,
  dateOfBirth: null,
  enquirySources: [],
});

export function enquiry(over: Partial<Enquiry> = {}): Enquiry {
  return {
    enquiryId: 3,
    version: 4,
    facilityId: 4,
    facilityType: 'IndependentLiving',
    residents: [person()],
    primaryContact: 'prospect1',
    contactFirstName: null,
    contactLastName: null,
    contactEmail: null,
    contactPhoneNumber: null,
    occupiedDate: null,
    vacatingDateUtc: null,
    depositPaidDateUtc: null,
    responsibleResidencyId: null,
    accessibilityRequirement: null,
    notes: null,
    assignedUnit: null,
    agreedPrice: null,
    isSettled: false,
    settlementDateUtc: null,
    settlementPrice: null,
    createdOnUtc: '2026-10-01T01:00:00.000Z',
    ...over,
  };
}

/** An admitted allocation of Grace and Henry in unit 12. */
export function allocation(over: Partial<Enquiry> = {}): Enquiry {
  const admitted = { isAdmitted: true, admissionDateUtc: '2026-11-02', displayLabel: 'Resident' };
  return enquiry({
    residents: [person(admitted), { ...HENRY, ...admitted }],
    occupiedDate: '2026-11-02',
    depositPaidDateUtc: '2026-10-20',
    agreedPrice: '650000.00',
    assignedUnit: {
      accommodationId: 12,
      unitNumber: 'U12',
      unitType: 'Two bedroom',
      location: 'North wing',
      independentLivingAllocationId: 3,
      iluStatus: 'Occupied',
      briefNotes: 'Balance paid',
    },
    accessibilityRequirement: 'Ground floor, no steps.',
    notes: 'Keys collected.',
    ...over,
  });
}
