import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { ExternalLink, Heart } from "lucide-react";
import { TabIntro } from "#src/client/components/tab-intro";
import { Button } from "#src/client/components/ui/button";
import { Spinner } from "#src/client/components/ui/spinner";
import { useIsOnline } from "#src/client/lib/online-status";
import { useAppConfig } from "../config/api";
import { FeedbackForm } from "./feedback-form";
import { TipQr } from "./tip-qr";

const card =
  "grid min-w-0 content-start gap-4 rounded-card border border-border bg-card p-5 text-card-foreground shadow-soft sm:p-6";

/** The Was this Useful? tab (docs/product.md#useful): the tip link with its QR code, and a feedback form. */
export function UsefulTab() {
  const config = useAppConfig();
  const online = useIsOnline();
  const tipUrl = config.data?.tipUrl ?? null;
  return (
    <div className="grid min-w-0 gap-6">
      <TabIntro tab="useful" />
      <div className="grid min-w-0 gap-6 md:grid-cols-2">
        <section aria-labelledby="tip-heading" className={card}>
          <h2 id="tip-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Heart aria-hidden="true" className="size-5 text-link" />
            <Trans>Leave a tip</Trans>
          </h2>
          {config.isPending && !online ? (
            // Offline the address can't be asked for (the read waits): say so, no endless spinner.
            <p role="status">
              <Trans>You are offline. The tip page shows when you are back online.</Trans>
            </p>
          ) : config.isError && !config.data ? (
            <div role="alert" className="grid justify-items-start gap-3">
              <p>
                <Trans>Could not load the tip page. Please try again.</Trans>
              </p>
              <Button variant="outline" onClick={() => void config.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          ) : config.isPending ? (
            <div className="flex justify-center p-6">
              <Spinner />
              <span className="sr-only">
                <Trans>Loading...</Trans>
              </span>
            </div>
          ) : tipUrl ? (
            <>
              <p>
                <Trans>
                  If ClassCharm saves you time, you can say thanks with a tip. The suggested tip is
                  $1, and any amount is welcome.
                </Trans>
              </p>
              <a
                href={tipUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 justify-self-start font-medium break-all text-link underline underline-offset-4"
              >
                <Trans>Open the tip page</Trans>
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
              <div className="grid justify-items-center gap-2">
                <TipQr url={tipUrl} label={t`QR code for the tip page`} />
                <p className="text-sm text-muted-foreground">
                  <Trans>Scan with a phone camera to tip.</Trans>
                </p>
              </div>
            </>
          ) : (
            <p data-testid="no-tip-url">
              <Trans>
                Tipping is not set up on this server yet (no tip page address is configured). You
                can still send feedback.
              </Trans>
            </p>
          )}
        </section>
        <section aria-labelledby="feedback-heading" className={card}>
          <h2 id="feedback-heading" className="text-xl font-semibold">
            <Trans>Send feedback</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>Tell the creator what helps and what gets in the way.</Trans>
          </p>
          <FeedbackForm />
        </section>
      </div>
    </div>
  );
}
