import { msg } from "@lingui/core/macro";
import { say } from "#src/server/i18n";
import type { Mail } from "#src/server/mailer";

/** What Better Auth tells us of the teacher a mail goes to. */
interface Recipient {
  name: string;
  email: string;
}

/** Mails are written in `locale`, the language of the request that sends them. */
export function resetPasswordMail(user: Recipient, url: string, locale = "en"): Mail {
  const name = user.name;
  return {
    to: user.email,
    subject: say(locale, msg`Reset your ClassCharm password`),
    text: say(
      locale,
      msg`Hello ${name},\n\nUse this link within an hour to choose a new password:\n${url}\n\nIf you did not ask for it, ignore this e-mail.`,
    ),
    link: url,
  };
}

/** The payload of a link's token we signed a moment ago (read, not checked). */
function tokenPayload(token: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
  } catch {
    return {};
  }
}

/**
 * Better Auth's verification link serves two purposes: confirming a new account's address
 * (sign-up, or sign-in before it was confirmed) and a change of address (its token names the
 * new one, `updateTo`).
 */
export function verificationMail(user: Recipient, url: string, token: string, locale = "en"): Mail {
  const name = user.name;
  if (typeof tokenPayload(token).updateTo === "string") {
    return {
      to: user.email,
      subject: say(locale, msg`Confirm your new ClassCharm e-mail address`),
      text: say(
        locale,
        msg`Hello ${name},\n\nFollow this link within an hour to sign in to ClassCharm with this e-mail address from now on:\n${url}\n\nIf you did not ask for it, ignore this e-mail: nothing changes.`,
      ),
      link: url,
    };
  }
  return {
    to: user.email,
    subject: say(locale, msg`Confirm your e-mail address for ClassCharm`),
    text: say(
      locale,
      msg`Hello ${name},\n\nFollow this link within an hour to finish creating your ClassCharm account and sign in:\n${url}\n\nIf you did not create an account, ignore this e-mail: without the link none is made.`,
    ),
    link: url,
  };
}

/** Sign-up with an address that already has an account: its owner hears of it. */
export function existingAccountMail(user: Recipient, signInUrl: string, locale = "en"): Mail {
  const name = user.name;
  return {
    to: user.email,
    subject: say(locale, msg`Someone tried to create a ClassCharm account with your address`),
    text: say(
      locale,
      msg`Hello ${name},\n\nSomeone just tried to create a ClassCharm account with this e-mail address, which already has one. No new account was made and nothing changed.\n\nIf it was you, sign in at ${signInUrl} (with your password, or the Google or school sign-in you used before), or choose "Forgot password?" there to set a new password.\n\nIf it was not you, ignore this e-mail.`,
    ),
    link: signInUrl,
  };
}
