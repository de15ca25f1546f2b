import { Trans } from "@lingui/react/macro";
import { Presentation, Printer, Shuffle } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { Button } from "#src/client/components/ui/button";
import { Spinner } from "#src/client/components/ui/spinner";
import { openerProps } from "#src/client/lib/return-focus";

/**
 * Generate, Print, Present (and Save, given as `children` with a sheet) in one bar that stays on
 * screen: stuck to the bottom of the window while the settings and the student list scroll
 * under it, and (from 640 px wide) under the header once the result is scrolled to; a phone
 * keeps it at the bottom only, where its two rows leave the result room (decision 0043).
 */
export function ActionBar(props: {
  formId: string;
  generateRef: RefObject<HTMLButtonElement | null>;
  blocker: string | null;
  blockerId: string;
  running: boolean;
  hasSheet: boolean;
  onPrint: () => void;
  onPresent: () => void;
  children?: ReactNode;
}) {
  const { blocker, blockerId, hasSheet } = props;
  return (
    <div
      data-testid="group-actions"
      className="sticky bottom-0 z-30 -my-4 flex flex-wrap items-center gap-2 rounded-card border border-border bg-card/95 p-2 shadow-soft backdrop-blur sm:top-[4.25rem] sm:p-3"
    >
      <Button
        ref={props.generateRef}
        type="submit"
        form={props.formId}
        disabled={blocker !== null}
        aria-describedby={blocker ? blockerId : undefined}
      >
        {props.running ? (
          <Spinner className="size-4 text-current" />
        ) : (
          <Shuffle aria-hidden="true" />
        )}
        <Trans>Generate Groups</Trans>
      </Button>
      <Button
        variant="outline"
        disabled={!hasSheet}
        onClick={props.onPrint}
        {...openerProps("print-groups")}
      >
        <Printer aria-hidden="true" />
        <Trans>Print Groups</Trans>
      </Button>
      <Button variant="outline" disabled={!hasSheet} onClick={props.onPresent}>
        <Presentation aria-hidden="true" />
        <Trans>Present</Trans>
      </Button>
      {blocker ? (
        <p id={blockerId} className="text-sm text-muted-foreground">
          {blocker}
        </p>
      ) : null}
      {props.children}
    </div>
  );
}
