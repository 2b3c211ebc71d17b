import {
  ACFI_LEVEL_LETTERS,
  AcfiDomain,
  AUSTRALIAN_STATES,
  CareType,
  careTypeName,
  combineDepartureReason,
  DepartureReason,
  EnquiryStatus,
  leaveKindFor,
  leaveTypesFor,
  PotentialReclassificationReasons,
  ResidentEventType,
  SPECIALISED_CARE,
  splitDepartureReason,
  TITLES,
} from './enums';
import { ENQUIRY_STATUS_LABELS, ILU_STATUS_LABELS } from './labels';

describe('enums', () => {
  test('CareType numbers and names', () => {
    expect(CareType).toEqual({ Permanent: 0, Respite: 1, ILU: 2 });
    expect(careTypeName(0)).toBe('Permanent');
    expect(careTypeName(1)).toBe('Respite');
    expect(careTypeName(2)).toBe('ILU');
    expect(careTypeName('Respite')).toBe('Respite');
    expect(careTypeName(7)).toBeUndefined();
    expect(careTypeName('Weekly')).toBeUndefined();
    expect(careTypeName(null)).toBeUndefined();
  });

  test('departure reasons recombine with the initiator and split back', () => {
    expect(combineDepartureReason('AnotherAgedCareService', 'Provider')).toBe('AnotherAgedCareServiceByProvider');
    expect(combineDepartureReason('AnotherAgedCareService', 'Resident')).toBe('AnotherAgedCareServiceByResident');
    expect(combineDepartureReason('Transfer', 'Provider')).toBe('AnotherOrganisationFacilityServiceByProvider');
    expect(combineDepartureReason('Transfer', 'Resident')).toBe('AnotherOrganisationFacilityServiceByResident');
    expect(combineDepartureReason('Deceased', 'Resident')).toBe('Deceased');
    expect(() => combineDepartureReason('Transfer')).toThrow(/departureInitiatedBy/);
    for (const r of Object.values(DepartureReason)) {
      const { reason, departureInitiatedBy } = splitDepartureReason(r);
      expect(combineDepartureReason(reason, departureInitiatedBy)).toBe(r);
    }
    expect(splitDepartureReason('AnotherOrganisationFacilityServiceByResident')).toEqual({
      reason: 'Transfer',
      departureInitiatedBy: 'Resident',
    });
    expect(splitDepartureReason('Hospital')).toEqual({ reason: 'Hospital', departureInitiatedBy: null });
  });

  test('leave types per facility type and leave kinds', () => {
    expect(leaveTypesFor('AgeCare')).toEqual(['Hospital', 'Social', 'Emergency']);
    expect(leaveTypesFor('IndependentLiving')).toEqual(['Hospital', 'Social', 'Respite']);
    expect(leaveKindFor('Social', true)).toBe('Social');
    expect(leaveKindFor('Social', false)).toBe('SocialNonClaimable');
    expect(leaveKindFor('TransitionCare', false)).toBe('TransitionNonClaimable');
    expect(leaveKindFor('TransitionCare', true)).toBe('TransitionCare');
  });

  test('numeric enumerations match the seed', () => {
    expect(ResidentEventType).toEqual({
      ResidentAdmitted: 5,
      ResidentDeparted: 6,
      AcfiSubmitted: 21,
      ResidentAdmissionCorrected: 22,
      ResidentAdmissionReversed: 23,
      ResidentDepartureCorrected: 24,
      ResidentDepartureReversed: 25,
      LeaveReversed: 26,
    });
    expect(AcfiDomain).toEqual({ Default: 0, ADL: 1, BEH: 2, CHC: 3 });
    expect(PotentialReclassificationReasons).toEqual({ All: 0, Hospitalisation: 2, Time: 3 });
  });

  test('labels', () => {
    expect(ILU_STATUS_LABELS.OutOfService).toBe('Out of service');
    expect(ENQUIRY_STATUS_LABELS[EnquiryStatus.Waiting]).toBe('Waitlist');
    expect(ENQUIRY_STATUS_LABELS.TourBooked).toBe('Lead');
    expect(ACFI_LEVEL_LETTERS).toEqual({ Default: 'D', Nil: 'N', Low: 'L', Medium: 'M', High: 'H' });
  });

  test('lists in the seed order', () => {
    expect(SPECIALISED_CARE.map((s) => `${s.id} ${s.name}`)).toEqual([
      '1 Court managed',
      '2 Homeless',
      '3 NDIS',
      '4 Safety net',
      '5 TCP',
    ]);
    expect(TITLES).toHaveLength(18);
    expect(TITLES[0]).toBe('Miss');
    expect(TITLES[TITLES.length - 1]).toBe('Sr');
    expect(Object.keys(AUSTRALIAN_STATES)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
  });
});
