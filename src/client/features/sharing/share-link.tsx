import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Check, Copy } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { Input } from "#src/client/components/ui/input";
import type { CreatedInvitation } from "#src/client/data/sharing-source";

/** Copies the text; false when the browser refuses (the field stays there to copy by hand). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The new invitation's link, shown once: a read-only field (always selectable, to copy by hand)
 * and Copy; says whether the server mailed it, or that the demo sent nothing.
 */
export function ShareLink({ made, demo }: { made: CreatedInvitation; demo: boolean }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const email = made.email;
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3">
      <p role="status" className="text-sm">
        {demo ? (
          <Trans>
            This is a demo: nothing was sent to <bdi>{email}</bdi>, and this pretend link opens
            nothing.
          </Trans>
        ) : made.mailed ? (
          <Trans>
            We e-mailed the invitation to <bdi>{email}</bdi>. You can also copy the link.
          </Trans>
        ) : (
          <Trans>
            Copy this link and send it to <bdi>{email}</bdi>. It works once, for 14 days.
          </Trans>
        )}
      </p>
      <label htmlFor={id} className="sr-only">
        {t`Invitation link`}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          ref={field}
          readOnly
          value={made.link}
          dir="ltr"
          className="min-h-11 min-w-0 flex-1 basis-48 font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          onClick={async () => {
            const ok = await copyText(made.link);
            if (!ok) field.current?.select();
            setCopied(ok ? "yes" : "no");
          }}
        >
          {copied === "yes" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <Trans>Copy link</Trans>
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {copied === "yes"
          ? t`Link copied.`
          : copied === "no"
            ? t`Your browser did not allow copying: the link is selected, copy it with Ctrl+C.`
            : ""}
      </p>
    </div>
  );
}
