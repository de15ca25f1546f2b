import { t } from "@lingui/core/macro";
import type { Broken, ChartSeats } from "#src/domain/seating/seating-types";
import { brokenText } from "../words/broken-words";
import { nameText, type SeatingNames, seatText } from "../words/seat-words";

/**
 * A hand move in words: "Ava moved to seat 5, and Ben to seat 3." then what the move breaks
 * ("It breaks: ...") or that it breaks nothing new.
 */
export function moveText(
  names: SeatingNames,
  chart: ChartSeats,
  student: string,
  seat: string,
  newlyBroken: readonly Broken[],
): string {
  const from = Object.keys(chart).find((s) => chart[s] === student);
  const other = chart[seat];
  const who = nameText(names, student);
  const to = seatText(names, seat);
  let text: string;
  if (other !== undefined && other !== student && from !== undefined) {
    const them = nameText(names, other);
    const back = seatText(names, from);
    text = t`${who} moved to ${to}, and ${them} to ${back}.`;
  } else text = t`${who} moved to ${to}.`;
  if (newlyBroken.length === 0) return `${text} ${t`This move breaks no rule, need or pin.`}`;
  const list = newlyBroken.map((b) => brokenText(b, names)).join(" ");
  return `${text} ${t`This move breaks:`} ${list}`;
}
