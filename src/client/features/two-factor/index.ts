// What the Settings tab uses of two-factor sign-in: its section of Settings -> Account. The
// signed-in app's gate (REQUIRE_TWO_FACTOR) is `gate.tsx`, imported by the app itself so that
// the first load carries it without this section.
export { TwoFactorSection } from "./two-factor-section";
