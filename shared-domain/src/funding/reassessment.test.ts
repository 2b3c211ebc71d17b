import { latestClassDueByTime, potentialReassessments, reasonPicked } from './reassessment';

describe('potential reassessments', () => {
  const today = '2026-11-29';
  it('a class older than six months is due by time, from its six-month anniversary', () => {
    expect(potentialReassessments({ classificationDate: '2026-03-10', leaves: [], today })).toEqual([
      { reasonId: 3, reason: 'Time', eligibleFrom: '2026-09-10' },
    ]);
    expect(potentialReassessments({ classificationDate: '2026-06-01', leaves: [], today })).toEqual([]);
  });
  it('a hospital leave since the class makes the resident eligible from their return (or the start while away)', () => {
    const leaves = [
      { type: 'Hospital' as const, startDate: '2026-09-03', returnDate: '2026-09-10' },
      { type: 'Social' as const, kind: 'Social' as const, startDate: '2026-10-01', returnDate: '2026-10-05' },
      { type: 'Hospital' as const, startDate: '2026-07-01', returnDate: '2026-07-04' },
    ];
    expect(potentialReassessments({ classificationDate: '2026-08-01', leaves, today })).toEqual([
      { reasonId: 2, reason: 'Hospitalisation', eligibleFrom: '2026-09-10' },
    ]);
    expect(
      potentialReassessments({
        classificationDate: '2026-08-01',
        leaves: [{ type: 'Hospital', startDate: '2026-11-20', returnDate: null }],
        today,
      }),
    ).toEqual([{ reasonId: 2, reason: 'Hospitalisation', eligibleFrom: '2026-11-20' }]);
  });
  it('both reasons are listed; no class, nothing', () => {
    const leaves = [{ type: 'Hospital' as const, startDate: '2026-04-01', returnDate: '2026-04-08' }];
    expect(potentialReassessments({ classificationDate: '2026-01-15', leaves, today }).map((r) => r.reason)).toEqual([
      'Hospitalisation',
      'Time',
    ]);
    expect(potentialReassessments({ classificationDate: null, leaves, today })).toEqual([]);
  });
  it("the latest class due by time agrees with the rule at the months' ends", () => {
    expect(latestClassDueByTime('2026-11-29')).toBe('2026-05-29');
    // 31 August less six months: 28 February (29, 30 and 31 February roll to March, not yet due).
    expect(latestClassDueByTime('2026-08-31')).toBe('2026-02-28');
    expect(latestClassDueByTime('2026-03-01')).toBe('2025-09-01');
  });
  it('All keeps every reason, a reason only itself', () => {
    expect(reasonPicked(2, 0)).toBe(true);
    expect(reasonPicked(2, 3)).toBe(false);
    expect(reasonPicked(3, 3)).toBe(true);
  });
});
