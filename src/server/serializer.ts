import fastJson from "fast-json-stringify";
import type { FastifyRouteSchemaDef } from "fastify/types/schema";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";

/**
 * A faster response serializer for hot routes: for a Zod schema that only describes plain data
 * (objects of required keys that strip unknown ones, arrays, strings, numbers, booleans, null,
 * nullable scalars), fast-json-stringify compiled from the same shape writes the JSON that Zod's check +
 * `JSON.stringify` writes (same keys, same order, same escaping) without checking the data again
 * on the way out. Any other schema (an optional key, a transform, a trim, a refinement, unknown,
 * a union, a record, ...) keeps the Zod serializer. Set per route with `serializerCompiler:
 * fastSerializerCompiler`; the route's schema is unchanged, so the OpenAPI document is too.
 */
export function fastSerializerCompiler<S>(
  route: FastifyRouteSchemaDef<S>,
): (data: unknown) => string {
  // Typed by Fastify as the whole route's schema; what arrives is one status code's Zod schema.
  const zodRoute = route as unknown as FastifyRouteSchemaDef<z.ZodType>;
  const shape = plainJsonSchema(zodRoute.schema);
  return shape === undefined ? zodSerializerCompiler(zodRoute) : fastJson(shape);
}

type JsonSchema = Record<string, unknown>;

/** Checks that only accept or refuse a value (no overwrite such as trim or toLowerCase). */
const PURE_CHECKS = new Set([
  "min_length",
  "max_length",
  "length_equals",
  "string_format",
  "number_format",
  "greater_than",
  "less_than",
  "multiple_of",
]);

interface ZodInternals {
  def: {
    type: string;
    checks?: { _zod: { def: { check: string } } }[];
    shape?: Record<string, z.ZodType>;
    catchall?: z.ZodType;
    element?: z.ZodType;
    innerType?: z.ZodType;
  };
}

const internals = (schema: z.ZodType) => (schema as unknown as { _zod: ZodInternals })._zod;

/**
 * The JSON Schema that fast-json-stringify needs for a plain-data Zod schema (types, properties,
 * required keys; value checks such as lengths are left out), or undefined if the schema is not
 * plain data.
 */
export function plainJsonSchema(schema: z.ZodType): JsonSchema | undefined {
  const { def } = internals(schema);
  if (!(def.checks ?? []).every((c) => PURE_CHECKS.has(c._zod.def.check))) return undefined;
  switch (def.type) {
    case "string":
    case "number":
    case "boolean":
    case "null":
      return { type: def.type };
    case "nullable": {
      const inner = def.innerType && plainJsonSchema(def.innerType);
      if (!inner || !["string", "number", "boolean"].includes(inner.type as string))
        return undefined;
      return { ...inner, type: [inner.type, "null"] };
    }
    case "array": {
      const items = def.element && plainJsonSchema(def.element);
      return items && { type: "array", items };
    }
    case "object": {
      if (def.catchall !== undefined || !def.shape) return undefined;
      // Every key required: fast-json-stringify writes optional keys after the required ones,
      // so an optional key would change the order of the keys.
      const properties: Record<string, JsonSchema> = {};
      for (const [key, value] of Object.entries(def.shape)) {
        const property = plainJsonSchema(value);
        if (!property) return undefined;
        properties[key] = property;
      }
      const required = Object.keys(properties);
      return { type: "object", properties, required, additionalProperties: false };
    }
    default:
      return undefined;
  }
}
