import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Check, Copy } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { Input } from "#src/client/components/ui/input";

/** Copies the text; false when the browser refuses (the field stays there to copy by hand). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A link shown once: a read-only field (always selectable, to copy by hand) and Copy. */
export function CopyLink({ link, label }: { link: string; label: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          ref={field}
          readOnly
          value={link}
          dir="ltr"
          className="min-h-11 min-w-0 flex-1 basis-48 font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          onClick={async () => {
            const ok = await copyText(link);
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
    </>
  );
}
