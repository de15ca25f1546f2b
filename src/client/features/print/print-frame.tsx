import { Trans } from "@lingui/react/macro";
import { ArrowLeft, Printer } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "#src/client/components/ui/button";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import { awayFromTab } from "#src/client/lib/return-focus";
import { printPage } from "./print-action";
import { PRINT_CSS } from "./print-styles";

/**
 * A print view (docs/product.md#print): a sheet of paper on screen with a small Back and Print toolbar, which
 * print CSS hides, so only the sheet is printed. No header or tab bar.
 */
export function PrintFrame({
  title,
  backTo,
  canPrint = true,
  tools,
  children,
}: {
  /** The document title (the browser prints it in the page header). */
  title: string;
  /** Where Back goes when this page was opened directly (no history to go back to). */
  backTo: string;
  /** False while there is nothing to print yet. */
  canPrint?: boolean;
  /** Choices for how the sheet prints, shown between Back and Print (screen only). */
  tools?: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(awayFromTab, []);
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} - ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  const back = () => {
    if (location.key !== "default") void navigate(-1);
    else void navigate(backTo);
  };

  return (
    <div className="print-view flex min-h-dvh flex-col">
      <style>{PRINT_CSS}</style>
      <header className="sticky top-0 z-10 border-b border-border bg-card print:hidden">
        <div className="mx-auto flex w-full max-w-[210mm] flex-wrap items-center justify-between gap-2 px-4 py-2">
          <Button variant="ghost" onClick={back}>
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
            <Trans>Back</Trans>
          </Button>
          {tools}
          <Button onClick={() => printPage()} disabled={!canPrint} className="ms-auto">
            <Printer aria-hidden="true" />
            <Trans>Print</Trans>
          </Button>
        </div>
      </header>
      <main
        id="main"
        className="print-paper mx-auto my-6 w-full max-w-[210mm] flex-1 bg-card p-4 text-card-foreground shadow-soft sm:p-[14mm]"
      >
        {children}
      </main>
    </div>
  );
}

/**
 * A print view's heading block: what the sheet is, then an optional line under it. The kind may
 * be a class's name (a saved grouping's sheet) and the title is one: each is set apart.
 */
export function PrintHeading({
  kind,
  title,
  note,
}: {
  kind: string;
  title?: string;
  note?: string;
}) {
  return (
    <div className="mb-6 grid gap-1 border-b-2 border-slate-800 pb-3 print:mb-3 print:pb-2">
      <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {PRODUCT_NAME}
      </p>
      <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">
        {title ? (
          <Trans>
            <bdi>{kind}</bdi>: <bdi>{title}</bdi>
          </Trans>
        ) : (
          kind
        )}
      </h1>
      {note ? <p className="text-muted-foreground">{note}</p> : null}
    </div>
  );
}
