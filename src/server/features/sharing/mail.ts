import { msg } from "@lingui/core/macro";
import { say } from "#src/server/i18n";
import type { Mail } from "#src/server/mailer";

/** The invitation mail, in the language of the owner's request (the colleague's is unknown). */
export function invitationMail(
  to: string,
  inviter: string,
  className: string,
  link: string,
  locale: string,
): Mail {
  return {
    to,
    subject: say(locale, msg`${inviter} invited you to co-teach ${className} on ClassCharm`),
    text: say(
      locale,
      msg`Hello,\n\n${inviter} invited you to co-teach ${className} on ClassCharm. Follow this link within 14 days, then sign in or create an account, to accept:\n${link}\n\nThe link works once. If you did not expect it, ignore this e-mail.`,
    ),
    link,
  };
}
