import type { FastifyRouteSchemaDef } from "fastify/types/schema";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorBody } from "#src/domain/schemas/common";
import { studentDto } from "#src/domain/schemas/students";
import { fastSerializerCompiler, plainJsonSchema } from "#src/server/serializer";

const route = (schema: z.ZodType) =>
  ({ schema, method: "GET", url: "/x", httpStatus: "200" }) as FastifyRouteSchemaDef<z.ZodType>;
const fast = (schema: z.ZodType) => fastSerializerCompiler(route(schema));
const zod = (schema: z.ZodType) => zodSerializerCompiler(route(schema));

const TRICKY = [
  "",
  "Ann Lee",
  'quote " and backslash \\',
  "tab\tnew line\ncarriage\rform\fbackspace\b",
  "\u0000\u0001\u001f control",
  "é ü 中文 emoji 😀",
  "lone surrogates \ud800 and \udfff",
  "line separators \u2028\u2029",
  "</script><!--",
  "x".repeat(50),
  `long ${"y".repeat(6000)} "with" a quote`,
];

const student = (i: number, name: string) => ({
  // Keys out of the schema's order, and one the schema does not have.
  updated_at: "2026-11-22T10:00:00.000Z",
  secret_column: "not in the answer",
  class_id: "c1",
  id: `s${i}`,
  name,
  number: i % 2 === 0 ? null : i,
  color: i % 3 === 0 ? null : "Red",
  element: name,
  shape: null,
  created_at: "2026-11-22T09:00:00.000Z",
  version: i + 1,
});

describe("the fast response serializer", () => {
  it("writes exactly what the Zod serializer writes for a student list", () => {
    const schema = z.array(studentDto);
    const rows = TRICKY.map((name, i) => student(i, name));
    const out = fast(schema)(rows);
    expect(out).toBe(zod(schema)(rows));
    expect(JSON.parse(out)[0]).not.toHaveProperty("secret_column");
    expect(Object.keys(JSON.parse(out)[0])).toEqual(Object.keys(studentDto.shape));
    expect(fast(schema)([])).toBe("[]");
  });

  it("writes booleans, numbers and nested lists as Zod does", () => {
    const schema = z.object({
      b: z.boolean(),
      c: z.number(),
      d: z.number().nullable(),
      e: z.array(z.object({ f: z.string().min(1).max(10) })),
    });
    for (const value of [
      { b: true, c: 1.5, d: null, e: [] },
      { e: [{ f: "ok", g: 1 }], d: 0, c: -0, b: false },
      { b: true, c: 1e21, d: 3, e: [{ f: "é" }, { f: "\n" }] },
    ]) {
      expect(fast(schema)(value)).toBe(zod(schema)(value));
    }
    expect(plainJsonSchema(schema)).toBeDefined();
  });

  it("fails, as Zod does, when a required key is missing", () => {
    const schema = z.array(studentDto);
    const { id: _id, ...noId } = student(1, "A");
    expect(() => fast(schema)([noId])).toThrow();
    expect(() => zod(schema)([noId])).toThrow();
  });

  it("keeps the Zod serializer for a schema that is not plain data", () => {
    for (const schema of [
      z.string().trim(),
      z.string().toLowerCase(),
      z.object({ a: z.string().refine((v) => v !== "x") }),
      z.string().transform((v) => v.length),
      z.object({ a: z.unknown() }),
      errorBody,
      z.union([z.string(), z.number()]),
      z.record(z.string(), z.string()),
      z.looseObject({ a: z.string() }),
      z.strictObject({ a: z.string() }),
      z.object({ a: z.string().default("x") }),
      z.object({ a: z.string().optional(), b: z.string() }),
      z.array(z.object({ a: z.object({ b: z.string() }).nullable() })),
      z.date(),
      z.enum(["a", "b"]),
      z.literal("a"),
      z.object({ a: z.string() }).nullable(),
      z.union([z.string(), z.null()]),
      z.array(z.string()).readonly(),
      z.string().overwrite((v) => v.toUpperCase()),
    ]) {
      expect(plainJsonSchema(schema)).toBeUndefined();
    }
    // The Zod serializer is the one answering: it trims.
    expect(fast(z.object({ a: z.string().trim() }))({ a: " x " })).toBe('{"a":"x"}');
  });

  it("describes a plain schema by its shape only", () => {
    expect(plainJsonSchema(z.array(studentDto))).toEqual({
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "string" },
          name: { type: "string" },
          number: { type: ["number", "null"] },
          color: { type: ["string", "null"] },
          element: { type: ["string", "null"] },
          shape: { type: ["string", "null"] },
          class_id: { type: "string" },
          created_at: { type: "string" },
          updated_at: { type: "string" },
          version: { type: "number" },
        },
        required: Object.keys(studentDto.shape),
        additionalProperties: false,
      },
    });
  });
});

/**
 * What the fast serializer relies on in Zod (pinned to one minor in package.json): the shape
 * `z.toJSONSchema` gives for output, the public `type` and `def` of each schema it converts,
 * and the classes that tell its checks apart. A change in any of these shows here first.
 */
describe("Zod's public API as the fast serializer reads it", () => {
  it("z.toJSONSchema gives the shape of a plain schema, nullable checked scalars as anyOf", () => {
    const sample = z.object({
      a: z.string().min(1),
      b: z.number().int().nullable(),
      c: z.array(z.object({ d: z.boolean(), e: z.string().nullable() })),
    });
    expect(z.toJSONSchema(sample, { io: "output", target: "draft-07" })).toEqual({
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: {
        a: { type: "string", minLength: 1 },
        b: {
          anyOf: [
            { type: "integer", minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
            { type: "null" },
          ],
        },
        c: {
          type: "array",
          items: {
            type: "object",
            properties: { d: { type: "boolean" }, e: { type: ["string", "null"] } },
            required: ["d", "e"],
            additionalProperties: false,
          },
        },
      },
      required: ["a", "b", "c"],
      additionalProperties: false,
    });
    expect(plainJsonSchema(sample)).toEqual({
      type: "object",
      properties: {
        a: { type: "string" },
        b: { type: ["number", "null"] },
        c: {
          type: "array",
          items: {
            type: "object",
            properties: { d: { type: "boolean" }, e: { type: ["string", "null"] } },
            required: ["d", "e"],
            additionalProperties: false,
          },
        },
      },
      required: ["a", "b", "c"],
      additionalProperties: false,
    });
  });

  it("shows neither a trim, a refinement nor a strict object in JSON Schema: the public def does", () => {
    const plain = z.toJSONSchema(z.object({ a: z.string() }), { io: "output" });
    for (const schema of [
      z.object({ a: z.string().trim() }),
      z.object({ a: z.string().refine((v) => v !== "x") }),
      z.strictObject({ a: z.string() }),
    ]) {
      expect(z.toJSONSchema(schema, { io: "output" })).toEqual(plain);
      expect(plainJsonSchema(schema)).toBeUndefined();
    }
    const seen: string[] = [];
    z.toJSONSchema(z.object({ a: z.string().trim().min(1) }), {
      io: "output",
      override: (ctx) => {
        const node = ctx.zodSchema as unknown as z.ZodType;
        const checks = (node.def as { checks?: unknown[] }).checks ?? [];
        seen.push(
          `${node.type}:${checks.map((c) => (c instanceof z.core.$ZodCheckOverwrite ? "overwrite" : c instanceof z.core.$ZodCheckMinLength ? "min" : "other")).join(",")}`,
        );
      },
    });
    expect(seen).toContain("object:");
    expect(seen).toContain("string:overwrite,min");
    expect((z.strictObject({ a: z.string() }).def.catchall as z.ZodType).type).toBe("never");
    expect(z.object({ a: z.string() }).def.catchall).toBeUndefined();
  });

  it("throws for a transform, which the serializer then leaves to Zod", () => {
    expect(() =>
      z.toJSONSchema(
        z.string().transform((v) => v.length),
        { io: "output" },
      ),
    ).toThrow();
  });
});
