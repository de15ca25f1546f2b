import { Trans } from "@lingui/react/macro";
import { useDataSource } from "#src/client/data/data-context";
import { LanguageMenu } from "#src/client/i18n/language-menu";

/**
 * Settings -> Language (docs/product.md#languages): the teacher's language, kept for the account
 * so it follows them to their other devices; in the demo, on this device only.
 */
export function LanguageSection() {
  const demo = useDataSource().kind === "memory";
  return (
    <section
      aria-labelledby="language-heading"
      className="grid gap-4 rounded-card border border-border bg-card p-5 text-card-foreground shadow-soft"
    >
      <h2 id="language-heading" className="text-xl font-semibold">
        <Trans>Language</Trans>
      </h2>
      <p className="text-muted-foreground">
        {demo ? (
          <Trans>The language is kept on this device.</Trans>
        ) : (
          <Trans>Your language is kept with your account, on every device you sign in on.</Trans>
        )}
      </p>
      <LanguageMenu signedIn={!demo} className="max-w-xs" />
    </section>
  );
}
