// What the rest of the app uses of two-factor sign-in: its Settings section and the set-up
// required by REQUIRE_TWO_FACTOR before the app opens.
export { TwoFactorGate } from "./gate";
export { TwoFactorSection } from "./two-factor-section";
