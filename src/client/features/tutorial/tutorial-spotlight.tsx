import type { StepTarget } from "./use-step-target";

/** Room around the highlighted control, in px. */
const PAD = 6;

/**
 * The dimmed page with a lit window over the step's control (or dimmed all over while the step
 * has nothing to point at). Decoration only: the popover names the control in words.
 */
export function TutorialSpotlight({ found }: { found: StepTarget }) {
  if (found.state !== "found") {
    return (
      <div
        aria-hidden="true"
        data-tutorial-spotlight="none"
        className="pointer-events-none fixed inset-0 z-50 bg-slate-950/55"
      />
    );
  }
  const { rect } = found;
  return (
    <div
      aria-hidden="true"
      data-tutorial-spotlight="on"
      className="pointer-events-none fixed z-50 rounded-lg outline-3 outline-offset-2 outline-primary shadow-[0_0_0_9999px_rgb(2_6_23/0.55)] motion-safe:transition-[top,left,width,height] motion-safe:duration-200"
      style={{
        top: rect.top - PAD,
        left: rect.left - PAD,
        width: rect.width + PAD * 2,
        height: rect.height + PAD * 2,
      }}
    />
  );
}
