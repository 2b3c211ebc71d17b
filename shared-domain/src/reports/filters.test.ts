import {
  CARE_TYPE_PICKER_CHOICES,
  POTENTIAL_REASSESSMENT_REASONS,
  careTypesOf,
  datesInOrder,
  dateRangeDates,
  enquirySourceCanLoad,
  potentialReassessmentReasonOf,
  reassessmentStatusOf,
  unitsReportFilter,
} from './filters';

const all = { all: true, selected: [] };

describe('units report filter', () => {
  it('every group ticked "all" asks for every unit (no lists)', () => {
    expect(unitsReportFilter({ facilityLocations: all, unitTypes: all, unitStatus: all })).toEqual({});
  });
  it('an unchecked empty group loads nothing', () => {
    expect(unitsReportFilter({ facilityLocations: all, unitTypes: { all: false, selected: [] }, unitStatus: all })).toBeNull();
    expect(unitsReportFilter({ facilityLocations: all, unitTypes: all, unitStatus: { all: false, selected: [] } })).toBeNull();
  });
  it('picked items are sent as lists', () => {
    expect(
      unitsReportFilter({
        facilityLocations: { all: false, selected: [3, 4] },
        unitTypes: all,
        unitStatus: { all: false, selected: ['Available', 'OutOfService'] },
      }),
    ).toEqual({ facilityLocations: [3, 4], unitStatus: ['Available', 'OutOfService'] });
  });
});

describe('enquiry source', () => {
  it('loads only with both dates', () => {
    expect(enquirySourceCanLoad({ fromDateUtcMidnight: '2026-11-01', toDateUtcMidnight: '2026-11-29' })).toBe(true);
    expect(enquirySourceCanLoad({ fromDateUtcMidnight: '2026-11-01' })).toBe(false);
    expect(enquirySourceCanLoad({ fromDateUtcMidnight: '', toDateUtcMidnight: '2026-11-29' })).toBe(false);
    expect(enquirySourceCanLoad({ fromDateUtcMidnight: null, toDateUtcMidnight: null })).toBe(false);
  });
});

describe('date ranges (the Melbourne day)', () => {
  it('month to date: the first of the month to today', () => {
    expect(dateRangeDates('MonthToDate', new Date('2026-11-29T03:00:00Z'))).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-29',
    });
  });
  it('year to date: the first of January to today', () => {
    expect(dateRangeDates('YearToDate', new Date('2026-11-29T03:00:00Z'))).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-11-29',
    });
  });
  it("Melbourne's day, not UTC's: 31 Dec 14:00 UTC is already 1 January in Melbourne", () => {
    expect(dateRangeDates('YearToDate', new Date('2026-12-31T14:00:00Z'))).toEqual({
      fromDate: '2027-01-01',
      toDate: '2027-01-01',
    });
    expect(dateRangeDates('MonthToDate', new Date('2026-11-30T13:30:00Z'))).toEqual({
      fromDate: '2026-12-01',
      toDate: '2026-12-01',
    });
  });
});

describe('pickers', () => {
  it('reassessment status defaults to Pending', () => {
    expect(reassessmentStatusOf(undefined)).toBe('Pending');
    expect(reassessmentStatusOf(null)).toBe('Pending');
    expect(reassessmentStatusOf('All')).toBe('All');
  });
  it('potential reassessment reasons: All 0, Hospitalisation 2, Time 3 (default All)', () => {
    expect(POTENTIAL_REASSESSMENT_REASONS).toEqual([
      { id: 0, label: 'All' },
      { id: 2, label: 'Hospitalisation' },
      { id: 3, label: 'Time' },
    ]);
    expect(potentialReassessmentReasonOf(undefined)).toBe(0);
    expect(potentialReassessmentReasonOf(3)).toBe(3);
  });
  it('care-type picker: Both, Permanent, Respite', () => {
    expect(CARE_TYPE_PICKER_CHOICES).toEqual(['Both', 'Permanent', 'Respite']);
    expect(careTypesOf('Both')).toEqual(['Permanent', 'Respite']);
    expect(careTypesOf(undefined)).toEqual(['Permanent', 'Respite']);
    expect(careTypesOf('Permanent')).toEqual(['Permanent']);
    expect(careTypesOf('Respite')).toEqual(['Respite']);
  });
});

describe('date order', () => {
  it('the from date is on or before the to date', () => {
    expect(datesInOrder('2026-11-01', '2026-11-01')).toBe(true);
    expect(datesInOrder('2026-11-02', '2026-11-01')).toBe(false);
  });
});
