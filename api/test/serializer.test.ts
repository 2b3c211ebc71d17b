// The response serializer's schema: nullable scalars as type lists (no validation per value), everything else as
// declared; and the JSON it writes is what the declared schema writes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Type } from '@sinclair/typebox';
import { Nullable } from 'shared-domain/contracts/common';
import { forSerializer, scalarUnion, serializerCompiler } from '../src/http/serializer';

test('a nullable scalar becomes a list of types; a formatted string keeps its format', () => {
  assert.deepEqual(forSerializer(Nullable(Type.String())), { type: ['null', 'string'] });
  assert.deepEqual(forSerializer(Nullable(Type.Integer({ minimum: 0 }))), { type: ['null', 'integer'] });
  assert.deepEqual(forSerializer(Nullable(Type.String({ format: 'date-time' }))), {
    type: ['null', 'string'],
    format: 'date-time',
  });
  // A union of string literals (an enumeration) is written as a string.
  assert.deepEqual(forSerializer(Type.Union([Type.Literal('Permanent'), Type.Literal('Respite')])), { type: ['string'] });
});

test('unions with an object or an array branch, or with differently formatted strings, stay as declared', () => {
  const object = Nullable(Type.Object({ id: Type.Integer() }));
  assert.ok(Array.isArray((forSerializer(object) as { anyOf?: unknown[] }).anyOf));
  assert.equal(scalarUnion([{ type: 'null' }, { type: 'array', items: { type: 'string' } }]), undefined);
  assert.equal(
    scalarUnion([
      { type: 'string', format: 'date' },
      { type: 'string', format: 'date-time' },
    ]),
    undefined,
  );
  assert.equal(scalarUnion([{ type: 'string', format: 'date-time' }, { type: 'string' }]), undefined);
  // A nested nullable scalar inside an object is simplified where it is.
  const nested = forSerializer(Type.Object({ a: Nullable(Type.Number()), b: object })) as {
    properties: { a: unknown; b: { anyOf?: unknown[] } };
  };
  assert.deepEqual(nested.properties.a, { type: ['null', 'number'] });
  assert.ok(Array.isArray(nested.properties.b.anyOf));
});

test('the JSON written is the same as with the declared unions', () => {
  const schema = Type.Object({
    name: Nullable(Type.String()),
    count: Nullable(Type.Integer()),
    when: Nullable(Type.String({ format: 'date-time' })),
    kind: Type.Union([Type.Literal('A'), Type.Literal('B')]),
    flag: Nullable(Type.Boolean()),
    inner: Nullable(Type.Object({ id: Type.Integer(), note: Nullable(Type.String()) })),
  });
  const write = serializerCompiler({ schema });
  const values = [
    {
      name: 'Ann "A" Able',
      count: 3,
      when: new Date('2026-11-29T00:00:00.000Z'),
      kind: 'B',
      flag: false,
      inner: { id: 1, note: null },
    },
    { name: null, count: null, when: null, kind: 'A', flag: null, inner: null },
    {
      name: 'x',
      count: 2,
      when: '2026-11-29T10:00:00.000Z',
      kind: 'A',
      flag: true,
      inner: { id: 2, note: 'n' },
      extra: 'dropped',
    },
  ];
  for (const v of values) {
    const { extra: _extra, ...declared } = v as typeof v & { extra?: string };
    const expected = JSON.stringify({
      ...declared,
      when: declared.when instanceof Date ? declared.when.toISOString() : declared.when,
    });
    assert.equal(write(v), expected);
  }
});
