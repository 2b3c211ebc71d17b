import Decimal from 'decimal.js';
import { contributionAboveCapWarning, isAct2025Resident, ncccAccrual } from './act-2025';
import { retentionFigures } from './retention';
import { isBondLevel, pre2014PaymentsMade } from './pre2014';

const CAPS = {
  hotellingContributionDailyCap: '22.15',
  nonClinicalCareContributionDailyCap: '105.30',
  nonClinicalCareContributionLifetimeCap: '135318.69',
  nonClinicalCareContributionTimeLimitDays: 1460,
};

describe('who is on the Act 2025 arrangements', () => {
  const on = { act2025Enabled: true };
  test('the accommodation class decides; without one, entry on or after 1 Nov 2025', () => {
    expect(isAct2025Resident({ ...on, admissionDate: '2025-10-31', accommodationClass: 'Post01Nov2025' })).toBe(true);
    expect(isAct2025Resident({ ...on, admissionDate: '2025-11-05', accommodationClass: 'Post01Jul2014' })).toBe(false);
    expect(isAct2025Resident({ ...on, admissionDate: '2025-11-01', accommodationClass: null })).toBe(true);
    expect(isAct2025Resident({ ...on, admissionDate: '2025-10-31', accommodationClass: null })).toBe(false);
  });
  test('a lead (no admission date): its class, else the day it enters care at the earliest (requested, not before today)', () => {
    const lead = { ...on, admissionDate: null, accommodationClass: null, today: '2026-02-10' };
    expect(isAct2025Resident({ ...lead, requestedAdmissionDate: '2026-03-01' })).toBe(true);
    // Asked for a day already past: the lead still enters today or later.
    expect(isAct2025Resident({ ...lead, requestedAdmissionDate: '2025-10-01' })).toBe(true);
    expect(isAct2025Resident({ ...lead, requestedAdmissionDate: null })).toBe(true);
    // A person who was in care before 1 Nov 2025 keeps the earlier arrangements: the class says so.
    expect(isAct2025Resident({ ...lead, accommodationClass: 'Post01Jul2014' })).toBe(false);
    // Without today, only the requested date counts.
    expect(isAct2025Resident({ ...on, admissionDate: null, accommodationClass: null, requestedAdmissionDate: null })).toBe(false);
  });
  test("the facility's enableAgedCareAct2025 flag off: nobody is on the Act 2025 arrangements", () => {
    expect(isAct2025Resident({ act2025Enabled: false, admissionDate: '2025-12-01', accommodationClass: 'Post01Nov2025' })).toBe(
      false,
    );
    expect(isAct2025Resident({ act2025Enabled: false, admissionDate: '2025-12-01', accommodationClass: null })).toBe(false);
  });
});

describe('non-clinical care contribution accrual across residencies', () => {
  test('an earlier residency counts: the second starts from what the first paid, and stops at the lifetime cap', () => {
    // First residency: 1 Nov 2025 to 10 Nov 2025 at $105.30 (10 days, $1,053.00).
    const first = ncccAccrual([{ effectiveDate: '2025-11-01', value: '105.30' }], {
      from: '2025-11-01',
      to: '2025-11-10',
      caps: CAPS,
    });
    expect(first.amount.toFixed(2)).toBe('1053.00');
    expect(first.days).toBe(10);
    // Second residency, with $134,300.00 over 1,280 days already paid: $1,018.69 left = 9 days and $70.99 on the 10th.
    const second = ncccAccrual([{ effectiveDate: '2026-01-01', value: '150.00' }], {
      from: '2026-01-01',
      to: '2026-01-31',
      caps: CAPS,
      before: { amount: new Decimal('134300.00'), days: 1280 },
    });
    expect(second.amount.toFixed(2)).toBe('135318.69');
    expect(second.days).toBe(1290);
    expect(second.capReachedOn).toBe('2026-01-11');
  });
  test('days with a zero contribution do not count toward the four-year limit', () => {
    const r = ncccAccrual(
      [
        { effectiveDate: '2026-01-01', value: '0' },
        { effectiveDate: '2026-01-06', value: '50' },
      ],
      { from: '2026-01-01', to: '2026-01-10', caps: CAPS },
    );
    expect(r.days).toBe(5);
    expect(r.amount.toFixed(2)).toBe('250.00');
  });
});

describe('retention dates', () => {
  test('starts at the first payment and ends the day before the fifth anniversary; none without payments', () => {
    const at = (rad: { date: string; amount: string }[], day: string) =>
      retentionFigures({ rad, rac: [], drawdowns: [], refundedFromLumpSum: '0', day, departureDate: null });
    const r = at([{ date: '2028-02-29', amount: '1000' }], '2028-03-10');
    expect(r.startDate).toBe('2028-02-29');
    // The anniversary of 29 Feb in a common year is 1 Mar: the last day retained is 28 Feb 2033.
    expect(r.endDate).toBe('2033-02-28');
    expect(at([], '2026-03-10')).toMatchObject({ startDate: null, endDate: null });
    expect(at([], '2026-03-10').total.value?.toFixed(2)).toBe('0.00');
  });
});

describe('pre-2014 arrangements', () => {
  test('Bond level is low care, continued; 60 payments at most, one a whole month', () => {
    expect(isBondLevel({ pre2014Care: true, pre2014CareLevel: 'Low', pre2014ContinueCare: true })).toBe(true);
    expect(isBondLevel({ pre2014Care: true, pre2014CareLevel: 'High', pre2014ContinueCare: true })).toBe(false);
    expect(pre2014PaymentsMade('2025-01-15', '2025-04-14')).toBe(2);
    expect(pre2014PaymentsMade('2025-01-15', '2025-04-15')).toBe(3);
    expect(pre2014PaymentsMade('2012-03-15', '2026-02-10')).toBe(60);
  });
});

describe('a contribution above its daily cap is warned of at entry', () => {
  const caps = { hotellingContributionDailyCap: '22.15', nonClinicalCareContributionDailyCap: '105.30' };
  test('hotelling $25.00 over a $22.15 cap; NCCC at the cap is not; other fees and no cap say nothing', () => {
    expect(contributionAboveCapWarning('HotellingContributionFee', ['20.00', '25.00'], caps)).toBe(
      'Above the daily cap of $22.15: the fee run charges at most $22.15 a day.',
    );
    expect(contributionAboveCapWarning('NonClinicalCareContributionFee', ['105.30', ''], caps)).toBeNull();
    expect(contributionAboveCapWarning('BasicDailyCareFee', ['999'], caps)).toBeNull();
    expect(contributionAboveCapWarning('HotellingContributionFee', ['25.00'], null)).toBeNull();
  });
});
