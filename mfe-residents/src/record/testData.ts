/** Test fixtures of the record screens (not shipped: only imported by tests). */
import type { ResidentDetail, ResidentListRow } from 'shared-domain/resident-types';

export function residentDetail(over: Partial<ResidentDetail> = {}): ResidentDetail {
  return {
    id: 7, residentId: 7, residencyId: 70, facilityId: 1, facilityType: 'AgeCare', facilityName: 'Bayside Gardens', version: 3,
    firstName: 'Margaret', lastName: 'Hill', preferredName: 'Peggy', title: 'Mrs', sex: 'Female', dateOfBirth: '1940-03-05',
    email: 'margaret@example.com', street1: '1 Bay St', suburb: 'Brighton', state: 'VIC', postCode: '3186', countryId: 1, country: 'Australia',
    careType: 0, isLead: false, isAdmitted: true, isDeparted: false, isArchived: false, isPrivateResidency: false,
    admissionDateUtc: '2024-02-01', departureDateUtc: null, medicareNumber: '2123456789', medicareMemberNumber: '1',
    careRecipientId: 'CR1', residentialCareId: null, debtor: null, billPayerType: 'Resident',
    billPayerDetail: { ccEmail: null, isInvoiceEmail: true, isInvoicePost: true },
    primaryContact: { id: 11, firstName: 'Paul', lastName: 'Hill', phoneNumber: '0400 000 000', email: null, relationships: [{ id: 1, name: 'Son' }] },
    secondaryContact: null, otherContacts: [], enquirySources: [{ id: 1, name: 'My Aged Care' }], religions: [], specialisedCareIds: [3],
    leave: null, createdOnUtc: '2024-01-01T00:00:00.000Z', assignedAccommodationAndBed: 'N012', roomNumber: 'N012', bedName: 'Bed',
    isResidentConnectedToExternalSystem: false, hasPhoto: false, contractSigned: false, isDeceased: false, incomeAssetStatus: 'Unknown',
    ...over,
  };
}

export function listRow(i: number, over: Partial<ResidentListRow> = {}): ResidentListRow {
  return {
    id: 100 + i, residentId: i, residencyId: 100 + i, firstName: `First${i}`, lastName: `Last${String(i).padStart(3, '0')}`,
    dateOfBirth: '1940-03-05', age: 86, careType: 0, isLead: false, isArchived: false, admissionDateUtc: '2024-02-01',
    departureDateUtc: null, roomNumber: `N${i}`, bedName: 'Bed', displayLabel: 'Permanent resident', isOnLeave: false,
    facilityType: 'AgeCare', createdOnUtc: '2024-01-01T00:00:00.000Z', ...over,
  };
}
