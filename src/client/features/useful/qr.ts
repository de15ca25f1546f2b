import { create } from "qrcode";

/** Light modules around the code, as the QR standard asks. */
export const QUIET_ZONE = 4;

export interface QrShape {
  /** Width and height in modules, quiet zone included. */
  size: number;
  /** One SVG path drawing every dark module as a 1×1 square. */
  path: string;
}

/**
 * A QR code for `text` as one SVG path (medium error correction), drawn by the page itself: no
 * image file, no third-party request.
 */
export function qrShape(text: string): QrShape {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: parts.join("") };
}
