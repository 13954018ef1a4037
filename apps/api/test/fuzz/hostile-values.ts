import fc from 'fast-check';

/** Keys that trip code treating objects as maps: prototype pollution, dotted paths, operators. */
export const hostileKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'length',
  '',
  ' ',
  '0',
  'a.b',
  '$where',
  '\0',
  '\uD800',
);

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Sizes around the limits that matter: field lengths, multipart field size, the 1 MB body limit. */
const hugeString = fc
  .constantFrom(1_000, 20_001, 70_000, 300_000, 1_100_000)
  .chain((size) => fc.constantFrom('x', 'é', '\0', '😀').map((unit) => unit.repeat(size)));

/** Text that has broken servers: NUL, lone UTF-16 halves, injections, look-alike literals, huge strings. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 10 }),
        fc.oneof(fc.constant('\0'), loneSurrogate),
        fc.string({ maxLength: 10 }),
      )
      .map((parts) => parts.join('')),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\0',
      '%00',
      '\uFEFF',
      '\u202E',
      '\r\n',
      '../../../../etc/passwd',
      '..%2f..%2f',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '"; DROP TABLE users; --',
      '\\',
      '%',
      '{{7*7}}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
      '${7*7}',
      'null',
      'undefined',
      'NaN',
      'true',
      '-1',
      '0',
      '1e309',
      '-0',
      '9'.repeat(400),
      '2024-02-30',
      '0000-00-00',
      'javascript:alert(1)',
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
      'a@b',
      'x'.repeat(65),
      '__proto__',
      'constructor',
    ),
    weight: 3,
  },
  { arbitrary: hugeString, weight: 1 },
);

/** Any JSON value, mostly of the wrong type for wherever it lands. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  {
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      -0.000001,
      1e308,
      -1e308,
      2 ** 53 + 1,
      2 ** 31,
      -(2 ** 31) - 1,
      5e-324,
      1e-300,
      1e-7,
    ),
    weight: 3,
  },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 2 },
  { arbitrary: fc.array(hostileString, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(hostileKey, hostileString, { maxKeys: 3 }), weight: 1 },
);

/** JSON text that is not quite JSON, or JSON that means trouble once parsed. */
export const hostileJsonText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '[',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'nul',
    'tru',
    '"\\u00"',
    '"\\ud800"',
    '{"a":"\\u0000"}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '[1,2',
    '\uFEFF{}',
    '{"a":1}{"b":2}',
    'null',
    '[]',
    '0',
    '-',
    '"text"',
    '1e999',
    '{"a":1e999}',
    '{"a":-0}',
  ),
  fc.nat({ max: 3 }).map((level) => {
    const depth = [50, 2_000, 100_000, 400_000][level]!;
    return `${'['.repeat(depth)}${']'.repeat(depth)}`;
  }),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** Content types a client might send, right, wrong or broken. */
export const oddContentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json;;',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'text/plain',
  'text/plain; charset=latin1',
  'text/csv',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=nope',
  'image/png',
  '*/*',
  'garbage',
  '',
);
