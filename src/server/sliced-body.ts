import { setImmediate as nextTurn } from "node:timers/promises";
import type { FastifyRequest } from "fastify";
import type { FastifyRouteSchemaDef } from "fastify/types/schema";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";

/**
 * A large request body checked in slices, each its own task on the event loop, instead of in one
 * piece before the handler (a 50,000-student roster import was hundreds of milliseconds of CPU
 * in one task, seconds on a loaded machine, and no other request was answered meanwhile).
 *
 * The route keeps its Zod schema as `schema.body`, so the OpenAPI document describes the body as
 * before; its `validatorCompiler` lets the body through as parsed (params, query and headers are
 * checked by the Zod compiler as before), and its `preHandler` runs `check`, which returns the
 * body as the schema would (trims, defaults) or undefined. On undefined the whole schema runs
 * once more, in one piece, for the answer: the same 400 with the same details as before, since
 * it is the same schema's error. `check` must refuse at least what the schema refuses. A route
 * with a query or headers schema has them checked after the body, in Fastify's order.
 */
export function slicedBody<T>(
  schema: z.ZodType<T>,
  check: (body: unknown) => Promise<T | undefined>,
) {
  const compile = (part: z.ZodType) =>
    validatorCompiler({
      schema: part,
      method: "POST",
      url: "",
    } as FastifyRouteSchemaDef<z.ZodType>);
  const whole = compile(schema);
  // Fastify checks params, body, query, headers in that order: the query's and headers' checks
  // wait for the body's, so a request wrong in both still answers the body's error first.
  const later: { part: "querystring" | "headers"; validate: Validate }[] = [];
  // Typed by Fastify as the whole route's schema; what arrives is one part's Zod schema.
  const deferBody = <S>(route: FastifyRouteSchemaDef<S>) => {
    const zodRoute = route as unknown as FastifyRouteSchemaDef<z.ZodType>;
    if (route.httpPart === "body") return (data: unknown) => ({ value: data });
    if (route.httpPart === "querystring" || route.httpPart === "headers") {
      later.push({ part: route.httpPart, validate: validatorCompiler(zodRoute) as Validate });
      return (data: unknown) => ({ value: data });
    }
    return validatorCompiler(zodRoute);
  };
  return {
    validatorCompiler: deferBody,
    preHandler: async (request: FastifyRequest): Promise<void> => {
      const checked = await check(request.body);
      if (checked !== undefined) {
        request.body = checked;
      } else {
        const result = (whole as Validate)(request.body);
        if (result.error) throw validationError(result.error, "body");
        request.body = result.value;
      }
      for (const { part, validate } of later) {
        const key = part === "querystring" ? "query" : "headers";
        const result = validate(request[key]);
        if (result.error) throw validationError(result.error, part);
        (request as unknown as Record<string, unknown>)[key] = result.value;
      }
    },
  };
}

type Validate = (data: unknown) => { value?: unknown; error?: unknown[] };

/** The error Fastify makes of a failed check (`wrapValidationError`), which errors.ts answers. */
const validationError = (validation: unknown[], validationContext: string) =>
  Object.assign(new Error(`${validationContext} is not valid`), {
    statusCode: 400,
    code: "FST_ERR_VALIDATION",
    validation,
    validationContext,
  });

/** How long one slice may hold the event loop before it gives the others a turn. */
const SLICE_MS = 10;

/** Parses `items` with `element` in slices of about SLICE_MS each; undefined on the first failure. */
export async function parseInSlices<T>(
  element: z.ZodType<T>,
  items: readonly unknown[],
): Promise<T[] | undefined> {
  const out: T[] = new Array(items.length);
  let since = performance.now();
  for (let i = 0; i < items.length; i++) {
    const result = element.safeParse(items[i]);
    if (!result.success) return undefined;
    out[i] = result.data;
    if ((i & 63) === 63 && performance.now() - since >= SLICE_MS) {
      await nextTurn();
      since = performance.now();
    }
  }
  return out;
}
