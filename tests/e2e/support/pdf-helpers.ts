import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export type Pdf = {
  text: string;
  /** The text in reading order with all white space as one space (wrapped names joined). */
  flat: string;
  pages: number;
  sizes: { width: number; height: number }[];
};

/**
 * Prints the page as Chromium does (print media) and reads the PDF with poppler: its text
 * (pdftotext -layout) and page sizes (pdfinfo). `paper`: "css" keeps the page's @page size
 * (A4), "Letter" prints on US Letter. With PRINT_SHOTS set to a folder, the first page is also
 * written there as `<shot>.png` (to look at a printout; tests leave nothing behind otherwise).
 */
export async function printPdf(
  page: Page,
  paper: "css" | "Letter" = "css",
  shot?: string,
): Promise<Pdf> {
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf(
    paper === "css"
      ? { preferCSSPageSize: true, printBackground: true }
      : { format: "Letter", printBackground: true },
  );
  const dir = mkdtempSync(join(tmpdir(), "classcharm-pdf-"));
  const file = join(dir, "page.pdf");
  writeFileSync(file, pdf);
  try {
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    const flat = execFileSync("pdftotext", [file, "-"]).toString().replace(/\s+/g, " ");
    const info = execFileSync("pdfinfo", ["-l", "999", file]).toString();
    const shots = process.env.PRINT_SHOTS;
    if (shot && shots) {
      execFileSync("pdftoppm", ["-png", "-r", "80", "-singlefile", file, join(shots, shot)]);
    }
    const sizes = [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) => ({
      width: Number(m[1]),
      height: Number(m[2]),
    }));
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    expect(sizes).toHaveLength(pages);
    return { text, flat, pages, sizes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A4 is 595 x 842 pt, Letter 612 x 792. */
export const PAPER = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
} as const;

export function expectPaper(pdf: Pdf, paper: keyof typeof PAPER) {
  for (const { width, height } of pdf.sizes) {
    expect(Math.abs(width - PAPER[paper].width)).toBeLessThan(2);
    expect(Math.abs(height - PAPER[paper].height)).toBeLessThan(2);
  }
}
