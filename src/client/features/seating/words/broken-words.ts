/**
 * What a chart breaks (the domain's Broken): a rule, a need or a pin, in a plain sentence
 * naming the students and seats, in the page's language.
 */
import { t } from "@lingui/core/macro";
import type { Broken } from "#src/domain/seating/seating-types";
import { namesText, nameText, placesText, type SeatingNames, seatText } from "./seat-words";

export function brokenText(broken: Broken, names: SeatingNames): string {
  switch (broken.kind) {
    case "keep-apart": {
      const pairs = broken.pairs.map(([a, b]) => namesText(names, [a, b]));
      if (pairs.length === 1) {
        const pair = pairs[0] as string;
        return t`${pair} sit side by side, but a rule keeps them apart.`;
      }
      const list = pairs.join("; ");
      return t`These students sit side by side, but a rule keeps them apart: ${list}.`;
    }
    case "keep-together": {
      const parts = broken.parts.map((part) => namesText(names, part)).join("; ");
      return t`A rule keeps these students together, but they sit apart: ${parts}.`;
    }
    case "need": {
      const who = nameText(names, broken.student);
      const seat = seatText(names, broken.seat);
      const place = placesText([broken.need]);
      return t`${who} needs a seat ${place}, and ${seat} isn't.`;
    }
    case "pin": {
      const who = nameText(names, broken.student);
      const seat = seatText(names, broken.seat);
      return t`${who} is pinned to ${seat} but sits elsewhere.`;
    }
  }
}
