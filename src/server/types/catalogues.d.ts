// Every catalogue of src/locales, compiled, by language code (scripts/lingui-catalogues.mjs).
declare module "virtual:classcharm-catalogues" {
  import type { Messages } from "@lingui/core";
  export const catalogues: Record<string, Messages>;
}
