import { i18n } from "@lingui/core";
import { Trans } from "@lingui/react/macro";
import { formatLocale } from "#src/client/i18n/format";
import { dateTimeText } from "#src/client/lib/dates";
import { byLabel, isViewer } from "#src/domain/activity/actor";
import type { AttendanceDto } from "#src/domain/schemas/attendance";
import { useViewer } from "../activity";

const say = i18n._.bind(i18n);

/** The hour and minute in the teacher's language ("14:05", "2:05 PM"). */
function timeText(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(formatLocale(), { hour: "numeric", minute: "2-digit" }).format(at);
}

/**
 * Who took the day's roll and when (docs/decisions/0060-who-did-what.md): "Roll taken by
 * Mr Okafor at 9:05", "by you", "by Substitute"; nothing until someone marked it.
 */
export function RollTakenBy({
  classId,
  roll,
}: {
  classId: string;
  roll: AttendanceDto | undefined;
}) {
  const viewer = useViewer(classId);
  if (!roll?.marked_by || !roll.updated_at) return null;
  const at = roll.updated_at;
  const time = timeText(at);
  const title = dateTimeText(at);
  const who = byLabel(roll.marked_by, viewer, say);
  return (
    <p className="text-sm text-muted-foreground">
      {isViewer(roll.marked_by, viewer) ? (
        <Trans>
          Roll taken by you at{" "}
          <time dateTime={at} title={title}>
            {time}
          </time>
        </Trans>
      ) : (
        <Trans>
          Roll taken by <bdi>{who}</bdi> at{" "}
          <time dateTime={at} title={title}>
            {time}
          </time>
        </Trans>
      )}
    </p>
  );
}
