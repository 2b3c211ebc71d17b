/**
 * A field's message never states a range the field cannot take. The API's generic message of a decimal field names the
 * schema's limits ("must be a number from -X to Y"); where the rules refuse part of that range (a fee amount below 0),
 * the field carries its own message instead.
 */
import { TypeGuard, type TSchema } from '@sinclair/typebox';
import { AMOUNT_MAXIMUM, FEES_MESSAGES, PAYMENT_MINIMUM, paymentMinimum } from '../finance/fees';
import * as accommodations from './admin-accommodations';
import * as adminFinance from './admin-finance';
import * as adminUsers from './admin-users';
import * as common from './common';
import * as customerCare from './customer-care';
import * as documents from './documents';
import * as financeFees from './finance-fees';
import * as financeFunding from './finance-funding';
import * as financeLedger from './finance-ledger';
import * as financeRates from './finance-rates';
import * as fundingStatements from './funding-statements';
import * as leads from './leads';
import * as residents from './residents';
import * as system from './system';

type Decimal = { min: string; max: string; scale: number };

/** Every decimal field of every schema the modules export, with the path it was found at. */
function decimalFields(): Array<{ path: string; schema: Record<string, unknown> }> {
  const found: Array<{ path: string; schema: Record<string, unknown> }> = [];
  const seen = new Set<unknown>();
  const walk = (s: unknown, path: string) => {
    if (!s || typeof s !== 'object' || seen.has(s)) return;
    seen.add(s);
    const schema = s as Record<string, unknown>;
    if (schema['x-decimal']) found.push({ path, schema });
    for (const [k, v] of Object.entries(schema)) {
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}.${k}[${i}]`));
      else if (v && typeof v === 'object') walk(v, `${path}.${k}`);
    }
  };
  const modules = {
    accommodations,
    adminFinance,
    adminUsers,
    common,
    customerCare,
    documents,
    financeFees,
    financeFunding,
    financeLedger,
    financeRates,
    fundingStatements,
    leads,
    residents,
    system,
  };
  for (const [name, m] of Object.entries(modules))
    for (const [exported, value] of Object.entries(m))
      if (TypeGuard.IsSchema(value)) walk(value as TSchema, `${name}.${exported}`);
  return found;
}

test('a decimal field that takes negatives carries its own message (the generic one would offer them to every use)', () => {
  const fields = decimalFields();
  expect(fields.length).toBeGreaterThan(10);
  const negative = fields.filter((f) => (f.schema['x-decimal'] as Decimal).min.startsWith('-'));
  expect(negative.map((f) => f.path)).toContain('financeFees.EffectiveDateEntryBody.properties.value.anyOf[1]');
  for (const f of negative)
    expect([f.path, (f.schema['x-messages'] as Record<string, string>)?.decimal]).toEqual([f.path, expect.any(String)]);
});

test("a fee entry's value: the message names each lower limit of the rules and the schema's upper limit", () => {
  const value = financeFees.EffectiveDateEntryBody.properties.value.anyOf[1] as unknown as Record<string, unknown>;
  expect(value['x-decimal']).toEqual({ min: PAYMENT_MINIMUM, max: AMOUNT_MAXIMUM, scale: 2 });
  expect(value['x-messages']).toEqual({ decimal: FEES_MESSAGES.valueInvalid });
  // Worked example: an agreed room price is from 0, a RAD payment from -9,999,999.99, both up to 99,999,999.99.
  expect(paymentMinimum('RadPaid')).toBe('-9999999.99');
  expect(paymentMinimum('TopupDailyAccommodationContribution')).toBe('0');
  expect(FEES_MESSAGES.valueInvalid).toBe(
    'The value must be a number with at most 2 decimal places, not more than 99,999,999.99 and not less than 0 ' +
      '(-9,999,999.99 for a RAD or RAC payment).',
  );
  expect(FEES_MESSAGES.valueInvalid).not.toMatch(/from -9,999,999\.99 to/);
});
