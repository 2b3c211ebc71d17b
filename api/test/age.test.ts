/** The lists' moment-free age (src/modules/residents/list/age.ts) answers exactly as shared-domain's ageFromDateOfBirth. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ageFromDateOfBirth } from 'shared-domain/residents';
import { ageOn } from '../src/modules/residents/list/age';

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

test('ageOn equals ageFromDateOfBirth: every birthday of 1928-1932 and 2020 against days around month ends and today', () => {
  const todays = [
    '2026-02-28',
    '2026-03-01',
    '2028-02-28',
    '2028-02-29',
    '2028-03-01',
    '2026-01-31',
    '2026-04-30',
    '2026-12-31',
    '2027-07-15',
  ];
  for (let t = Date.UTC(2024, 0, 1); t <= Date.UTC(2024, 11, 31); t += 86_400_000 * 7) todays.push(day(t));
  const dobs: string[] = [];
  for (const y of [1928, 1929, 1930, 1931, 1932, 2020, 2026, 2027])
    for (let t = Date.UTC(y, 0, 1); t < Date.UTC(y + 1, 0, 1); t += 86_400_000) dobs.push(day(t));
  let n = 0;
  for (const today of todays)
    for (const dob of dobs) {
      assert.equal(ageOn(dob, today), ageFromDateOfBirth(dob, today), `${dob} on ${today}`);
      n++;
    }
  assert.ok(n > 100_000);
});

test('ageOn: no date of birth is null; what is not a calendar date goes to ageFromDateOfBirth (same answer or error)', () => {
  assert.equal(ageOn(null, '2026-01-01'), null);
  assert.equal(ageOn('', '2026-01-01'), null);
  assert.equal(ageOn('1950-06-15T00:00:00.000Z', '2026-01-01'), ageFromDateOfBirth('1950-06-15T00:00:00.000Z', '2026-01-01'));
  assert.throws(() => ageOn('1950-02-30', '2026-01-01'));
  assert.throws(() => ageFromDateOfBirth('1950-02-30', '2026-01-01'));
});
