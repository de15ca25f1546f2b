import { Trans } from "@lingui/react/macro";
import { type ReactNode, type RefObject, useId } from "react";

export const FIRST_CLASS_STEPS = 3;

/**
 * One step of the first-class flow: "Step 2 of 3" above its heading, which takes the focus as
 * the step appears (the flow moves it), a line under it, then the step's controls.
 */
export function StepFrame({
  number,
  title,
  text,
  headingRef,
  children,
}: {
  number: number;
  title: ReactNode;
  text: ReactNode;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 gap-5 rounded-card border border-border bg-card p-5 text-card-foreground shadow-soft sm:p-8"
    >
      <div className="grid min-w-0 gap-1">
        <p className="text-sm font-medium text-muted-foreground">
          <Trans>
            Step {number} of {FIRST_CLASS_STEPS}
          </Trans>
        </p>
        <h2
          id={id}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight wrap-anywhere outline-none"
        >
          {title}
        </h2>
        <p className="text-muted-foreground">{text}</p>
      </div>
      {children}
    </section>
  );
}
