import { z } from "zod";
import { id } from "./common";

/**
 * The teacher's language, kept for the account (docs/product.md#languages): one of the app's
 * catalogues, by its code ("en", "es", "ar"). The codes are the server's to know (its
 * `src/locales/*.po` files), so the schemas are made from them.
 */
export function languageSchemas(codes: readonly string[]) {
  const [first, ...rest] = codes;
  if (first === undefined) throw new Error("no language catalogues");
  const language = z.enum([first, ...rest], {
    message: `must be one of the app's languages: ${codes.join(", ")}`,
  });
  return {
    /** GET /api/account/language?user_id= (the query's user_id, when sent, must be the teacher's). */
    query: z.object({ user_id: id.optional() }),
    /** PUT /api/account/language. */
    input: z.object({ language, user_id: id.optional() }),
    /** What both answer: the account's language, or null when the teacher never chose one. */
    dto: z.object({ language: language.nullable() }),
  };
}
