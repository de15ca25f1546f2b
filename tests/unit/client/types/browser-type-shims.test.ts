/**
 * The client's own declarations of Papa Parse and qrcode (src/client/types/, used by
 * tsconfig.client.json instead of @types/papaparse and @types/qrcode, which pull in Node's
 * types) agree with the published ones: this file is typechecked by tsconfig.json against the
 * real types, so a shim that promised a function, an option or a field the library does not
 * have fails `npm run typecheck`; and the real libraries answer the way the shims say.
 */

import Papa from "papaparse";
import { create } from "qrcode";
import { describe, expect, it } from "vitest";
import type * as PapaShim from "#src/client/types/papaparse";
import type * as QrShim from "#src/client/types/qrcode";

describe("the client's declaration of Papa Parse", () => {
  it("matches the real parse: its options are real options, its answer the real answer", () => {
    const parse: typeof PapaShim.parse = Papa.parse;
    const config: PapaShim.ParseConfig = { delimiter: ",", skipEmptyLines: false };
    const result: PapaShim.ParseResult<string[]> = parse<string[]>(
      'name,color\n"Ann,red\n',
      config,
    );
    const error: PapaShim.ParseError | undefined = result.errors[0];
    expect(result.data[0]).toEqual(["name", "color"]);
    expect(error).toMatchObject({ type: "Quotes", code: "MissingQuotes", row: 1 });
    expect(result.meta).toMatchObject({ delimiter: ",", linebreak: "\n", aborted: false });
  });
});

describe("the client's declaration of qrcode", () => {
  it("matches the real create: a symbol whose modules are read by row and column", () => {
    const make: typeof QrShim.create = create;
    const options: QrShim.QRCodeOptions = { errorCorrectionLevel: "M" };
    const code: QrShim.QRCode = make("https://example.org", options);
    expect(code.version).toBeGreaterThan(0);
    expect(code.modules.size).toBe(17 + 4 * code.version);
    // The finder pattern's corner is dark, the module beside its inner ring light.
    expect(code.modules.get(0, 0)).toBe(1);
    expect(code.modules.get(1, 1)).toBe(0);
  });
});
