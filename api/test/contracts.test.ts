/** The contract building blocks (shared-domain/contracts/common) as the API validates them: strict formats, own messages. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { DateOnly, Enum, Id, Instant, LongText, Money, Nullable, Text, isDecimalWithin } from 'shared-domain/contracts/common';
import { isCalendarDate } from 'shared-domain/calendar';
import { EffectiveDateEntryBody } from 'shared-domain/contracts/finance-fees';
import { FEES_MESSAGES } from 'shared-domain/finance/fees';
import { fieldLabel, modelStateFromValidation, registerErrorHandling } from '../src/http/errors';
import { contractFormats } from '../src/http/validation';

let app: FastifyInstance;
const Body = Type.Object({
  residentId: Id('resident'),
  startDate: DateOnly(),
  endDate: Type.Optional(Nullable(DateOnly())),
  at: Type.Optional(Instant()),
  name: Text(20, { messages: { maxLength: 'Name is too long.' } }),
  note: Type.Optional(LongText(100)),
  amount: Type.Optional(Money()),
  kind: Type.Optional(Enum(['Hospital', 'Social'] as const)),
  entry: Type.Optional(EffectiveDateEntryBody),
});

before(async () => {
  app = Fastify({
    ajv: {
      customOptions: { allErrors: true, coerceTypes: 'array', useDefaults: true, removeAdditional: true, verbose: true },
      plugins: [contractFormats],
    },
  });
  registerErrorHandling(app);
  app.post('/t', { schema: { body: Body } }, async (req) => ({ ok: true, body: req.body }));
  await app.ready();
});
after(() => app.close());

const good = {
  residentId: 1,
  startDate: '2024-02-29',
  name: 'Ann',
  note: 'line one\nline two\ttab',
  amount: '12.50',
  kind: 'Social',
};
const post = (body: unknown) => app.inject({ method: 'POST', url: '/t', payload: body as object });

test('a valid body passes', async () => {
  const res = await post(good);
  assert.equal(res.statusCode, 200, res.body);
});

test('impossible, extreme and malformed dates => 400 on the field', async () => {
  for (const startDate of [
    '2023-02-29',
    '2024-04-31',
    '2024-13-01',
    '1899-12-31',
    '2101-01-01',
    '0001-01-01',
    '99999-01-01',
    '2024-1-1',
    '',
    'today',
  ]) {
    const res = await post({ ...good, startDate });
    assert.equal(res.statusCode, 400, startDate);
    assert.deepEqual(res.json().modelState.startDate, ['The start date field is not a valid date.'], startDate);
  }
  const nul = await post({ ...good, endDate: null });
  assert.equal(nul.statusCode, 200);
  const badEnd = await post({ ...good, endDate: '2023-02-30' });
  assert.deepEqual(badEnd.json().modelState, { endDate: ['The end date field is not a valid date.'] });
  const badAt = await post({ ...good, at: '2024-02-30T10:00:00Z' });
  assert.deepEqual(badAt.json().modelState, { at: ['The at field is not a valid date and time.'] });
});

test('control characters and lengths => 400 with the field own message', async () => {
  for (const name of ['a\u0000b', 'tab\there', 'line\nbreak', '\u007f']) {
    const res = await post({ ...good, name });
    assert.deepEqual(
      res.json().modelState,
      { name: ['The name field contains characters that are not allowed.'] },
      JSON.stringify(name),
    );
  }
  assert.deepEqual((await post({ ...good, note: 'nul\u0000' })).json().modelState, {
    note: ['The note field contains characters that are not allowed.'],
  });
  assert.deepEqual((await post({ ...good, name: 'x'.repeat(21) })).json().modelState, { name: ['Name is too long.'] });
});

test('money is a decimal within limits, ids are positive 32-bit integers, enumerations are closed', async () => {
  for (const amount of ['-1', '100000000', '1.234', 'abc', 1e21, '1e3', true]) {
    const res = await post({ ...good, amount });
    assert.equal(res.statusCode, 400, String(amount));
    assert.ok(res.json().modelState.amount, String(amount));
  }
  for (const residentId of [0, -1, 2147483648, 'x', 1.5]) {
    assert.deepEqual(
      (await post({ ...good, residentId })).json().modelState,
      { residentId: ['The value is not valid for resident.'] },
      String(residentId),
    );
  }
  assert.deepEqual((await post({ ...good, kind: 'Holiday' })).json().modelState, {
    kind: ['The kind field is not one of the allowed values.'],
  });
  const missing = await post({ startDate: '2024-01-01', name: 'a' });
  assert.deepEqual(missing.json().modelState, { residentId: ['The resident field is required.'] });
});

test('a field whose limits depend on the rules never states a range it cannot take', async () => {
  // A fee entry's value: RAD and RAC payments from -9,999,999.99, every other fee from 0. An agreed room price out of
  // the schema's limits must not be told it may be negative.
  const entry = { effectiveDateType: 'AgreedRoomPrice', effectiveFromDate: '2025-11-10', supportLevel: null };
  for (const value of ['-10000000', '100000000', '1.234', 'abc']) {
    const res = await post({ ...good, entry: { ...entry, value } });
    assert.equal(res.statusCode, 400, value);
    assert.deepEqual(res.json().modelState, { 'entry.value': [FEES_MESSAGES.valueInvalid] }, value);
    assert.doesNotMatch(FEES_MESSAGES.valueInvalid, /from -9,999,999\.99 to/);
  }
  assert.equal((await post({ ...good, entry: { ...entry, value: '-12.50' } })).statusCode, 200);
});

test('pure checks: calendar dates and decimals (worked examples)', () => {
  assert.equal(isCalendarDate('2000-02-29'), true); // divisible by 400
  assert.equal(isCalendarDate('1900-02-29'), false); // divisible by 100, not 400
  assert.equal(isCalendarDate('2028-02-29'), true);
  assert.equal(isDecimalWithin('99999999.99', { min: '0', max: '99999999.99', scale: 2 }), true);
  assert.equal(isDecimalWithin('0.001', { min: '0', max: '1', scale: 2 }), false);
  assert.equal(isDecimalWithin(-0.5, { min: '-1', max: '0', scale: 2 }), true);
  assert.equal(isDecimalWithin('-2', { min: '-1', max: '0', scale: 2 }), false);
});

test('messages name the field as the user sees it, never a JSON path; limits read as amounts', () => {
  assert.equal(fieldLabel('mpirRates[0].startDateUtc'), 'start date');
  assert.equal(fieldLabel('maximumPermissibleInterestRate'), 'maximum permissible interest rate');
  assert.equal(fieldLabel('pre2014.accommodationCost'), 'accommodation cost');
  assert.equal(fieldLabel('residentId'), 'resident');
  assert.equal(fieldLabel('rate', { 'x-label': 'MPIR' }), 'MPIR');
  assert.deepEqual(
    modelStateFromValidation([
      { instancePath: '/mpirRates/0/startDateUtc', keyword: 'format', parentSchema: { format: 'date-only' } },
      {
        instancePath: '/basicDailyFee',
        keyword: 'x-decimal',
        parentSchema: { 'x-decimal': { min: '0', max: '99999999.99', scale: 2 } },
      },
    ]),
    {
      'mpirRates[0].startDateUtc': ['The start date field is not a valid date.'],
      basicDailyFee: ['The basic daily fee field must be a number from 0 to 99,999,999.99 with at most 2 decimal places.'],
    },
  );
});
