import { msg, plural } from "@lingui/core/macro";
import { say } from "#src/server/i18n";
import type { Mail } from "#src/server/mailer";

interface IdleTeacher {
  name: string;
  email: string;
  /** The teacher's chosen language (teacher_languages), else English. */
  locale: string;
}

/** The day an idle account goes, written the teacher's way (UTC, as the job counts days). */
function dayIn(locale: string, at: Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(at);
}

/** The warning an idle account gets before the retention job deletes it (docs/decisions/0055). */
export function inactiveWarningMail(
  teacher: IdleTeacher,
  months: number,
  deleteOn: Date,
  signInUrl: string,
): Mail {
  const { name, locale } = teacher;
  const date = dayIn(locale, deleteOn);
  return {
    to: teacher.email,
    subject: say(locale, msg`Your ClassCharm account will be deleted on ${date}`),
    text: say(
      locale,
      msg`Hello ${name},\n\nNo one has signed in to your ClassCharm account for a long time. This ClassCharm deletes accounts that are not used for ${plural(months, { one: "# month", other: "# months" })}, so your account, your classes and everything kept about your pupils will be deleted on ${date}.\n\nTo keep your account, sign in before then: ${signInUrl}\nTo keep a copy of your data, sign in and choose "Export all my data" in Settings → Account.\n\nIf you no longer need the account, you do not need to do anything.`,
    ),
    link: signInUrl,
  };
}
