import { unitBriefNote } from './unit-brief-note';

describe('unit brief note (seed 002 §4)', () => {
  const all = {
    noticeToVacateDateUtc: '2026-12-05T00:00:00Z',
    balancePaidDateUtc: '2026-10-01T00:00:00Z',
    depositPaidDateUtc: '2026-09-01T00:00:00Z',
    contractSignedDateUtc: '2026-08-01T00:00:00Z',
  };
  it('a notice to vacate comes first, with its date as DD MMM YYYY', () => {
    expect(unitBriefNote(all, true)).toBe('Vacating 05 Dec 2026');
  });
  it('then balance paid, deposit paid, contract signed', () => {
    expect(unitBriefNote({ ...all, noticeToVacateDateUtc: null }, false)).toBe('Balance paid');
    expect(
      unitBriefNote({ depositPaidDateUtc: all.depositPaidDateUtc, contractSignedDateUtc: all.contractSignedDateUtc }, false),
    ).toBe('Deposit paid');
    expect(unitBriefNote({ contractSignedDateUtc: all.contractSignedDateUtc }, true)).toBe('Contract signed');
  });
  it('without an event date: out of service when the unit is, else no note', () => {
    expect(unitBriefNote(null, true)).toBe('Out of service');
    expect(unitBriefNote({}, false)).toBeNull();
  });
});
