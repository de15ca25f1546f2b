import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import { PRIVACY_SECTIONS } from "./privacy-content";
import { PrivacyRetention } from "./privacy-retention";

/** The section the server's retention periods are stated in (privacy-retention.tsx). */
const RETENTION_SECTION = "privacy-how-long-we-keep-it";

/** docs/privacy.md, served as text by the server (src/server/public-documents.ts). */
export const PRIVACY_INVENTORY_PATH = "/docs/privacy.md";

/** The privacy page: reachable signed out and signed in, at /privacy. */
export function PrivacyPage() {
  const { _ } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="border-b border-border">
        <div className="mx-auto flex w-full max-w-3xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center rounded-lg px-1 text-lg font-bold"
          >
            {PRODUCT_NAME}
          </Link>
          <Link
            to="/"
            className="inline-flex min-h-11 items-center rounded-lg px-1 text-link underline-offset-4 hover:underline"
          >
            <Trans>Back to {PRODUCT_NAME}</Trans>
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Privacy</Trans>
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          <Trans>
            {PRODUCT_NAME} is free and made for teachers. It keeps as little as it can about you and
            your pupils, and nothing for anyone else.
          </Trans>
        </p>
        {PRIVACY_SECTIONS.map((section) => (
          <section key={section.id} className="mt-8" aria-labelledby={section.id}>
            <h2 id={section.id} className="text-xl font-semibold">
              {_(section.title)}
            </h2>
            {section.paragraphs.map((text) => (
              <p key={text.id} className="mt-3 leading-relaxed">
                {_(text)}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-3 list-disc space-y-2 ps-6 leading-relaxed">
                {section.list.map((item) => (
                  <li key={item.id}>{_(item)}</li>
                ))}
              </ul>
            ) : null}
            {section.id === RETENTION_SECTION ? <PrivacyRetention /> : null}
          </section>
        ))}
        <p className="mt-8 leading-relaxed">
          <Trans>
            For your school: every field we store, table by table, with how it is exported and
            deleted, is in the{" "}
            <a href={PRIVACY_INVENTORY_PATH} hrefLang="en" className="text-link underline">
              full data inventory
            </a>{" "}
            (in English).
          </Trans>
        </p>
      </main>
    </div>
  );
}
