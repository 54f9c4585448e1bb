import { connect } from 'node:net';
import { z } from 'zod';
import { API_ROUTES } from '@gtm/contracts/api-routes';
import type { TApiRoute } from '@gtm/contracts/api-routes';
import { DEFAULT_BODY_LIMIT, documentedStatuses, mediaTypeOf } from '@gtm/contracts/operation';
import { logout } from '@gtm/contracts/operations/sign-in';
import type { TFuzzKind } from './schemathesis.ts';

/**
 * The inputs Schemathesis does not make, sent as explicit requests: NoSQL operator objects and prototype keys
 * where values belong, lone surrogates, NUL and megabyte strings, and bodies declared as other media types.
 * Each answer must be a documented status with its documented body and no 5xx; a case marked `refused`
 * must also be refused (4xx), and runs in the phase whose data is compared before and after.
 */

/** One explicit request. */
export type THostileCase = {
  name: string;
  operation: TApiRoute;
  kind: TFuzzKind;
  /** Path and query. */
  target: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Must answer 4xx (and so change nothing); otherwise any documented answer will do. */
  refused: boolean;
  /** Statuses a case may answer besides the operation's own (a transport limit such as 431). */
  alsoAllowed?: readonly number[];
  /**
   * Sent as its request head alone on a socket of its own, and answered by whatever the server wrote before it
   * closed: a head past the server's limit is answered (431) and the connection reset while the client may still
   * be writing it, which a fetch reports as a failed write instead of the answer.
   */
  headOnly?: boolean;
};

const OPERATORS: readonly unknown[] = [
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(1000) || true' },
  { $regex: '.*', $options: 'si' },
  { $expr: { $eq: [1, 1] } },
];
const PROTOTYPE_KEYS: readonly [string, unknown][] = [
  ['__proto__', { polluted: 'yes', isAdmin: true, kind: 'admin' }],
  ['constructor', { prototype: { polluted: 'yes', isAdmin: true } }],
  ['prototype', { polluted: 'yes' }],
];
const MEGABYTE = 1024 * 1024;
/** Strings a text field may well accept, each odd in its own way. */
const ODD_STRINGS: readonly string[] = [
  '\u202Eevil\u202C right-to-left override',
  '\u200F\u05E9\u05DC\u05D5\u05DD \u0627\u0644\u0633\u0644\u0627\u0645\u200E',
  'nul \u0000 inside',
  'lone \uD800 high and \uDC00 low surrogates',
  '\uD83D\uDC69\uD83C\uDFFD\u200D\uD83D\uDCBB \uD83C\uDDFA\uD83C\uDDF8 \uD83D\uDE00',
  'zero\u200Bwidth\u200C\u200Djoiners\uFEFF',
  'Z\u0351\u0358\u0300a\u0367\u0346l\u0315\u034Eg\u0338o\u036B combining',
  '\uFFFF\uFFFE noncharacters',
  'x'.repeat(10_000),
];

const OBJECT_ID = '0'.repeat(24);
const jsonHeaders = { 'content-type': 'application/json' };

/** Who sends a case: anonymous where anyone may call, else a kind the operation allows. */
const callerOf = (operation: TApiRoute): TFuzzKind =>
  operation.access.includes('anonymous') ? 'anonymous' : (operation.access.at(-1) as TFuzzKind);

const concretePath = (operation: TApiRoute, value = OBJECT_ID) =>
  operation.path.replace(/:(\w+)/g, () => encodeURIComponent(value));

/** The top-level fields of a JSON body and whether each is an object (operators there may be stripped keys). */
const bodyFields = (operation: TApiRoute) => {
  const schema = operation.request?.body;
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string }>;
  };
  return Object.entries(json.properties ?? {}).map(([name, field]) => ({
    name,
    isObject: field.type === 'object',
  }));
};

const hasJsonBody = (operation: TApiRoute) => Boolean(operation.request?.body);
const fuzzed = (operation: TApiRoute) => operation.service !== 'gateway' && operation.id !== logout.id;

/** Cases that must be refused: they run among the refused requests whose effect on the data is compared. */
export const refusedCases = (): THostileCase[] => {
  const cases: THostileCase[] = [];
  for (const operation of API_ROUTES.filter(fuzzed)) {
    const kind = callerOf(operation);
    const base = { operation, kind, refused: true } as const;
    if (operation.request?.params) {
      for (const value of ['{"$gt":""}', '__proto__', 'constructor', '\u0000', '$where', '\u202E']) {
        cases.push({
          ...base,
          name: `path ${JSON.stringify(value)}`,
          target: concretePath(operation, value),
          headers: {},
        });
      }
      cases.push({
        ...base,
        name: 'path with invalid UTF-8',
        target: operation.path.replace(/:(\w+)/g, '%ED%A0%80'),
        headers: {},
      });
    }
    if (hasJsonBody(operation)) {
      const target = concretePath(operation);
      for (const { name, isObject } of bodyFields(operation)) {
        if (isObject) continue;
        for (const operator of OPERATORS) {
          cases.push({
            ...base,
            name: `body ${name}: ${JSON.stringify(operator)}`,
            target,
            headers: jsonHeaders,
            body: JSON.stringify({ [name]: operator }),
          });
        }
      }
      const wrongTypes: [string, string | Uint8Array<ArrayBuffer>][] = [
        ['text/plain;charset=UTF-8', '{"email":"a@b.test"}'],
        ['application/x-www-form-urlencoded', 'email=a%40b.test&name[$gt]='],
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.test\r\n--x--\r\n',
        ],
        ['multipart/form-data', '{"email":"a@b.test"}'],
        ['application/xml', '<email>a@b.test</email>'],
        ['application/jsonx', '{"email":"a@b.test"}'],
        ['', new TextEncoder().encode('{"email":"a@b.test"}')],
      ];
      for (const [contentType, body] of wrongTypes) {
        cases.push({
          ...base,
          name: `body as ${contentType || 'no content type'}`,
          target,
          headers: contentType ? { 'content-type': contentType } : {},
          body,
        });
      }
      cases.push({
        ...base,
        name: 'body not JSON',
        target,
        headers: jsonHeaders,
        body: '{"email": "a@b.test",',
      });
      cases.push({
        ...base,
        name: 'body of 1 MB',
        target,
        headers: jsonHeaders,
        body: JSON.stringify({
          name: 'x'.repeat(Math.max(MEGABYTE, (operation.bodyLimit ?? DEFAULT_BODY_LIMIT) + 1)),
        }),
      });
    }
    if (operation.request?.multipart) {
      const target = concretePath(operation);
      const boundary = 'fuzzboundary';
      const form = (parts: string) => new TextEncoder().encode(`${parts}--${boundary}--\r\n`);
      const field = (name: string, value: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
      cases.push(
        {
          ...base,
          name: 'JSON instead of multipart',
          target,
          headers: jsonHeaders,
          body: '{"workPreference":["Remote"]}',
        },
        {
          ...base,
          name: 'data part an operator',
          target,
          headers: multipart,
          body: form(field('data', '{"$gt":""}')),
        },
        {
          ...base,
          name: 'data part of 1 MB',
          target,
          headers: multipart,
          body: form(field('data', `"${'x'.repeat(MEGABYTE)}"`)),
        },
        {
          ...base,
          name: 'data part twice',
          target,
          headers: multipart,
          body: form(field('data', '{}') + field('data', '{}')),
        },
        {
          ...base,
          name: 'multipart without its end',
          target,
          headers: multipart,
          body: `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{`,
        },
        {
          ...base,
          name: 'a resume that is not a PDF',
          target,
          headers: multipart,
          body: form(
            field('data', '{}') +
              `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="\u202Ecod.exe"\r\nContent-Type: application/pdf\r\n\r\nMZ\u0000\u0000\r\n`,
          ),
        },
      );
    }
  }
  return cases;
};

type TJson = null | boolean | number | string | TJson[] | { [key: string]: TJson };

/** Every string leaf of a JSON value, by its path of keys and indexes. */
const stringLeaves = (value: TJson, path: (string | number)[] = []): (string | number)[][] => {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  return [];
};

const withValueAt = (value: TJson, path: (string | number)[], replacement: TJson): TJson => {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    TJson
  >;
  copy[head] = withValueAt(copy[head] as TJson, rest, replacement);
  return copy as TJson;
};

/**
 * Cases a correct API may accept: odd strings in every string field of a body the API accepted (recorded
 * from the positive phase), prototype keys at the top and in nested objects, operator objects where an
 * object may stand, hostile query values and a megabyte URL. They run with the requests that may change data.
 */
export const acceptableCases = (acceptedBodies: ReadonlyMap<string, unknown>): THostileCase[] => {
  const cases: THostileCase[] = [];
  // The gateway's own operations (health, readiness, the API's description) take no input: one plain call each.
  for (const operation of API_ROUTES.filter((route) => route.service === 'gateway')) {
    cases.push({
      operation,
      kind: 'anonymous',
      refused: false,
      name: 'plain',
      target: operation.path,
      headers: {},
    });
  }
  for (const operation of API_ROUTES.filter(fuzzed)) {
    const kind = callerOf(operation);
    const base = { operation, kind, refused: false } as const;
    const target = concretePath(operation);
    if (hasJsonBody(operation)) {
      const accepted = (acceptedBodies.get(operation.id) ?? {}) as TJson;
      const leaves = stringLeaves(accepted);
      leaves.forEach((leaf, index) => {
        // Every odd string in the first field, one (in turn) in each other field.
        const values = index === 0 ? ODD_STRINGS : [ODD_STRINGS[index % ODD_STRINGS.length] as string];
        for (const value of values) {
          cases.push({
            ...base,
            name: `body ${leaf.join('.')}: ${JSON.stringify(value.slice(0, 24))}`,
            target,
            headers: jsonHeaders,
            body: JSON.stringify(withValueAt(accepted, leaf, value)),
          });
        }
      });
      for (const [key, value] of PROTOTYPE_KEYS) {
        // JSON.parse makes `__proto__` an own key, as a hostile client's body would.
        const body = JSON.stringify(accepted).replace(
          /^\{/,
          `{${JSON.stringify(key)}:${JSON.stringify(value)},`,
        );
        cases.push({
          ...base,
          name: `body key ${key}`,
          target,
          headers: jsonHeaders,
          body: body.replace(/,}$/, '}'),
        });
      }
      for (const { name, isObject } of bodyFields(operation)) {
        if (!isObject) continue;
        cases.push({
          ...base,
          name: `body ${name}: operator object`,
          target,
          headers: jsonHeaders,
          body: JSON.stringify({ ...(accepted as object), [name]: { $gt: '' } }),
        });
      }
    }
    const query = operation.request?.query;
    if (query) {
      const names = Object.keys(query.shape);
      const hostile = [
        ...names.flatMap((name) => [
          `${name}[$gt]=`,
          `${name}=${encodeURIComponent('{"$gt":""}')}`,
          `${name}=%24where`,
          `${name}=${encodeURIComponent('(a+)+$')}`,
          `${name}=%ED%A0%80`,
          `${name}=%00`,
          `${name}=${encodeURIComponent('x'.repeat(8_000))}`,
          `${name}=1&${name}=2`,
        ]),
        '__proto__[polluted]=yes',
        'constructor[prototype][polluted]=yes',
        '__proto__=yes',
      ];
      for (const search of hostile) {
        cases.push({
          ...base,
          name: `query ${search.slice(0, 40)}`,
          target: `${target}?${search}`,
          headers: {},
        });
      }
      cases.push({
        ...base,
        name: 'query of 1 MB',
        target: `${target}?${names[0]}=${'x'.repeat(MEGABYTE)}`,
        headers: {},
        // Past Node's header limit the HTTP server itself answers 431 before any of our code runs.
        alsoAllowed: [431],
        headOnly: true,
      });
    }
  }
  return cases;
};

/** An HTTP/1.1 answer as read off a socket: its status, its headers (lower-case names) and its body. */
const parseAnswer = (bytes: Buffer) => {
  const text = bytes.toString('latin1');
  const headEnd = text.indexOf('\r\n\r\n');
  const head = headEnd === -1 ? text : text.slice(0, headEnd);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  if (status === undefined) throw new Error(`no HTTP answer (${bytes.length} bytes read)`);
  const headers = new Map(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).trim().toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  let body =
    headEnd === -1
      ? Buffer.alloc(0)
      : bytes.subarray(Buffer.byteLength(text.slice(0, headEnd + 4), 'latin1'));
  if (headers.get('transfer-encoding')?.includes('chunked')) {
    const chunks: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = body.indexOf('\r\n', at);
      const size = lineEnd === -1 ? 0 : parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
      if (!size) break;
      chunks.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(chunks);
  }
  return {
    status: Number(status),
    contentType: headers.get('content-type') ?? '',
    text: body.toString('utf8'),
  };
};

/**
 * Sends a request head (no body) on a socket of its own and reads whatever is answered until the server closes:
 * a failed write (the server answered and reset the connection mid-head) is not an error, no answer is.
 */
const sendHeadAlone = (
  gateway: string,
  request: { method: string; target: string; headers: Record<string, string> },
) =>
  new Promise<ReturnType<typeof parseAnswer>>((resolve, reject) => {
    const url = new URL(gateway);
    const socket = connect({ host: url.hostname, port: Number(url.port || 80) });
    const received: Buffer[] = [];
    let failure: Error | null = null;
    socket.setTimeout(30_000, () => socket.destroy(new Error('timed out')));
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (error) => (failure ??= error));
    socket.on('close', () => {
      try {
        resolve(parseAnswer(Buffer.concat(received)));
      } catch (error) {
        reject(failure ?? error);
      }
    });
    const headers = { host: url.host, connection: 'close', ...request.headers };
    socket.write(
      `${request.method} ${request.target} HTTP/1.1\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n`,
    );
  });

/** The outcome of sending cases: how many, and each case whose answer broke its expectation. */
export type THostileRun = { requests: number; operations: Set<string>; failures: string[] };

/** Sends the cases one at a time and checks each answer against the operation's documented answers. */
export const runHostileCases = async (
  cases: readonly THostileCase[],
  options: { gateway: string; portal: string; sessions: Partial<Record<TFuzzKind, string>> },
): Promise<THostileRun> => {
  const failures: string[] = [];
  const operations = new Set<string>();
  for (const hostile of cases) {
    const { operation } = hostile;
    operations.add(operation.id);
    const session = options.sessions[hostile.kind];
    const label = `${operation.id} (${hostile.kind}) ${hostile.name.slice(0, 80)}`;
    let status: number;
    let text: string;
    let contentType: string;
    const headers = { origin: options.portal, ...(session ? { cookie: session } : {}), ...hostile.headers };
    try {
      if (hostile.headOnly) {
        ({ status, contentType, text } = await sendHeadAlone(options.gateway, {
          method: operation.method,
          target: hostile.target,
          headers,
        }));
      } else {
        const response = await fetch(`${options.gateway}${hostile.target}`, {
          method: operation.method,
          headers,
          body: hostile.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        });
        status = response.status;
        contentType = response.headers.get('content-type') ?? '';
        text = await response.text();
      }
    } catch (error) {
      failures.push(`${label}: no answer (${(error as Error).message})`);
      continue;
    }
    if ((hostile.alsoAllowed ?? []).includes(status)) continue;
    const spec = operation.responses[status];
    if (status >= 500 || !spec) {
      failures.push(
        `${label}: answered ${status}, documented ${documentedStatuses(operation).join(', ')}: ${text.slice(0, 200)}`,
      );
      continue;
    }
    if (hostile.refused && status < 400) {
      failures.push(`${label}: accepted (${status}) what must be refused: ${text.slice(0, 200)}`);
      continue;
    }
    if (spec.noBody) {
      if (text !== '' || contentType !== '')
        failures.push(
          `${label}: ${status} documented without a body, answered ${contentType}: ${text.slice(0, 200)}`,
        );
      continue;
    }
    const mediaType = mediaTypeOf(spec);
    if (!contentType.startsWith(mediaType)) {
      failures.push(`${label}: ${status} answered as ${contentType}, documented ${mediaType}`);
      continue;
    }
    if (mediaType === 'application/json') {
      const parsed = spec.schema.safeParse(JSON.parse(text));
      if (!parsed.success)
        failures.push(`${label}: ${status} body is not as documented: ${parsed.error.message.slice(0, 300)}`);
    }
  }
  return { requests: cases.length, operations, failures };
};
