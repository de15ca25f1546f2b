import { ArrowLeft, ArrowRight } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, useRef, useState } from "react";
import { closeOnEscapeFromToast } from "#src/client/components/toast/escape-to-dialog";
import { Button } from "#src/client/components/ui/button";
import {
  dialogContentClasses,
  dialogDescriptionClasses,
  dialogOverlayClasses,
  dialogTitleClasses,
} from "#src/client/components/ui/dialog-classes";
import { cn } from "#src/client/lib/cn";
import { useAppConfig } from "../config/api";
import { useAttributes } from "../settings/api";
import type { TutorialEnd } from "./tutorial-flags";
import { tutorialSteps } from "./tutorial-steps";

type TutorialDialogProps = {
  open: boolean;
  onClose: (end: TutorialEnd, dontShowAgain: boolean) => void;
  /** Moves focus back after closing (there is no trigger for Radix to return it to). */
  returnFocus: () => void;
};

/** The intro tutorial (docs/product.md#tutorial): six steps; Escape or Skip Tutorial skips, Get Started finishes. */
export function TutorialDialog({ open, onClose, returnFocus }: TutorialDialogProps) {
  const primaryRef = useRef<HTMLButtonElement>(null);
  const classLimit = useAppConfig().data?.classLimit ?? 5;
  const steps = tutorialSteps(classLimit, useAttributes());
  const [index, setIndex] = useState(0);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const checkboxId = useId();
  const step = steps[Math.min(index, steps.length - 1)];
  const last = index >= steps.length - 1;

  function close(end: TutorialEnd) {
    onClose(end, dontShowAgain);
    setIndex(0);
    setDontShowAgain(false);
  }

  if (!step) return null;
  const Icon = step.icon;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close("skipped")}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content
          className={dialogContentClasses("max-w-md")}
          onKeyDown={closeOnEscapeFromToast(() => close("skipped"))}
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
            Step {index + 1} of {steps.length}
          </p>
          <div className="flex items-start gap-3">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div className="grid gap-2">
              <Dialog.Title className={dialogTitleClasses}>{step.title}</Dialog.Title>
              <Dialog.Description className={cn(dialogDescriptionClasses, "text-base")}>
                {step.body}
              </Dialog.Description>
            </div>
          </div>
          <ol aria-hidden="true" className="flex justify-center gap-2">
            {steps.map((s, i) => (
              <li
                key={s.id}
                className={cn("size-2 rounded-full", i === index ? "bg-primary" : "bg-border")}
              />
            ))}
          </ol>
          <div className="flex min-h-11 items-center gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              checked={dontShowAgain}
              onChange={(e) => setDontShowAgain(e.target.checked)}
              className="size-5 cursor-pointer accent-primary"
            />
            <label htmlFor={checkboxId} className="cursor-pointer text-sm">
              Don't show this again
            </label>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button variant="ghost" onClick={() => close("skipped")}>
              Skip Tutorial
            </Button>
            <div className="flex gap-2">
              {index > 0 ? (
                <Button variant="outline" onClick={() => setIndex(index - 1)}>
                  <ArrowLeft aria-hidden="true" />
                  Previous
                </Button>
              ) : null}
              {last ? (
                <Button ref={primaryRef} onClick={() => close("finished")}>
                  Get Started
                </Button>
              ) : (
                <Button ref={primaryRef} onClick={() => setIndex(index + 1)}>
                  Next
                  <ArrowRight aria-hidden="true" />
                </Button>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
