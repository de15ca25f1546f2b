import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * A faster response serializer for hot routes: for a Zod schema that only describes plain data
 * (objects of required keys that strip unknown ones, arrays, strings, numbers, booleans, null,
 * nullable scalars), fast-json-stringify compiled from the same shape writes the JSON that Zod's check +
 * `JSON.stringify` writes (same keys, same order, same escaping) without checking the data again
 * on the way out. Any other schema (an optional key, a transform, a trim, a refinement, unknown,
 * a union, a record, ...) keeps the Zod serializer. Set per route with `serializerCompiler:
 * fastSerializerCompiler`; the route's schema is unchanged, so the OpenAPI document is too.
 *
 * The shape comes from Zod's own `z.toJSONSchema` (docs/decisions/0039-public-library-apis.md);
 * what JSON Schema cannot show (a trim, a refinement, a strict object) is read from each
 * schema's public `type` and `def`, with the checks told apart by `instanceof` Zod's classes.
 */
export const fastSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  // Typed by Fastify as the whole route's schema; what arrives is one status code's Zod schema.
  const schema = route.schema as z.ZodType;
  const shape = plainJsonSchema(schema);
  return shape === undefined ? zodSerializerCompiler({ ...route, schema }) : fastJson(shape);
};

type JsonSchema = Record<string, unknown>;

/** Zod's schema types whose JSON needs no more than the shape (see `plainJsonSchema`). */
const PLAIN_TYPES = new Set(["string", "number", "boolean", "null", "nullable", "array", "object"]);

/** Checks that only accept or refuse a value (no overwrite such as trim or toLowerCase). */
const PURE_CHECKS = [
  z.core.$ZodCheckMinLength,
  z.core.$ZodCheckMaxLength,
  z.core.$ZodCheckLengthEquals,
  z.core.$ZodCheckStringFormat,
  z.core.$ZodCheckNumberFormat,
  z.core.$ZodCheckGreaterThan,
  z.core.$ZodCheckLessThan,
  z.core.$ZodCheckMultipleOf,
];

/** Whether one schema node (not its children) writes plain data. */
function plainNode(schema: z.ZodType): boolean {
  const def = schema.def as { checks?: unknown[]; catchall?: unknown } | undefined;
  if (!def || !PLAIN_TYPES.has(schema.type)) return false;
  // A strict or loose object (a catchall) refuses or keeps unknown keys; a plain one drops them.
  if (schema.type === "object" && def.catchall !== undefined) return false;
  return (def.checks ?? []).every((check) => PURE_CHECKS.some((kind) => check instanceof kind));
}

/** The JSON Schema keywords that only restrict or describe values: left out of the shape. */
const VALUE_KEYWORDS = new Set([
  "description",
  "title",
  "minLength",
  "maxLength",
  "format",
  "pattern",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
]);
const SCALARS = new Set(["string", "number", "integer", "boolean", "null"]);

/**
 * The shape of one node of Zod's JSON Schema (types, properties, required keys), or undefined
 * for anything else (a union, a default, an enum, a reference, ...).
 */
function shapeOf(json: unknown): JsonSchema | undefined {
  if (typeof json !== "object" || json === null) return undefined;
  const { type, properties, required, additionalProperties, items, anyOf, ...rest } =
    json as JsonSchema;
  if (!Object.keys(rest).every((key) => VALUE_KEYWORDS.has(key))) return undefined;
  // z.int() is "integer" with bounds: written as a number, as Zod's serializer writes it.
  const scalar = (t: unknown) => (t === "integer" ? "number" : t);
  if (anyOf !== undefined) {
    // A nullable scalar with checks: [the scalar, null].
    if (type !== undefined || !Array.isArray(anyOf) || anyOf.length !== 2) return undefined;
    const inner = shapeOf(anyOf[0]);
    const none = shapeOf(anyOf[1]);
    if (none?.type !== "null" || typeof inner?.type !== "string" || inner.type === "null") {
      return undefined;
    }
    return SCALARS.has(inner.type) ? { type: [inner.type, "null"] } : undefined;
  }
  if (Array.isArray(type)) {
    // A nullable scalar: [type, "null"].
    const [first, second, ...more] = type;
    if (more.length > 0 || second !== "null" || first === "null" || !SCALARS.has(first)) {
      return undefined;
    }
    return { type: [scalar(first), "null"] };
  }
  if (typeof type === "string" && SCALARS.has(type)) {
    return properties || required || items || additionalProperties !== undefined
      ? undefined
      : { type: scalar(type) };
  }
  if (type === "array") {
    const shape = shapeOf(items);
    return shape && !properties && !required ? { type: "array", items: shape } : undefined;
  }
  if (type !== "object" || additionalProperties !== false) return undefined;
  const keys = Object.keys((properties ?? {}) as JsonSchema);
  // Every key required: fast-json-stringify writes optional keys after the required ones,
  // so an optional key would change the order of the keys.
  if (!Array.isArray(required) || required.length !== keys.length) return undefined;
  if (!keys.every((key) => required.includes(key))) return undefined;
  const shapes: Record<string, JsonSchema> = {};
  for (const key of keys) {
    const shape = shapeOf((properties as JsonSchema)[key]);
    if (!shape) return undefined;
    shapes[key] = shape;
  }
  return { type: "object", properties: shapes, required: keys, additionalProperties: false };
}

/**
 * The JSON Schema that fast-json-stringify needs for a plain-data Zod schema (types, properties,
 * required keys; value checks such as lengths are left out), or undefined if the schema is not
 * plain data.
 */
export function plainJsonSchema(schema: z.ZodType): JsonSchema | undefined {
  let plain = true;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      io: "output",
      target: "draft-07",
      // Called for every schema it converts, children included.
      override: (ctx) => {
        if (!plainNode(ctx.zodSchema as unknown as z.ZodType)) plain = false;
      },
    }) as JsonSchema;
  } catch {
    // A transform, a date, ...: not representable as JSON Schema, so not plain data.
    return undefined;
  }
  if (!plain) return undefined;
  const { $schema: _, ...root } = json;
  return shapeOf(root);
}
