/**
 * Test support for fuzz.test.ts: hostile HTTP requests generated with fast-check from a route's
 * schemas and a valid probe request. A request is generated as a small description (what to
 * mutate, how large, which odd id), so a failing case prints short and shrinks; `materialize`
 * turns it into the bytes sent. `mayBeAccepted` tells, from the route's own Zod schemas, whether a
 * request can pass validation at all (when it says no, a 2xx is a defect).
 */
import fc from "fast-check";
import { z } from "zod";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A hostile value put somewhere in a body; big ones are described, built when sent. */
export type Hostile =
  | { k: "json"; v: Json }
  /** Raw JSON number text that JavaScript can't round-trip (1e400, -0, 30 digits). */
  | { k: "raw"; text: string }
  | { k: "huge"; length: number; unit: string }
  | { k: "deep"; depth: number; open: "[" | "{" }
  | { k: "many"; count: number; item: Json };

export type Path = (string | number)[];

export type Op =
  | { op: "set"; path: Path; value: Hostile }
  | { op: "delete"; path: Path }
  /** An own `__proto__` / `constructor` / `prototype` key (prototype pollution attempts). */
  | { op: "proto"; path: Path; key: string; value: Hostile }
  /** The same key twice in the JSON text (the last one wins in JSON.parse). */
  | { op: "duplicate"; key: string; value: Hostile };

export type BodySpec =
  | { k: "none" }
  /** The probe's valid body with these changes. */
  | { k: "mutated"; ops: Op[] }
  /** The whole body replaced by one value (an array, a string, null, a deep nest...). */
  | { k: "value"; value: Hostile }
  /** Any text (malformed JSON, BOM, form data...). */
  | { k: "text"; text: string }
  /** Bytes that are not valid UTF-8 (hex). */
  | { k: "bytes"; hex: string }
  /** A valid-looking JSON object of the route's body limit plus `delta` bytes (may be < 0). */
  | { k: "sized"; delta: number; unit: string };

export type IdSpec =
  | { k: "real" }
  | { k: "upper" }
  /** Another id of the world (a student's id where a class's is expected...). */
  | { k: "other"; which: WorldIdName }
  /** Put into the path as is (already percent-encoded or deliberately broken). */
  | { k: "raw"; text: string }
  /** Any text, percent-encoded byte by byte (lone surrogates as WTF-8). */
  | { k: "enc"; text: string }
  | { k: "long"; length: number };

export type QuerySpec =
  | { k: "probe" }
  | { k: "none" }
  | { k: "raw"; text: string }
  | { k: "pairs"; pairs: [string, string][] }
  | { k: "long"; length: number };

export interface FuzzRequest {
  ids: IdSpec[];
  query: QuerySpec;
  /** null: no content-type header. */
  contentType: string | null;
  headers: [string, string][];
  body: BodySpec;
}

export type WorldIdName =
  | "userId"
  | "classId"
  | "studentId"
  | "settingId"
  | "pairedStudentId"
  | "ruleId"
  | "groupingId"
  | "roomId"
  | "chartId";

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Strings that break naive code: control and invisible characters, RTL, emoji, surrogates... */
export const NASTY_STRINGS = [
  "",
  " ",
  "\t\n\r",
  "\u0000",
  "a\u0000b",
  "\u0000".repeat(50),
  "\u0001\u0002\u0007\u001b[31m\u007f",
  "\ud800",
  "\udfff",
  "a\ud83d",
  "\udc00\ud800",
  "\u202eevil\u202c",
  "\u200b\u200c\u200d\ufeff",
  "\u2066\u2067\u2068\u2069",
  "שלום עולם",
  "مرحبا",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "Z̸̢͎̈́a̵̱͝l̴̰͒g̸̣̈́o̶̟͝",
  "İıßẞǅ",
  "\u{10ffff}",
  "\ufffe\uffff",
  "' OR 1=1 --",
  "'); DROP TABLE students; --",
  '"; SELECT pg_sleep(10); --',
  "%00",
  "%s%s%s%n",
  "../../../etc/passwd",
  "<script>alert(1)</script>",
  '=HYPERLINK("http://x")',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, on purpose
  "${jndi:ldap://x}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "1e308",
  "null",
  "undefined",
  "true",
  "0x10",
  "١٢٣",
] as const;

const NASTY_NUMBERS = [
  0,
  -1,
  1.5,
  -0.000001,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
];

const RAW_NUMBERS = [
  "1e400",
  "-1e400",
  "-0",
  "123456789012345678901234567890",
  "0.0000000000000000000000001",
];

const jsonLeaf: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
);

export const hostileValue: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 6, arbitrary: jsonLeaf.map((v) => ({ k: "json" as const, v })) },
  {
    weight: 2,
    arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => ({ k: "json" as const, v: v as Json })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...RAW_NUMBERS).map((text) => ({ k: "raw" as const, text })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant("huge" as const),
      length: fc.constantFrom(101, 1_000, 10_000, 100_000, 300_000),
      unit: fc.constantFrom("a", "é", "😀", "\u0000", "\u200b", " ", "\ud800"),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant("deep" as const),
      depth: fc.constantFrom(64, 1_000, 10_000, 100_000),
      open: fc.constantFrom("[" as const, "{" as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant("many" as const),
      count: fc.constantFrom(51, 1_000, 20_000),
      item: jsonLeaf,
    }),
  },
);

// ---------------------------------------------------------------------------------------------
// Bodies

/** Every path in a JSON value (objects' keys, arrays' first and last items), root excluded. */
export function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value)) {
    const indexes = value.length > 1 ? [0, value.length - 1] : value.length === 1 ? [0] : [];
    for (const i of indexes) {
      out.push([...prefix, i]);
      pathsOf(value[i], [...prefix, i], out);
    }
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      out.push([...prefix, key]);
      pathsOf(child, [...prefix, key], out);
    }
  }
  return out;
}

/** A JSON Schema (as Zod writes it) of a route's request part, or null. */
export function jsonSchemaOf(schema: unknown): Record<string, unknown> | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
}

/** Property paths the schema names (nested objects and array items), known or not to the probe. */
export function schemaPaths(js: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (js === null || typeof js !== "object") return out;
  const node = js as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] };
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    out.push([...prefix, key]);
    schemaPaths(child, [...prefix, key], out);
  }
  if (node.items) {
    out.push([...prefix, 0]);
    schemaPaths(node.items, [...prefix, 0], out);
  }
  for (const alt of node.anyOf ?? []) schemaPaths(alt, prefix, out);
  return out;
}

/** A plausible value for a JSON Schema node (used where no probe body exists). */
export function sampleOf(js: unknown, ids: Record<string, string>, key = ""): Json {
  if (js === null || typeof js !== "object") return null;
  const node = js as {
    type?: string | string[];
    properties?: Record<string, unknown>;
    required?: string[];
    items?: unknown;
    enum?: Json[];
    const?: Json;
    default?: Json;
    anyOf?: unknown[];
  };
  if (node.const !== undefined) return node.const;
  if (node.enum) return node.enum[0] ?? null;
  if (node.default !== undefined) return node.default;
  if (node.anyOf?.[0]) return sampleOf(node.anyOf[0], ids, key);
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case "object": {
      const out: Record<string, Json> = {};
      for (const [k, child] of Object.entries(node.properties ?? {})) {
        if (node.required?.includes(k) || k in ids) out[k] = sampleOf(child, ids, k);
      }
      return out;
    }
    case "array":
      return [sampleOf(node.items, ids, key)];
    case "string":
      return ids[key] ?? "Sample";
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return false;
    default:
      return null;
  }
}

export function bodyArbitrary(paths: Path[], hasBody: boolean): fc.Arbitrary<BodySpec> {
  const path = paths.length > 0 ? fc.constantFrom(...paths) : fc.constant([] as Path);
  const op: fc.Arbitrary<Op> = fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({ op: fc.constant("set" as const), path, value: hostileValue }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant("delete" as const), path }) },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant("set" as const),
        path: fc
          .tuple(
            path.map((p) => p.slice(0, -1)),
            fc.oneof(
              fc.string({ maxLength: 12 }),
              fc.constantFrom("id", "user_id", "version", "role", "isAdmin"),
            ),
          )
          .map(([parent, key]) => [...parent, key]),
        value: hostileValue,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant("proto" as const),
        path: path.map((p) => p.slice(0, -1)),
        key: fc.constantFrom("__proto__", "constructor", "prototype"),
        value: fc.constantFrom<Hostile>(
          { k: "json", v: { isAdmin: true, user_id: "x" } },
          { k: "json", v: { prototype: { isAdmin: true } } },
          { k: "json", v: "polluted" },
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant("duplicate" as const),
        key: path.map((p) => String(p[0] ?? "name")),
        value: hostileValue,
      }),
    },
  );
  const malformed = fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    "[",
    "{'name': 'x'}",
    '{"name": }',
    '{"name": "x",}',
    "[1,]",
    "NaN",
    "Infinity",
    "undefined",
    "{name: 1}",
    '{"a":1}{"b":2}',
    '{"a":"\\ud800"}',
    '{"a":"\\u00"}',
    '"\\x00"',
    "\ufeff{}",
    "\u0000",
    "null",
    "true",
    "0",
    '"text"',
    "[]",
    "name=x&class_id=y",
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    `{"a":${"1".repeat(5000)}}`,
    `{"a":"${"\\u0000".repeat(1000)}"}`,
  );
  return fc.oneof(
    { weight: hasBody ? 1 : 6, arbitrary: fc.constant<BodySpec>({ k: "none" }) },
    { weight: hasBody ? 2 : 1, arbitrary: fc.constant<BodySpec>({ k: "mutated", ops: [] }) },
    {
      weight: hasBody ? 14 : 2,
      arbitrary: fc
        .array(op, { minLength: 1, maxLength: 4 })
        .map((ops) => ({ k: "mutated" as const, ops })),
    },
    { weight: 3, arbitrary: hostileValue.map((value) => ({ k: "value" as const, value })) },
    {
      weight: 3,
      arbitrary: fc
        .oneof(malformed, fc.string({ unit: "binary", maxLength: 200 }))
        .map((text) => ({ k: "text" as const, text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          "c328",
          "ff",
          "fffe7b7d",
          "7b22613a2280227d",
          "eda080",
          "f4908080",
          "c0af",
          "7b7de2",
        )
        .map((hex) => ({ k: "bytes" as const, hex })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        k: fc.constant("sized" as const),
        delta: fc.constantFrom(-64, 1, 1024, 300_000),
        unit: fc.constantFrom("a", "é", "😀"),
      }),
    },
  );
}

/** The texts of the RawTexts met by the `stringify` under way (it is synchronous). */
let rawsOfStringify: string[] = [];

class RawText {
  constructor(readonly text: string) {}
  /**
   * A placeholder `stringify` swaps for the text. toJSON, which JSON.stringify calls natively,
   * instead of a replacer function, which it would call for every key and item of the body
   * (20,000-item arrays): the same text, at a fraction of the cost per request.
   */
  toJSON(): string {
    rawsOfStringify.push(this.text);
    return `\u0001RAW${rawsOfStringify.length - 1}\u0001`;
  }
}

/**
 * Big texts, built once and then shared: the same few lengths and units come back in every
 * run, and strings can't change, so each request no longer builds (and the collector frees)
 * its own copy of up to a megabyte. Arrays and objects are built anew each time (an op may
 * change them).
 */
const bigTexts = new Map<string, string>();
function bigText(key: string, make: () => string): string {
  let text = bigTexts.get(key);
  if (text === undefined) {
    text = make();
    bigTexts.set(key, text);
  }
  return text;
}

/** The value of a hostile description (big strings and nests built here). */
function build(value: Hostile): unknown {
  switch (value.k) {
    case "json":
      return value.v;
    case "raw":
      return new RawText(value.text);
    case "huge":
      return bigText(`huge ${value.unit} ${value.length}`, () => value.unit.repeat(value.length));
    case "deep": {
      const close = value.open === "[" ? "]" : "}";
      const open = value.open === "[" ? "[" : '{"a":';
      return new RawText(
        bigText(
          `deep ${value.open} ${value.depth}`,
          () => `${open.repeat(value.depth)}1${close.repeat(value.depth)}`,
        ),
      );
    }
    case "many":
      return Array.from({ length: value.count }, () => value.item);
  }
}

/** JSON.stringify that writes RawText as is (numbers JavaScript can't hold, deep nests). */
export function stringify(value: unknown): string {
  const raws: string[] = [];
  rawsOfStringify = raws;
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } finally {
    rawsOfStringify = [];
  }
  if (text === undefined) return "";
  return raws.length === 0
    ? text
    : text.replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)] ?? "");
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function parentOf(root: unknown, path: Path): Record<string | number, unknown> | null {
  let node = root;
  for (const step of path.slice(0, -1)) {
    if (node === null || typeof node !== "object") return null;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node !== null && typeof node === "object"
    ? (node as Record<string | number, unknown>)
    : null;
}

/** The probe's body with the ops applied, as JSON text. */
export function mutatedBody(base: unknown, ops: readonly Op[]): string {
  let root: unknown = clone(base) ?? {};
  const duplicates: string[] = [];
  // Own `__proto__`/`constructor` keys go in last (an array with its own `constructor` can't
  // be spliced any more), and only on plain objects.
  const ordered = [...ops.filter((o) => o.op !== "proto"), ...ops.filter((o) => o.op === "proto")];
  for (const op of ordered) {
    if (op.op === "duplicate") {
      duplicates.push(`${JSON.stringify(op.key)}:${stringify(build(op.value))}`);
      continue;
    }
    if (op.op === "proto") {
      const target = op.path.length === 0 ? root : parentOf(root, [...op.path, "x"]);
      if (target !== null && typeof target === "object" && !Array.isArray(target)) {
        Object.defineProperty(target, op.key, {
          value: build(op.value),
          enumerable: true,
          configurable: true,
          writable: true,
        });
      }
      continue;
    }
    if (op.path.length === 0) {
      root = op.op === "set" ? build(op.value) : undefined;
      continue;
    }
    const parent = parentOf(root, op.path);
    const key = op.path[op.path.length - 1] as string | number;
    if (parent === null) continue;
    if (op.op === "delete") {
      if (Array.isArray(parent) && typeof key === "number") parent.splice(key, 1);
      else delete parent[key];
    } else parent[key] = build(op.value);
  }
  const text = stringify(root);
  if (duplicates.length === 0 || !text.startsWith("{")) return text;
  // The same keys again: `{"name":"x",...,"name":<hostile>}`.
  return text === "{}"
    ? `{${duplicates.join(",")}}`
    : `${text.slice(0, -1)},${duplicates.join(",")}}`;
}

/** A JSON object `{"name":"<unit...>"}` of exactly `bytes` bytes (or a little more). */
export function sizedBody(bytes: number, unit: string): string {
  const frame = 11; // {"name":""}
  const unitBytes = Buffer.byteLength(unit);
  const count = Math.max(0, Math.ceil((bytes - frame) / unitBytes));
  return bigText(`sized ${unit} ${count}`, () => `{"name":"${unit.repeat(count)}"}`);
}

export function bodyPayload(
  spec: BodySpec,
  base: unknown,
  limit: number,
): string | Buffer | undefined {
  switch (spec.k) {
    case "none":
      return undefined;
    case "mutated":
      return mutatedBody(base, spec.ops);
    case "value":
      return stringify(build(spec.value));
    case "text":
      return spec.text;
    case "bytes":
      return Buffer.from(spec.hex, "hex");
    case "sized":
      return sizedBody(limit + spec.delta, spec.unit);
  }
}

// ---------------------------------------------------------------------------------------------
// Ids, query strings, headers

/** Percent-encodes every byte of the text's UTF-8 (WTF-8 for lone surrogates). */
export function encodeAll(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i) as number;
    if (code > 0xffff) i++;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
  }
  return bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join("");
}

const RAW_IDS = [
  "",
  "%00",
  "a%00b",
  "..",
  "../classes",
  "..%2F..%2Fclasses",
  "%2e%2e",
  "%252e%252e",
  "%",
  "%zz",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%AF",
  "%FF",
  "0",
  "-1",
  "1e308",
  "NaN",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "%27%20OR%201%3D1%20--",
  "1%3B%20DROP%20TABLE%20students",
  "*",
  "%2A",
  "%20",
  "id%0D%0ASet-Cookie:%20x=y",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
];

export const idArbitrary: fc.Arbitrary<IdSpec> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<IdSpec>({ k: "real" }) },
  { weight: 1, arbitrary: fc.constant<IdSpec>({ k: "upper" }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<WorldIdName>(
        "userId",
        "classId",
        "studentId",
        "settingId",
        "ruleId",
        "groupingId",
        "roomId",
        "chartId",
      )
      .map((which) => ({ k: "other" as const, which })),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(...RAW_IDS).map((text) => ({ k: "raw" as const, text })),
  },
  {
    weight: 3,
    arbitrary: fc
      .oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: "binary", maxLength: 30 }))
      .map((text) => ({ k: "enc" as const, text })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(64, 65, 199, 200, 201, 10_240)
      .map((length) => ({ k: "long" as const, length })),
  },
);

export const queryArbitrary: fc.Arbitrary<QuerySpec> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<QuerySpec>({ k: "probe" }) },
  { weight: 2, arbitrary: fc.constant<QuerySpec>({ k: "none" }) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        "?",
        "?&&&",
        "?=",
        "?user_id",
        "?user_id=",
        "?user_id=%00",
        "?user_id=a&user_id=b",
        "?user_id[]=a",
        "?user_id[a]=b",
        "?__proto__[isAdmin]=1",
        "?constructor[prototype][x]=1",
        "?%zz=%zz",
        "?user_id=%ED%A0%80",
        "?a=1;b=2",
        "?user_id=' OR 1=1 --",
        "?#fragment",
      )
      .map((text) => ({ k: "raw" as const, text })),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom("user_id", "id", "limit", "__proto__", "format"),
            fc.string({ maxLength: 8 }),
          ),
          fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: "binary", maxLength: 20 })),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((pairs) => ({ k: "pairs" as const, pairs })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(1_000, 10_000, 60_000)
      .map((length) => ({ k: "long" as const, length })),
  },
);

export const JSON_TYPE = "application/json";

export const contentTypeArbitrary: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 12, arbitrary: fc.constant(JSON_TYPE) },
  {
    weight: 4,
    arbitrary: fc.constantFrom<string | null>(
      null,
      "",
      "application/json; charset=utf-8",
      "application/json; charset=utf-16",
      "APPLICATION/JSON",
      " application/json ",
      "application/json;",
      "application/jsonx",
      "application/json-patch+json",
      "application/vnd.api+json",
      "application/json, text/plain",
      "text/plain",
      "text/csv",
      "text/json",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/octet-stream",
      "*/*",
      "application/json\u0000",
      "é/ü",
    ),
  },
);

export const headersArbitrary: fc.Arbitrary<[string, string][]> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<[string, string][]>([]) },
  {
    weight: 1,
    arbitrary: fc.array(
      fc.tuple(
        fc.constantFrom(
          "if-match",
          "idempotency-key",
          "accept",
          "x-forwarded-for",
          "content-encoding",
        ),
        fc.constantFrom(
          "*",
          '"1"',
          'W/"999999999999999"',
          '"1", "2"',
          "1e308",
          "-1",
          '"abc"',
          "",
          "x".repeat(2_000),
          "gzip",
          "br",
          "text/csv",
          "' OR 1=1 --",
          "1.2.3.4, 5.6.7.8",
        ),
      ),
      { minLength: 1, maxLength: 2 },
    ),
  },
);

export function requestArbitrary(params: number, paths: Path[], hasBody: boolean) {
  return fc.record({
    ids: fc.array(idArbitrary, { minLength: params, maxLength: params }),
    query: queryArbitrary,
    contentType: contentTypeArbitrary,
    headers: headersArbitrary,
    body: bodyArbitrary(paths, hasBody),
  });
}

// ---------------------------------------------------------------------------------------------
// Sending

export interface Target {
  method: string;
  /** The route as registered (`/api/classes/:id`). */
  route: string;
  /** The probe's URL for the current world (real ids, its query string). */
  probeUrl: string;
  probeBody: unknown;
  ids: Record<WorldIdName, string>;
  limit: number;
}

function idText(spec: IdSpec, real: string, ids: Record<WorldIdName, string>): string {
  switch (spec.k) {
    case "real":
      return real;
    case "upper":
      return real.toUpperCase();
    case "other":
      return ids[spec.which];
    case "raw":
      return spec.text;
    case "enc":
      return encodeAll(spec.text);
    case "long":
      return "a".repeat(spec.length);
  }
}

function queryText(spec: QuerySpec, probe: string): string {
  switch (spec.k) {
    case "probe":
      return probe;
    case "none":
      return "";
    case "raw":
      return spec.text;
    case "pairs":
      return `?${spec.pairs.map(([k, v]) => `${encodeAll(k)}=${encodeAll(v)}`).join("&")}`;
    case "long":
      return `?user_id=${"x".repeat(spec.length)}`;
  }
}

export interface Materialized {
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  /** The path's parameters as sent (before the server decodes them). */
  rawIds: string[];
}

export function materialize(request: FuzzRequest, target: Target): Materialized {
  const [probePath = "", probeQuery = ""] = target.probeUrl.split(/(?=\?)/);
  const routeParts = target.route.split("/");
  const probeParts = probePath.split("/");
  const rawIds: string[] = [];
  let param = 0;
  const parts = routeParts.map((part, i) => {
    if (!part.startsWith(":") && part !== "*") return part;
    const real = probeParts[i] ?? "";
    const spec = request.ids[param++] ?? { k: "real" };
    const text = idText(spec, real, target.ids);
    rawIds.push(text);
    return text;
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of request.headers) headers[name] = value;
  const payload = bodyPayload(request.body, target.probeBody, target.limit);
  if (request.contentType !== null) headers["content-type"] = request.contentType;
  return {
    url: parts.join("/") + queryText(request.query, probeQuery),
    headers,
    payload,
    rawIds,
  };
}

/**
 * False when the route's own checks refuse the request for certain: over the body limit, a body
 * that isn't JSON, malformed JSON, or a body, path or query its Zod schemas reject. True means
 * "may be accepted" (the handler may still refuse it).
 */
export function mayBeAccepted(
  sent: Materialized,
  schemas: { body?: unknown; params?: unknown; querystring?: unknown },
  limit: number,
): boolean {
  const payload = sent.payload;
  const size = payload === undefined ? 0 : Buffer.byteLength(payload);
  if (size > limit) return false;
  const type = sent.headers["content-type"];
  const media = type?.split(";", 1)[0]?.trim().toLowerCase();
  if (size > 0 && media !== JSON_TYPE) return false;
  let value: unknown;
  if (size > 0) {
    const text = Buffer.isBuffer(payload) ? payload.toString("utf8") : (payload as string);
    if (Buffer.isBuffer(payload) && !Buffer.from(text, "utf8").equals(payload)) return true;
    try {
      // Fastify's parser (secure-json-parse) skips a leading byte-order mark.
      value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    } catch {
      return false;
    }
  }
  if (schemas.body instanceof z.ZodType && !schemas.body.safeParse(value).success) return false;
  return true;
}
