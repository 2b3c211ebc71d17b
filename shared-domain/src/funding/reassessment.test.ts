import {
  hospitalStayDays,
  latestClassDueByTime,
  potentialReassessments,
  reassessmentIntervalMonths,
  reasonPicked,
} from './reassessment';

describe('potential reassessments', () => {
  const today = '2026-11-29';
  it('classes 9 to 12 are due by time after six months, classes 2 to 8 after twelve, from the anniversary', () => {
    expect(potentialReassessments({ classificationDate: '2026-03-10', anaccClass: 10, leaves: [], today })).toEqual([
      { reasonId: 3, reason: 'Time', eligibleFrom: '2026-09-10' },
    ]);
    expect(potentialReassessments({ classificationDate: '2026-03-10', anaccClass: 5, leaves: [], today })).toEqual([]);
    expect(potentialReassessments({ classificationDate: '2025-11-29', anaccClass: 5, leaves: [], today })).toEqual([
      { reasonId: 3, reason: 'Time', eligibleFrom: '2026-11-29' },
    ]);
    // The day before the anniversary: not yet.
    expect(potentialReassessments({ classificationDate: '2025-11-30', anaccClass: 8, leaves: [], today })).toEqual([]);
    expect(potentialReassessments({ classificationDate: '2026-06-01', anaccClass: 12, leaves: [], today })).toEqual([]);
  });
  it('class 1 (palliative), class 13 (the highest) and an unknown class are never due by time', () => {
    for (const anaccClass of [1, 13, 101, null])
      expect(potentialReassessments({ classificationDate: '2020-01-01', anaccClass, leaves: [], today })).toEqual([]);
    expect([1, 2, 8, 9, 12, 13].map(reassessmentIntervalMonths)).toEqual([null, 12, 12, 6, 6, null]);
  });
  it('a hospital stay of two days or more since the class makes the resident eligible from their return', () => {
    const leaves = [
      { type: 'Hospital' as const, startDate: '2026-09-03', returnDate: '2026-09-10' },
      { type: 'Social' as const, kind: 'Social' as const, startDate: '2026-10-01', returnDate: '2026-10-05' },
      { type: 'Hospital' as const, startDate: '2026-07-01', returnDate: '2026-07-04' },
    ];
    expect(potentialReassessments({ classificationDate: '2026-08-01', anaccClass: 5, leaves, today })).toEqual([
      { reasonId: 2, reason: 'Hospitalisation', eligibleFrom: '2026-09-10' },
    ]);
  });
  it('a one-day stay is not a reason; a stay still running is from its second day', () => {
    // In on the 20th, back on the 21st: one day.
    const overnight = [{ type: 'Hospital' as const, startDate: '2026-11-20', returnDate: '2026-11-21' }];
    expect(potentialReassessments({ classificationDate: '2026-08-01', anaccClass: 5, leaves: overnight, today })).toEqual([]);
    // An earlier two-day stay still counts when the latest is too short.
    const both = [...overnight, { type: 'Hospital' as const, startDate: '2026-10-01', returnDate: '2026-10-03' }];
    expect(potentialReassessments({ classificationDate: '2026-08-01', anaccClass: 5, leaves: both, today })).toEqual([
      { reasonId: 2, reason: 'Hospitalisation', eligibleFrom: '2026-10-03' },
    ]);
    // Went in today: one day so far, not yet; went in yesterday: two days, eligible from today.
    const inToday = [{ type: 'Hospital' as const, startDate: today, returnDate: null }];
    expect(potentialReassessments({ classificationDate: '2026-08-01', anaccClass: 5, leaves: inToday, today })).toEqual([]);
    const inYesterday = [{ type: 'Hospital' as const, startDate: '2026-11-28', returnDate: null }];
    expect(potentialReassessments({ classificationDate: '2026-08-01', anaccClass: 5, leaves: inYesterday, today })).toEqual([
      { reasonId: 2, reason: 'Hospitalisation', eligibleFrom: '2026-11-29' },
    ]);
    expect(hospitalStayDays({ startDate: '2026-11-28', returnDate: null }, today)).toBe(2);
    expect(hospitalStayDays({ startDate: '2026-11-20', returnDate: '2026-11-21' }, today)).toBe(1);
  });
  it('both reasons are listed; no class, nothing', () => {
    const leaves = [{ type: 'Hospital' as const, startDate: '2026-04-01', returnDate: '2026-04-08' }];
    expect(
      potentialReassessments({ classificationDate: '2026-01-15', anaccClass: 11, leaves, today }).map((r) => r.reason),
    ).toEqual(['Hospitalisation', 'Time']);
    expect(potentialReassessments({ classificationDate: null, anaccClass: 11, leaves, today })).toEqual([]);
  });
  it("the latest class due by time agrees with the rule at the months' ends and on a leap day", () => {
    expect(latestClassDueByTime('2026-11-29', 6)).toBe('2026-05-29');
    // 31 August less six months: 28 February (29, 30 and 31 February roll to March, not yet due).
    expect(latestClassDueByTime('2026-08-31', 6)).toBe('2026-02-28');
    expect(latestClassDueByTime('2026-03-01', 6)).toBe('2025-09-01');
    expect(latestClassDueByTime('2026-11-29', 12)).toBe('2025-11-29');
    // 28 February 2029 less twelve months: a class of 29 February 2028 is due on 1 March 2029 (no 29th), so not yet.
    expect(latestClassDueByTime('2029-02-28', 12)).toBe('2028-02-28');
    expect(latestClassDueByTime('2029-03-01', 12)).toBe('2028-03-01');
  });
  it('All keeps every reason, a reason only itself', () => {
    expect(reasonPicked(2, 0)).toBe(true);
    expect(reasonPicked(2, 3)).toBe(false);
    expect(reasonPicked(3, 3)).toBe(true);
  });
});
