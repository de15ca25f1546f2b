import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { Popover } from "radix-ui";
import { useId, useMemo, useRef, useState } from "react";
import { closeOnEscapeFromToast } from "#src/client/components/toast/escape-to-dialog";
import { Button } from "#src/client/components/ui/button";
import {
  dialogDescriptionClasses,
  dialogTitleClasses,
} from "#src/client/components/ui/dialog-classes";
import { cn } from "#src/client/lib/cn";
import { useAppConfig } from "../config/api";
import { useAttributes } from "../settings/api";
import type { TutorialEnd } from "./tutorial-flags";
import { TutorialSpotlight } from "./tutorial-spotlight";
import { tutorialSteps } from "./tutorial-steps";
import { unionRect } from "./tutorial-targets";
import { type StepTarget, useStepTarget } from "./use-step-target";

type CoachMarkProps = {
  open: boolean;
  /** The step to open at (0, or where the teacher left it). */
  startAt: number;
  onClose: (end: TutorialEnd, dontShowAgain: boolean) => void;
  /** Moves focus back after closing (there is no trigger for Radix to return it to). */
  returnFocus: () => void;
};

type Measurable = { getBoundingClientRect: () => DOMRect; contextElement?: Element };

/** Where the popover hangs from: the step's control, or high in the middle of the screen. */
function anchorFor(found: StepTarget): Measurable {
  if (found.state === "found") {
    const { elements } = found.target;
    return { getBoundingClientRect: () => unionRect(elements), contextElement: elements[0] };
  }
  return {
    getBoundingClientRect: () => new DOMRect(window.innerWidth / 2, window.innerHeight * 0.2, 0, 0),
  };
}

type Side = "bottom" | "top" | "left" | "right";

const highlighted = (name: string) => t`Highlighted: ${name}.`;

/**
 * Below the control when the popover fits there, else above, else beside it (a tall control on
 * a wide screen, the page scrolled as far as it goes), else below and kept on the screen.
 */
function sideFor(found: StepTarget, popover: HTMLElement | null): Side {
  if (found.state !== "found" || !popover) return "bottom";
  const { rect } = found;
  const tall = popover.scrollHeight + 24;
  const wide = popover.offsetWidth + 24;
  const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  if (window.innerHeight - rect.bottom >= tall) return "bottom";
  if (rect.top - headerBottom >= tall) return "top";
  if (window.innerWidth - rect.right >= wide) return "right";
  if (rect.left >= wide) return "left";
  return "bottom";
}

/**
 * The intro tutorial (docs/product.md#tutorial) as coach marks: each step goes to its tab,
 * lights up the real control and hangs a popover from it that names it; with nothing to point
 * at, the step says what to do instead. Escape, Skip Tutorial or a click outside leaves it
 * (Resume Tutorial opens it there again); Get Started finishes it.
 */
export function CoachMark({ open, startAt, onClose, returnFocus }: CoachMarkProps) {
  const primaryRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const config = useAppConfig().data;
  const attributes = useAttributes();
  const steps = tutorialSteps({
    classLimit: config?.classLimit ?? 5,
    attributes,
    googleClassroom: config?.providers.google === true,
  });
  const [index, setIndex] = useState(startAt);
  const [openedAt, setOpenedAt] = useState(startAt);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  // Each opening starts at the step it was opened at (a render-time reset, no effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && openedAt !== startAt) setOpenedAt(startAt);
    if (open) setIndex(startAt);
  }
  const ids = { title: useId(), body: useId(), check: useId() };
  const stepIndex = Math.min(index, steps.length - 1);
  const step = steps[stepIndex];
  const last = stepIndex >= steps.length - 1;
  const found = useStepTarget(step, open);
  const anchor = useMemo(() => anchorFor(found), [found]);
  const anchorRef = useRef<Measurable>(anchor);
  anchorRef.current = anchor;

  function close(end: TutorialEnd) {
    onClose(end, dontShowAgain);
    setDontShowAgain(false);
  }
  const leave = () => close({ kind: "left", step: stepIndex });
  const back = () => {
    setIndex(stepIndex - 1);
    // Back goes away on the first step: the keyboard carries on from Next.
    if (stepIndex === 1) requestAnimationFrame(() => primaryRef.current?.focus());
  };

  if (!step) return null;
  const where =
    found.state === "found"
      ? highlighted(found.target.name)
      : found.state === "missing"
        ? step.missing
        : t`Finding it on the screen…`;
  const number = stepIndex + 1;
  const total = steps.length;
  const title = step.title;
  return (
    <Popover.Root open={open} onOpenChange={(next) => !next && leave()} modal>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        {/* One child: Radix's portal slots onto it. */}
        <div>
          <TutorialSpotlight found={found} />
          <Popover.Content
            aria-labelledby={ids.title}
            aria-describedby={ids.body}
            data-tutorial-step={step.id}
            ref={popoverRef}
            side={sideFor(found, popoverRef.current)}
            align="center"
            sideOffset={14}
            collisionPadding={8}
            sticky="always"
            updatePositionStrategy="always"
            className={cn(
              "pointer-events-auto z-[51] grid max-h-[var(--radix-popover-content-available-height)]",
              "w-[min(26rem,calc(100vw-1rem))] gap-2 overflow-y-auto sm:gap-3 rounded-card border border-border",
              "bg-card p-4 text-card-foreground sm:p-5 shadow-soft focus:outline-none",
            )}
            onKeyDown={closeOnEscapeFromToast(leave)}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              primaryRef.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocus();
            }}
          >
            <p className="text-sm font-medium text-muted-foreground">
              <Trans>
                Step {number} of {total}
              </Trans>
            </p>
            <h2 id={ids.title} className={dialogTitleClasses}>
              {step.title}
            </h2>
            <div id={ids.body} className={cn(dialogDescriptionClasses, "grid gap-2 sm:text-base")}>
              <p>{step.body}</p>
              <p data-tutorial-where={found.state} className="font-medium text-foreground">
                {where}
              </p>
            </div>
            {/* The new step read out after Next or Back (focus stays on the button pressed). */}
            <p aria-live="polite" className="sr-only">
              {index !== openedAt
                ? `${t`Step ${number} of ${total}: ${title}.`} ${step.body} ${found.state === "looking" ? "" : where}`
                : ""}
            </p>
            <div className="flex min-h-11 items-center gap-3">
              <input
                id={ids.check}
                type="checkbox"
                checked={dontShowAgain}
                onChange={(e) => setDontShowAgain(e.target.checked)}
                className="size-5 cursor-pointer accent-primary"
              />
              <label htmlFor={ids.check} className="cursor-pointer text-sm">
                <Trans>Don't show this again</Trans>
              </label>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Button variant="ghost" className="px-3" onClick={leave}>
                <Trans>Skip Tutorial</Trans>
              </Button>
              <div className="flex gap-2">
                {stepIndex > 0 ? (
                  <Button variant="outline" className="px-3" onClick={back}>
                    <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
                    <Trans>Back</Trans>
                  </Button>
                ) : null}
                {last ? (
                  <Button ref={primaryRef} onClick={() => close({ kind: "finished" })}>
                    <Trans>Get Started</Trans>
                  </Button>
                ) : (
                  <Button ref={primaryRef} className="px-3" onClick={() => setIndex(stepIndex + 1)}>
                    <Trans>Next</Trans>
                    <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
                  </Button>
                )}
              </div>
            </div>
            {found.state === "found" ? (
              <Popover.Arrow width={18} height={9} className="fill-card" />
            ) : null}
          </Popover.Content>
        </div>
      </Popover.Portal>
    </Popover.Root>
  );
}
