import { messages } from '@ochre/shared/schemas/common';
import { describe, expect, it } from 'vitest';
import { InvalidData } from './errors';
import { assertStorable, unstorableFields } from './storable-text';

const bad = messages.unstorable;

describe('unstorableFields', () => {
  it('accepts every text PostgreSQL stores, emoji and right-to-left scripts included', () => {
    const value = {
      name: 'Ksar El Fna 🐪',
      note: 'مرحبا بكم',
      tags: ['thé à la menthe', '', 'a\tb\r\n'],
      nested: { deep: [{ x: '\u{10FFFF}' }] },
      count: 3,
      flag: true,
      empty: null,
    };
    expect(unstorableFields(value, 'body')).toEqual({});
  });

  it('names each field holding a NUL character, by its path', () => {
    const value = { name: 'a\0b', items: [{ title: 'ok' }, { title: '\0' }], address: { city: 'x\u0000' } };
    expect(unstorableFields(value, 'body')).toEqual({
      name: bad,
      'items.1.title': bad,
      'address.city': bad,
    });
  });

  it('refuses UTF-16 halves without their partner, but not a whole pair', () => {
    expect(
      unstorableFields({ a: 'x\uD800', b: '\uDC00y', c: '\uDC00\uD800', d: '\uD83D\uDE00' }, 'q'),
    ).toEqual({
      a: bad,
      b: bad,
      c: bad,
    });
  });

  it('checks keys too, and names a bare string by its root', () => {
    expect(unstorableFields({ 'a\0': 'fine' }, 'body')).toEqual({ 'a\0': bad });
    expect(unstorableFields('plain\0text', 'body')).toEqual({ body: bad });
    expect(unstorableFields('plain text', 'body')).toEqual({});
  });

  it('walks any depth without overflowing the stack', () => {
    let value: unknown = '\0';
    for (let i = 0; i < 50_000; i++) value = [value];
    const errors = unstorableFields(value, 'body');
    expect(Object.keys(errors)).toHaveLength(1);
    expect(Object.keys(errors)[0]).toMatch(/^0(\.0)+$/);
  });

  it('reads query objects, leaves bytes alone, and names at most twenty fields', () => {
    const query = Object.assign(Object.create(Object.create(null)), { search: '\0' });
    expect(unstorableFields(query, 'query')).toEqual({ search: bad });
    expect(unstorableFields({ bytes: Buffer.from([0]) }, 'body')).toEqual({});
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, '\0']));
    expect(Object.keys(unstorableFields(many, 'body'))).toHaveLength(20);
  });
});

describe('assertStorable', () => {
  it('passes storable parts and throws a 400 naming every bad field of every part', () => {
    expect(() => assertStorable({ params: { id: 'abc' }, query: {}, body: undefined })).not.toThrow();
    try {
      assertStorable({ params: { slug: '\0' }, query: { search: 'x\uDFFF' }, body: { a: [1, 'ok'] } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidData);
      expect(error).toMatchObject({ statusCode: 400, message: bad, errors: { slug: bad, search: bad } });
    }
  });
});
