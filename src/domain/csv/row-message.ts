import type { MessageDescriptor } from "@lingui/core";

/**
 * A refused row's problem (docs/product.md#validation), made in the CSV worker and said in the
 * teacher's language where shown (`rowMessageText`, messages.ts). `name` is the row's name as
 * written, when the message names it.
 */
export interface RowMessage {
  row: number;
  name?: string;
  problem: MessageDescriptor;
}
