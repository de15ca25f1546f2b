import { t } from "@lingui/core/macro";
import { downloadText } from "#src/client/lib/download";
import { classSlug } from "#src/domain/csv/export";
import { csvText } from "#src/domain/csv/format";
import type { SeatingChartDto } from "#src/domain/schemas/seating";
import type { Room } from "#src/domain/seating/room-types";
import { seatNumbers } from "../room-view";
import { seatLabel } from "../words/seat-words";

/**
 * A saved chart as CSV: Seat and Student, one row per seated student in the room's seat order,
 * by the app's CSV writer (quoted fields, formulas neutralised, CRLF, a byte-order mark).
 */
export function chartCsv(chart: {
  layout: Room;
  seats: readonly { seat_id: string; name: string }[];
}): string {
  const numbers = seatNumbers(chart.layout);
  const rows = [...chart.seats]
    .sort((a, b) => (numbers.get(a.seat_id) ?? 0) - (numbers.get(b.seat_id) ?? 0))
    .map((s) => [seatLabel(numbers.get(s.seat_id) ?? 0), s.name]);
  return `\uFEFF${csvText([[t`Seat`, t`Student`]])}${csvText(rows, true)}`;
}

export function exportChart(chart: SeatingChartDto): void {
  const hasLetters = /[a-z0-9]/i.test(chart.name.normalize("NFKD"));
  downloadText(`${hasLetters ? classSlug(chart.name) : "seating"}.csv`, chartCsv(chart));
}
