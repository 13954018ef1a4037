import { IMPORT_COLUMNS } from '@ochre/shared/schemas/activity-import';
import fc from 'fast-check';
import type { RouteEntry } from '../../src/plugins/route-table';
import { hostileJsonText, hostileKey, hostileString, hostileValue, oddContentType } from './hostile-values';
import { type JsonSchema, jsonSchemaOf, mutated, schemaValues } from './schema-values';

export type Role = 'guest' | 'customer' | 'admin' | 'forged';

/** One request the fuzz suite sends: who sends it, where, and the exact bytes. */
export interface FuzzRequest {
  role: Role;
  /** The route-table entry it aims at (method and pattern). */
  route: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  /** Through a real socket, or in-process (which takes URLs and bodies past Node's size limits). */
  overHttp: boolean;
}

export interface RequestContext {
  /** Identifiers, slugs and tokens of records that exist, by the list route that showed them. */
  known: Map<string, string[]>;
  /** A small valid picture, for upload routes. */
  picture: Buffer;
  /** The activity-import row schema, for import files that are almost right. */
  importRow: JsonSchema | undefined;
}

/**
 * Which part of a request carries the bad input. The other parts stay plausible, so the bad
 * part gets past everything else to where it can do harm; 'none' sends a plausible request.
 */
type Focus = 'none' | 'path' | 'query' | 'body' | 'headers';

/** Percent-encodes every byte but the unreserved ones (lone UTF-16 halves become U+FFFD, as in any client). */
export function encode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Escapes that decoders trip on: a bare %, bad hex, encoded UTF-16 halves, overlong slashes, NUL. */
const rawEscape = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4',
  '%ED%A0%80',
  '%C0%AF',
  '%00',
  '%2e%2e',
  '%2F',
  '..',
  '.',
);

const rawQuerySuffix = fc.constantFrom(
  '%',
  '%zz=1',
  'q=%ED%A0%80',
  'a[b]=c',
  'a[]=1&a[]=2',
  '__proto__[isAdmin]=1',
  'constructor[prototype][isAdmin]=1',
  '&&',
  '=',
  '==x',
  'page=1&page=2&page=3',
  'limit=-1',
  'limit=1e9',
  'page=0x10',
);

const propertiesOf = (schema: JsonSchema | undefined) => schema?.properties ?? {};

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function pathOf(route: RouteEntry, known: fc.Arbitrary<string>, hostile: boolean): fc.Arbitrary<string> {
  const params = propertiesOf(jsonSchemaOf(route.schema?.params));
  const plausible = (name: string) => {
    const valid = schemaValues(params[name], known, name).map(asText);
    return params[name]?.enum
      ? valid
      : fc.oneof({ arbitrary: known, weight: 3 }, { arbitrary: valid, weight: 1 });
  };
  const value = (name: string) =>
    hostile
      ? fc.oneof(plausible(name).map(encode), hostileString.map(encode), rawEscape)
      : plausible(name).map(encode);
  const pieces = route.url.split(/(:\w+|\*)/).map((piece) => {
    if (piece === '*') return fc.array(value('*'), { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));
    if (piece.startsWith(':')) return value(piece.slice(1));
    return fc.constant(piece);
  });
  return fc.tuple(...pieces).map((parts) => parts.join(''));
}

type Pairs = (readonly [string, string])[];

/** A query object as the pairs a form would send: arrays become repeated keys. */
function pairsOf(value: unknown): Pairs {
  if (value === null || typeof value !== 'object') return [['q', asText(value)]];
  return Object.entries(value).flatMap(([key, item]) =>
    (Array.isArray(item) ? item : [item]).map((one) => [key, asText(one)] as const),
  );
}

function queryOf(route: RouteEntry, known: fc.Arbitrary<string>, hostile: boolean): fc.Arbitrary<string> {
  const schema = jsonSchemaOf(route.schema?.querystring);
  const valid = schemaValues(schema, known);
  const write = (pairs: Pairs, suffix: string | null) =>
    [...pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`), ...(suffix ? [suffix] : [])].join(
      '&',
    );
  if (!hostile) {
    return fc.oneof(
      fc.constant(''),
      schema ? valid.map((value) => write(pairsOf(value), null)) : fc.constant(''),
    );
  }
  const names = Object.keys(propertiesOf(schema));
  const key = names.length > 0 ? fc.oneof(fc.constantFrom(...names), hostileKey) : hostileKey;
  const loose = fc.array(fc.tuple(key, fc.oneof(hostileString, known)), { minLength: 1, maxLength: 4 });
  return fc
    .tuple(
      fc.oneof(
        { arbitrary: mutated(valid).map(pairsOf), weight: schema ? 3 : 0 },
        { arbitrary: loose, weight: 3 },
        { arbitrary: fc.constant([] as Pairs), weight: 1 },
      ),
      fc.option(rawQuerySuffix, { freq: 3 }),
    )
    .map(([pairs, suffix]) => write(pairs, suffix));
}

interface Body {
  contentType?: string;
  bytes?: Buffer;
}

const json = (value: unknown): Body => ({
  contentType: 'application/json',
  bytes: Buffer.from(JSON.stringify(value) ?? 'null'),
});

const BOUNDARY = '----ochre-fuzz-boundary';

interface FilePart {
  field: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

function multipartBytes(fields: [string, string][], files: FilePart[], truncated: boolean): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  if (!truncated) parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** A spreadsheet of activities: a real header, and cells plausible or hostile. */
function importCsv(cell: fc.Arbitrary<string>) {
  return fc
    .tuple(
      fc.shuffledSubarray([...IMPORT_COLUMNS], { minLength: 1 }),
      fc.array(fc.array(cell, { maxLength: IMPORT_COLUMNS.length }), { maxLength: 4 }),
    )
    .map(([columns, rows]) =>
      [
        columns.join(','),
        ...rows.map((cells) => columns.map((_, i) => JSON.stringify(cells[i] ?? '')).join(',')),
      ].join('\n'),
    );
}

const FORM_FIELDS = ['file', 'image', 'images', 'product', 'rating', 'comment', 'title', 'refId', 'refModel'];

function multipartOf(
  route: RouteEntry,
  ctx: RequestContext,
  known: fc.Arbitrary<string>,
  hostile: boolean,
): fc.Arbitrary<Body> {
  const bodyFields = Object.keys(propertiesOf(jsonSchemaOf(route.schema?.body)));
  const fieldName = fc.constantFrom(...FORM_FIELDS, ...bodyFields);
  const plausibleValue = fc.oneof(
    known,
    fc.lorem({ maxCount: 12 }),
    fc.integer({ min: 1, max: 5 }).map(String),
  );
  const importRows = (rows: fc.Arbitrary<unknown>) =>
    fc.array(rows, { minLength: 1, maxLength: 3 }).map((list) => Buffer.from(JSON.stringify(list)));
  const validRow = schemaValues(ctx.importRow, known);
  const plausibleFile = fc.record({
    field: fc.constantFrom('file', 'image', 'images'),
    filename: fc.constantFrom('photo.png', 'activities.csv', 'activities.json'),
    type: fc.constantFrom('image/png', 'text/csv', 'application/json'),
    bytes: fc.oneof(
      fc.constant(ctx.picture),
      importRows(validRow),
      importCsv(fc.lorem({ maxCount: 2 })).map((text) => Buffer.from(text)),
    ),
  });
  const hostileFile = fc.record({
    field: fc.oneof(fieldName, hostileKey),
    filename: fc.oneof(fc.constantFrom('photo.png', 'activities.csv', 'x.exe', ''), hostileString),
    type: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'text/csv',
      'application/json',
      'application/octet-stream',
      '',
    ),
    bytes: fc.oneof(
      fc.constant(ctx.picture),
      importCsv(hostileString).map((text) => Buffer.from(text)),
      importRows(mutated(validRow)),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(Buffer.alloc(0)),
    ),
  });
  const proper = `multipart/form-data; boundary=${BOUNDARY}`;
  if (!hostile) {
    return fc
      .tuple(
        fc.array(fc.tuple(fieldName, plausibleValue), { maxLength: 4 }),
        fc.array(plausibleFile, { maxLength: 2 }),
      )
      .map(([fields, files]) => ({ contentType: proper, bytes: multipartBytes(fields, files, false) }));
  }
  return fc
    .tuple(
      fc.array(fc.tuple(fc.oneof(fieldName, hostileKey), fc.oneof(plausibleValue, hostileString)), {
        maxLength: 4,
      }),
      fc.array(hostileFile, { maxLength: 3 }),
      fc.boolean(),
      fc.constantFrom(proper, proper, 'multipart/form-data; boundary=other', 'multipart/form-data'),
    )
    .map(([fields, files, truncated, contentType]) => ({
      contentType,
      bytes: multipartBytes(fields, files, truncated && fields.length + files.length > 0),
    }));
}

function bodyOf(
  route: RouteEntry,
  ctx: RequestContext,
  known: fc.Arbitrary<string>,
  hostile: boolean,
): fc.Arbitrary<Body> {
  const schema = jsonSchemaOf(route.schema?.body);
  const readsBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
  const valid = schemaValues(schema, known);
  // A route that reads a body without a schema reads a form (uploads, reviews, the import).
  const form = readsBody && !schema;
  if (!hostile) {
    if (!readsBody) return fc.constant<Body>({});
    return form ? multipartOf(route, ctx, known, false) : valid.map(json);
  }
  return fc.oneof(
    { arbitrary: mutated(valid).map(json), weight: schema ? 5 : 1 },
    { arbitrary: hostileValue.map(json), weight: 1 },
    {
      arbitrary: hostileJsonText.map(
        (text): Body => ({ contentType: 'application/json', bytes: Buffer.from(text) }),
      ),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(oddContentType, fc.oneof(hostileString, hostileJsonText))
        .map(([contentType, text]): Body => ({ contentType, bytes: Buffer.from(text) })),
      weight: 1,
    },
    { arbitrary: multipartOf(route, ctx, known, true), weight: form ? 6 : 1 },
    { arbitrary: fc.constant<Body>({}), weight: 1 },
  );
}

function headersOf(hostile: boolean) {
  const forwarded = fc.ipV4();
  if (!hostile) return forwarded.map((ip) => ({ 'x-forwarded-for': ip }));
  return fc.record(
    {
      // The forwarded address always varies, so the fuzz spreads over rate-limit buckets as many clients would.
      'x-forwarded-for': fc.oneof(forwarded, fc.constantFrom('garbage', '1.2.3.4, 5.6.7.8', '::1', '')),
      'x-request-id': fc.oneof(fc.uuid(), fc.string({ maxLength: 80 })),
      'accept-language': fc.oneof(
        fc.constantFrom('ar', 'fr-FR,fr;q=0.9', '*', 'zz'),
        fc.string({ maxLength: 30 }),
      ),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/webp', 'garbage'),
      'accept-encoding': fc.constantFrom('br', 'gzip', 'deflate, *', 'identity;q=0', 'garbage'),
    },
    { requiredKeys: ['x-forwarded-for'] },
  );
}

const forgedAuthorization = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'Bearer null', 'Basic YWRtaW46YWRtaW4=', 'bearer x.y.z', 'Token abc'),
  fc.string({ maxLength: 200 }).map((text) => `Bearer ${text.replace(/[^\x21-\x7e]/g, '')}`),
  fc.base64String({ maxLength: 300 }).map((text) => `Bearer eyJhbGciOiJub25lIn0.${text}.`),
);

export const preview = (bytes: Buffer | undefined, size = 400) =>
  bytes
    ? JSON.stringify(bytes.subarray(0, size).toString('utf8')) + (bytes.length > size ? '…' : '')
    : '(none)';

/** A request as a failure report shows it: enough to send it again by hand. */
export function describeRequest(request: FuzzRequest): string {
  const url = request.url.length > 400 ? `${request.url.slice(0, 400)}…` : request.url;
  return [
    `${request.role} ${request.method} ${url} (${request.overHttp ? 'over HTTP' : 'in-process'})`,
    `  headers: ${JSON.stringify(request.headers).slice(0, 600)}`,
    `  body (${request.body?.length ?? 0} bytes): ${preview(request.body)}`,
  ].join('\n');
}

const role = fc.oneof(
  { arbitrary: fc.constant<Role>('admin'), weight: 3 },
  { arbitrary: fc.constant<Role>('customer'), weight: 3 },
  { arbitrary: fc.constant<Role>('guest'), weight: 2 },
  { arbitrary: fc.constant<Role>('forged'), weight: 1 },
);

/**
 * Records a route most likely refers to: those shown by the lists beside it
 * (`/api/admin/orders` for `/api/admin/orders/:id`), among those of every list.
 */
function knownFor(route: RouteEntry, known: RequestContext['known']): fc.Arbitrary<string> {
  const all = fc.constantFrom(...new Set([...known.values()].flat()));
  const segments = route.url.split('/:')[0]!.split('/');
  for (let length = segments.length; length > 2; length--) {
    const family = segments.slice(0, length).join('/');
    const near = [...known].filter(([list]) => list.startsWith(family)).flatMap(([, values]) => values);
    if (near.length > 0)
      return fc.oneof({ arbitrary: fc.constantFrom(...near), weight: 4 }, { arbitrary: all, weight: 1 });
  }
  return all;
}

/** Every request the fuzz suite may send to one route, as any role. */
export function requestsFor(route: RouteEntry, ctx: RequestContext): fc.Arbitrary<FuzzRequest> {
  const known = knownFor(route, ctx.known);
  const focus = fc.constantFrom<Focus>('none', 'path', 'query', 'body', 'body', 'headers');
  return fc
    .tuple(role, focus, fc.boolean())
    .chain(([who, on, overHttp]) =>
      fc.record({
        role: fc.constant(who),
        path: pathOf(route, known, on === 'path'),
        query: queryOf(route, known, on === 'query'),
        body: bodyOf(route, ctx, known, on === 'body'),
        headers: headersOf(on === 'headers'),
        forged: forgedAuthorization,
        overHttp: fc.constant(overHttp),
      }),
    )
    .map(({ role: who, path, query, body, headers, forged, overHttp }) => {
      const request: FuzzRequest = {
        role: who,
        route: `${route.method} ${route.url}`,
        method: route.method,
        url: query ? `${path}?${query}` : path,
        headers: {
          ...headers,
          ...(body.contentType !== undefined ? { 'content-type': body.contentType } : {}),
          ...(who === 'forged' ? { authorization: forged } : {}),
        },
        body: body.bytes,
        overHttp,
      };
      // fast-check prints a failing request this way rather than byte by byte.
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}
