// What other features use of the randomizer: the wheel's drawing and spinning (the substitute's
// page draws its own smaller wheel with them).
export { useReducedMotion } from "./use-reduced-motion";
export { useSpin } from "./use-spin";
export { studentItems, type WheelItem } from "./wheel-items";
export { wheelLineup } from "./wheel-lineup";
export { WheelStage } from "./wheel-stage";
