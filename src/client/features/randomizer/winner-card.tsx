import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Sparkles, Undo2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { AttributeBadge } from "#src/client/components/attribute-badge";
import { Button } from "#src/client/components/ui/button";
import { attributeNameText } from "#src/client/i18n/attribute-words";
import { isolate, numberText } from "#src/client/i18n/format";
import { cn } from "#src/client/lib/cn";
import { ATTRIBUTE_NAMES } from "#src/domain/students/attributes";
import { useAttributes } from "../settings/api";
import type { SpinState } from "./use-spin";
import type { WheelItem } from "./wheel-items";

type Props = {
  /** The spin's winners in the order revealed (none before the first spin). */
  winners: readonly WheelItem[];
  state: SpinState;
  /** What the empty wheel says (null: the wheel has entries). */
  emptyHint: string | null;
  reducedMotion: boolean;
  /** The projector view: larger type. */
  large: boolean;
  /** Undo of this draw, offered once it is recorded (the projector view hides the toasts). */
  onUndo?: (() => void) | undefined;
  undoPending?: boolean;
};

const SPARKLES = [
  "top-3 start-4 size-6 sm:start-8",
  "top-4 end-5 size-5 sm:end-10",
  "bottom-3 start-1/4 size-4",
] as const;

/** A gentle celebration: the card grows into place and a few sparkles drift in once. */
function useCelebration(winner: readonly WheelItem[], reducedMotion: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const card = ref.current;
    if (winner.length === 0 || !card || typeof card.animate !== "function") return;
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

/** The visible attributes (docs/product.md#attributes) of a student winner, as badges. */
function WinnerBadges({ winner, small }: { winner: WheelItem; small: boolean }) {
  const student = winner.student;
  const attributes = useAttributes(student?.class_id);
  const visible = ATTRIBUTE_NAMES.filter((name) => attributes[name].showToStudents);
  if (!student || visible.length === 0) return null;
  const name = isolate(winner.name);
  return (
    <ul
      aria-label={t`${name}'s attributes`}
      // Several winners on a phone: the names alone, over the wheel (the list shows the rest).
      className={cn("flex flex-wrap justify-center gap-2", small && "scale-90 max-md:hidden")}
    >
      {visible.map((name) => (
        <li key={name} className="min-w-0">
          <span className="sr-only">{attributeNameText(name, attributes[name].displayName)}: </span>
          <AttributeBadge definition={attributes[name]} value={student[name] ?? null} />
        </li>
      ))}
    </ul>
  );
}

/** The result: the winner's name, large, with their visible attributes; several in order. */
export function WinnerCard(props: Props) {
  const { winners, state, emptyHint, reducedMotion, large, onUndo, undoPending = false } = props;
  const ref = useCelebration(winners, reducedMotion);

  if (winners.length === 0) {
    const hint =
      state === "spinning" ? t`Spinning...` : (emptyHint ?? t`Press Spin to pick at random.`);
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

  const [first] = winners as [WheelItem];
  return (
    <div
      ref={ref}
      data-testid="winner"
      className={cn(
        "@container relative grid justify-items-center overflow-hidden rounded-card bg-secondary text-center text-secondary-foreground",
        large ? "min-h-40 gap-4 p-8" : "min-h-28 gap-2 p-3",
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
        <Trans>Selected</Trans>
      </p>
      {winners.length === 1 ? (
        <>
          <p
            className={cn(
              "max-w-full font-bold wrap-anywhere",
              large ? "text-6xl sm:text-8xl" : "text-4xl @md:text-5xl @2xl:text-6xl",
            )}
          >
            <bdi>{first.name}</bdi>
          </p>
          <WinnerBadges winner={first} small={false} />
        </>
      ) : (
        <ol
          aria-label={t`Winners in order`}
          className={cn("grid w-full max-w-full", large ? "gap-2" : "gap-1")}
        >
          {winners.map((winner, index) => (
            <li
              key={winner.id}
              className={cn(
                "min-w-0",
                large
                  ? "grid justify-items-center gap-1"
                  : "flex flex-wrap items-center justify-center gap-x-3 gap-y-1",
              )}
            >
              <p
                data-testid="winner-name"
                className={cn(
                  "max-w-full font-bold wrap-anywhere",
                  large ? "text-5xl" : "text-2xl @md:text-3xl",
                )}
              >
                <span className="me-2 text-muted-foreground">{numberText(index + 1)}.</span>
                <bdi>{winner.name}</bdi>
              </p>
              <WinnerBadges winner={winner} small />
            </li>
          ))}
        </ol>
      )}
      {onUndo ? (
        <Button
          variant="outline"
          aria-disabled={undoPending}
          className="relative aria-disabled:opacity-60"
          onClick={() => {
            if (!undoPending) onUndo();
          }}
        >
          <Undo2 aria-hidden="true" className="rtl:-scale-x-100" />
          {undoPending
            ? t`Undoing...`
            : winners.length === 1
              ? t`Undo this pick`
              : t`Undo these picks`}
        </Button>
      ) : null}
    </div>
  );
}
