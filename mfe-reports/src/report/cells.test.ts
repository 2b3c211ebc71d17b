import { alignOf, formatReportValue } from './cells';

test.each([
  ['money', '1234.5', '$1,234.50'],
  ['money', '-12', '-$12.00'],
  ['money', null, ''],
  ['date', '2026-03-05', '05 Mar 2026'],
  ['date', '', ''],
  // 13:30 UTC on 29 November is 00:30 the next day in Melbourne (daylight saving, UTC+11).
  ['dateTime', '2026-11-29T13:30:05Z', '30-11-2026 00:30:05'],
  ['dateTime', '2026-06-01T02:03:04Z', '01-06-2026 12:03:04'],
  ['number', 1234, '1,234'],
  ['percent', '41.5', '41.5%'],
  ['boolean', true, 'Yes'],
  ['boolean', false, 'No'],
  ['text', 'Unit 4', 'Unit 4'],
] as const)('a %s value %p shows as %p', (kind, value, text) => {
  expect(formatReportValue(kind, value)).toBe(text);
});

test('figures are aligned right', () => {
  expect(['money', 'number', 'percent', 'text', 'date'].map((k) => alignOf(k as never))).toEqual([
    'end',
    'end',
    'end',
    'start',
    'start',
  ]);
});
