import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import { type AppConfig, useAppConfig } from "../config/api";

type Retention = NonNullable<AppConfig["retention"]>;

/** The periods the server was set to keep things for (docs/decisions/0055), one line each. */
export function retentionLines(retention: Retention | undefined): MessageDescriptor[] {
  if (!retention) return [];
  const lines: MessageDescriptor[] = [];
  const { historyDays, attendanceDays, inactiveMonths } = retention;
  if (historyDays !== null) {
    lines.push(
      msg`Picking history is deleted ${plural(historyDays, { one: "# day", other: "# days" })} after each pick.`,
    );
  }
  if (attendanceDays !== null) {
    lines.push(
      msg`A class's roll of absences is deleted ${plural(attendanceDays, { one: "# day", other: "# days" })} after its school day.`,
    );
  }
  if (inactiveMonths !== null) {
    lines.push(
      msg`An account nobody signs in to for ${plural(inactiveMonths, { one: "# month", other: "# months" })} is deleted, with its classes and pupils. If this server sends e-mail, its teacher is told 30 days before.`,
    );
  }
  return lines;
}

/**
 * What the server's own retention settings add to "How long we keep it": nothing when none is
 * set (everything stays until deleted, as the section says), else each period set.
 */
export function PrivacyRetention() {
  const { _ } = useLingui();
  const config = useAppConfig();
  const lines = retentionLines(config.data?.retention);
  if (lines.length === 0) return null;
  return (
    <>
      <p className="mt-3 leading-relaxed">
        <Trans>
          On this {PRODUCT_NAME}, whoever runs it has set shorter periods, which come before what is
          said above:
        </Trans>
      </p>
      <ul className="mt-3 list-disc space-y-2 ps-6 leading-relaxed">
        {lines.map((line) => (
          <li key={line.id}>{_(line)}</li>
        ))}
      </ul>
    </>
  );
}
