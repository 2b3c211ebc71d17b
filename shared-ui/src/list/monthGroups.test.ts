import { monthGroups } from './monthGroups';

test('consecutive rows of a month under one heading, in the order they come; a date-time is read by its date', () => {
  const rows = [
    { id: 1, on: '2026-11-20' },
    { id: 2, on: '2026-11-01T09:00:00Z' },
    { id: 3, on: '2026-10-31' },
    { id: 4, on: '2025-10-02' },
  ];
  expect(monthGroups(rows, (r) => r.on).map((g) => [g.heading, g.rows.map((r) => r.id)])).toEqual([
    ['November 2026', [1, 2]],
    ['October 2026', [3]],
    ['October 2025', [4]],
  ]);
  expect(monthGroups([], (r: { on: string }) => r.on)).toEqual([]);
});
