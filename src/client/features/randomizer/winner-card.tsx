import { Sparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import { ATTRIBUTE_NAMES } from "../../../domain";
import { AttributeBadge } from "../../components/attribute-badge";
import { cn } from "../../lib/cn";
import { useAttributes } from "../settings/api";
import type { SpinState } from "./use-spin";
import type { WheelItem } from "./wheel-items";

type Props = {
  winner: WheelItem | null;
  state: SpinState;
  empty: boolean;
  reducedMotion: boolean;
  /** The projector view: larger type. */
  large: boolean;
};

const SPARKLES = [
  "top-3 left-4 size-6 sm:left-8",
  "top-4 right-5 size-5 sm:right-10",
  "bottom-3 left-1/4 size-4",
] as const;

/** A gentle celebration: the card grows into place and a few sparkles drift in once. */
function useCelebration(winner: WheelItem | null, reducedMotion: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const card = ref.current;
    if (!winner || !card || typeof card.animate !== "function") return;
    const timing = { duration: reducedMotion ? 200 : 500, easing: "cubic-bezier(.2,.8,.2,1)" };
    card.animate(
      reducedMotion
        ? [{ opacity: 0 }, { opacity: 1 }]
        : [
            { opacity: 0, transform: "scale(0.92)" },
            { opacity: 1, transform: "scale(1)" },
          ],
      timing,
    );
    for (const [i, sparkle] of [...card.querySelectorAll("[data-sparkle]")].entries()) {
      sparkle.animate(
        reducedMotion
          ? [{ opacity: 0 }, { opacity: 1 }]
          : [
              { opacity: 0, transform: "translateY(6px) scale(0.6)" },
              { opacity: 1, transform: "translateY(0) scale(1)" },
            ],
        { ...timing, duration: timing.duration + 150 * i, fill: "backwards" },
      );
    }
  }, [winner, reducedMotion]);
  return ref;
}

/** The result: the winner's name, large, with their visible attributes (D6). */
export function WinnerCard({ winner, state, empty, reducedMotion, large }: Props) {
  const attributes = useAttributes();
  const ref = useCelebration(winner, reducedMotion);
  const visible = ATTRIBUTE_NAMES.filter((name) => attributes[name].showToStudents);

  if (!winner) {
    const hint =
      state === "spinning"
        ? "Spinning..."
        : empty
          ? "The wheel is empty. Add an item or press Reset."
          : "Press Spin to pick at random.";
    return (
      <div
        className={cn(
          "grid place-items-center rounded-card border border-dashed border-input p-4 text-center text-muted-foreground",
          large ? "min-h-40 text-3xl" : "min-h-28",
        )}
      >
        <p>{hint}</p>
      </div>
    );
  }

  const student = winner.student;
  return (
    <div
      ref={ref}
      data-testid="winner"
      className={cn(
        "relative grid justify-items-center overflow-hidden rounded-card bg-secondary text-center text-secondary-foreground",
        large ? "min-h-40 gap-4 p-8" : "min-h-28 gap-2 p-4",
      )}
    >
      {SPARKLES.map((place) => (
        <Sparkles
          key={place}
          data-sparkle=""
          aria-hidden="true"
          className={cn("absolute text-amber-500", place)}
        />
      ))}
      <p className={cn("font-semibold tracking-wide uppercase", large ? "text-2xl" : "text-sm")}>
        Selected
      </p>
      <p
        className={cn(
          "max-w-full font-bold break-words",
          large ? "text-6xl sm:text-8xl" : "text-4xl sm:text-5xl",
        )}
      >
        {winner.name}
      </p>
      {student && visible.length > 0 ? (
        <ul
          aria-label={`${winner.name}'s attributes`}
          className="flex flex-wrap justify-center gap-2"
        >
          {visible.map((name) => (
            <li key={name} className="min-w-0">
              <span className="sr-only">{attributes[name].displayName}: </span>
              <AttributeBadge definition={attributes[name]} value={student[name] ?? null} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
