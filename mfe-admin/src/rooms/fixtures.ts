/** Test data of the rooms, units and types screens (the API's shapes). */
import type { AccommodationDetail, AccommodationType } from 'shared-domain/contracts/admin-accommodations';

export const PICKERS = {
  locations: [
    { id: 3, name: 'Garden Wing' },
    { id: 1, name: 'North Wing' },
  ],
  accommodationTypes: [
    { id: 1, name: 'Single room', numberBeds: 1 },
    { id: 2, name: 'Shared room', numberBeds: 2 },
  ],
};

export const room = (extra: Partial<AccommodationDetail> = {}): AccommodationDetail => ({
  id: 281,
  number: 'G901',
  facilityLocationId: 3,
  locationName: 'Garden Wing',
  accommodationTypeId: 1,
  accommodationTypeName: 'Single room',
  numberBeds: 1,
  features: ['Garden view'],
  iluStatus: null,
  beds: [{ id: 271, number: 'Bed', occupant: 'Ada Lovelace', isOutOfService: false, softDeleted: false }],
  outOfServiceDates: [{ id: 5, bedId: 271, bedNumber: 'Bed', startDate: '2026-01-05', endDate: '2026-01-20', isDeleted: false }],
  occupants: ['Ada Lovelace'],
  version: 3,
  ...extra,
});

export const accommodationType = (extra: Partial<AccommodationType> = {}): AccommodationType => ({
  id: 1,
  name: 'Single room',
  numberBeds: 1,
  price: '64.80',
  priceSetting: 0,
  priceSettingDescription: 'Per room',
  isIluFacility: false,
  features: ['Ensuite'],
  accommodationTypePriceHistories: [
    { price: '64.80', priceSetting: 0, priceSettingDescription: 'Per room', effectiveDate: '2026-03-05' },
    { price: '61.45', priceSetting: 0, priceSettingDescription: 'Per room', effectiveDate: '2025-03-05' },
  ],
  residentsAssigned: 4,
  version: 2,
  ...extra,
});
