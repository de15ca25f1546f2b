/**
 * What the import preview says of a row, as catalogue messages (docs/product.md#languages): each
 * function returns a message descriptor the client translates. The name and the value stay as
 * written in the file.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type Correction, shownName } from "./forgiving-row";
import type { RowMessage } from "./row-message";

export type { RowMessage } from "./row-message";

/** "Row 4, Maya Patel", or "Row 4" for a row without a name. */
export function rowLabelMessage(row: number, name: string): MessageDescriptor {
  const shown = shownName(name);
  return shown === "" ? msg`Row ${row}` : msg`Row ${row}, ${shown}`;
}

/**
 * "Row 4, Maya Patel: Color 'green' -> Green", or for an unknown value "Row 7, Sam Lee: 'Round'
 * is not a Shape: balanced instead" (": left empty (N/A)" with balancing off). `label` is the
 * row's label and `attribute` the attribute's name, both already in the teacher's language (the
 * app's name translated, the teacher's own as typed; the client may draw an element in the
 * label's place).
 */
export function correctionMessage(
  label: string,
  correction: Correction,
  attribute: string,
  balancing: boolean,
): MessageDescriptor {
  // The value in quotes as written ("'green'"): a quote before a placeholder in the message
  // itself would start a quoted literal in the message syntax.
  const value = `'${correction.value}'`;
  const to = correction.to;
  if (to !== null) return msg`${label}: ${attribute} ${value} -> ${to}`;
  return balancing
    ? msg`${label}: ${value} is not a ${attribute}: balanced instead`
    : msg`${label}: ${value} is not a ${attribute}: left empty (N/A)`;
}

/** "Row 4, Ann Ode: Name must be at most 100 characters", "Row 3: Name is required", ... */
export function rowMessageText(
  message: RowMessage,
  say: (descriptor: MessageDescriptor) => string,
): string {
  const label = say(rowLabelMessage(message.row, message.name ?? ""));
  const problem = say(message.problem);
  return say(msg`${label}: ${problem}`);
}
