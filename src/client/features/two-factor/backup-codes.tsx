import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Copy, Download } from "lucide-react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { downloadText } from "#src/client/lib/download";

/** Copies `text` to the clipboard, and says whether it worked. */
export async function copyText(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: done });
  } catch {
    toast({
      title: t`Could not copy. Select the text and copy it yourself.`,
      variant: "destructive",
    });
  }
}

/**
 * The ten backup codes, shown once: each signs in once when the authenticator app is not at
 * hand. Copy them or save them as a text file.
 */
export function BackupCodes({ codes }: { codes: string[] }) {
  const text = codes.join("\n");
  const file = `${t`ClassCharm backup codes`}\n${t`Each code works once.`}\n\n${text}\n`;
  return (
    <div className="grid gap-3">
      <p>
        <Trans>
          Keep these backup codes somewhere safe. If you lose your phone, each code signs you in
          once instead of a code from the app. They are shown only now.
        </Trans>
      </p>
      <ul
        aria-label={t`Backup codes`}
        className="grid grid-cols-2 gap-2 rounded-lg border border-border bg-muted p-3 font-mono text-base"
      >
        {codes.map((code) => (
          <li key={code} dir="ltr" className="text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copyText(text, t`Backup codes copied`)}>
          <Copy aria-hidden="true" className="size-5" />
          <Trans>Copy codes</Trans>
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            downloadText("classcharm-backup-codes.txt", file, "text/plain;charset=utf-8")
          }
        >
          <Download aria-hidden="true" className="size-5" />
          <Trans>Download as .txt</Trans>
        </Button>
      </div>
    </div>
  );
}
