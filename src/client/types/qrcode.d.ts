/**
 * The part of node-qrcode's API the browser build uses (`qrShape` in features/useful/qr.ts), for
 * tsconfig.client.json only (its `paths` maps "qrcode" here). @types/qrcode starts with
 * `/// <reference types="node" />`, which would give the whole client program Node's globals
 * and `node:` modules (decision 0016). Copied from @types/qrcode 1.5.6;
 * tests/unit/client/browser-type-shims.test.ts checks it still agrees.
 */

export type QRCodeErrorCorrectionLevel =
  | "low"
  | "medium"
  | "quartile"
  | "high"
  | "L"
  | "M"
  | "Q"
  | "H";

export interface QRCodeOptions {
  version?: number | undefined;
  errorCorrectionLevel?: QRCodeErrorCorrectionLevel | undefined;
  maskPattern?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | undefined;
}

/** The symbol's modules (dark = 1). */
export interface BitMatrix {
  size: number;
  get(row: number, col: number): number;
}

export interface QRCode {
  modules: BitMatrix;
  version: number;
}

/** Builds the QR code symbol for `text`. */
export function create(text: string, options?: QRCodeOptions): QRCode;
