import { nextPageQuery } from './common';

const CUTOFF = '2026-11-25T00:00:00.000Z';
const page = (n: number, totalCount: number, notIncludingItemsAfter = CUTOFF) => ({
  result: Array.from({ length: n }, (_, i) => i),
  totalCount,
  notIncludingItemsAfter,
});

test('after 25 of 60 rows: skip 25, with the first page cut-off', () => {
  const first = page(25, 60);
  expect(nextPageQuery(first, [first])).toEqual({ skip: 25, notIncludingItemsAfter: CUTOFF });
});

test('after two pages the later page keeps the first page cut-off, not its own', () => {
  const first = page(25, 60);
  const second = page(25, 61, '2026-11-26T00:00:00.000Z');
  expect(nextPageQuery(second, [first, second])).toEqual({ skip: 50, notIncludingItemsAfter: CUTOFF });
});

test('every row loaded, or an empty last page: no next page', () => {
  const first = page(25, 30);
  const last = page(5, 30);
  expect(nextPageQuery(last, [first, last])).toBeUndefined();
  const empty = page(0, 40);
  expect(nextPageQuery(empty, [first, empty])).toBeUndefined();
});
