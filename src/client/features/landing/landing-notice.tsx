import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
/**
 * What the landing page says to a teacher who has just left the app (docs/decisions/0035): the
 * page after Sign Out is `/?signed-out`, after deleting the account `/?deleted`. The server sends
 * the prerendered page of that notice (`landing-<notice>.html`, no script, its title saying it
 * too, which a screen reader reads first), and the app's own landing page shows the same words.
 */
export const LANDING_NOTICES = {
  "signed-out": {
    title: msg`Signed out`,
    text: msg`You are signed out of ClassCharm on this device.`,
  },
  deleted: {
    title: msg`Account deleted`,
    text: msg`Your account was deleted. Your classes, students and settings are gone from ClassCharm.`,
  },
};

export type LandingNoticeId = keyof typeof LANDING_NOTICES;

export const LANDING_NOTICE_IDS = Object.keys(LANDING_NOTICES) as LandingNoticeId[];

/** The notice an address's query names (`?signed-out`, `?deleted`), or null. */
export function landingNoticeOf(search: string): LandingNoticeId | null {
  const params = new URLSearchParams(search);
  return LANDING_NOTICE_IDS.find((id) => params.has(id)) ?? null;
}

/** The banner above the landing page: a status, so that it is announced where it appears. */
export function LandingNotice({ notice }: { notice: LandingNoticeId | null }) {
  return (
    <div role="status">
      {notice ? (
        <p className="border-b border-border bg-secondary px-4 py-3 text-center font-medium text-secondary-foreground">
          {i18n._(LANDING_NOTICES[notice].text)}
        </p>
      ) : null}
    </div>
  );
}
