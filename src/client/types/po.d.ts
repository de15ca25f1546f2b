// A language's catalogue (src/locales/<code>.po), compiled by Lingui's Vite plugin.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
