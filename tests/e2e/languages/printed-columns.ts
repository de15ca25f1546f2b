/**
 * The printed group sheet read back as pdftotext lays it out (`-layout`): the groups stand
 * side by side, so each group is a column under its heading. Reading order is checked per
 * column, top to bottom.
 */

type Cell = { start: number; end: number; text: string };

/** The runs of text on a line (words one space apart), with the columns they span. */
function cellsOf(line: string): Cell[] {
  return [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    text: m[0],
  }));
}

export type Column = { heading: string; start: number; end: number; lines: string[] };

/**
 * The columns under `headings` (found on one line), each with the texts below it top to
 * bottom. A text belongs to the column whose edge it is aligned with: the start for a page
 * written left to right, the end for one written right to left.
 */
export function printedColumns(
  layout: string,
  headings: readonly string[],
  dir: "ltr" | "rtl",
): Column[] {
  const lines = layout.split("\n");
  const at = lines.findIndex((line) => {
    const texts = cellsOf(line).map((cell) => cell.text);
    return headings.every((heading) => texts.includes(heading));
  });
  if (at < 0) return [];
  const headingCells = cellsOf(lines[at] ?? "");
  const columns: Column[] = headings.map((heading) => {
    const cell = headingCells.find((c) => c.text === heading) as Cell;
    return { heading, start: cell.start, end: cell.end, lines: [] };
  });
  const edge = (c: { start: number; end: number }) => (dir === "rtl" ? c.end : c.start);
  for (const line of lines.slice(at + 1)) {
    for (const cell of cellsOf(line)) {
      const nearest = columns.reduce((best, column) =>
        Math.abs(edge(column) - edge(cell)) < Math.abs(edge(best) - edge(cell)) ? column : best,
      );
      nearest.lines.push(cell.text);
    }
  }
  return columns;
}
