import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";

/**
 * docs/product.md#limits: the answer to a class beyond the teacher's limit (409), which the Classes tab also shows
 * as the reason Create is disabled. Apart from the schemas, so that the tab needs no Zod.
 */
export const CLASS_LIMIT_MESSAGE = (limit: number): MessageDescriptor =>
  msg`You can have at most ${plural(limit, { one: "# class", other: "# classes" })}`;
