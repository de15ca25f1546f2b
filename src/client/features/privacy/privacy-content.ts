import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * What ClassCharm keeps and why, in plain words. Each statement is what the code
 * does: the database tables (src/server/db/schema.ts), the session length (SESSION_DAYS in
 * src/server/auth/auth.ts), the 24-hour import keys and the export/deletion in Settings -> Account.
 * Attendance added the roll (attendance_days/absences: kept until the class, the student or the
 * account is deleted, or the server's retention period; privacy-retention.tsx states the periods
 * set, features/retention applies them) and each class's picking mode (wheel_settings);
 * the account export includes both (src/server/features/account/export.ts). Group rules added each
 * class's grouping rules (group_rules: kept until deleted; a deleted pupil leaves them) and saved
 * groupings (saved_groupings/saved_grouping_members: each member's name and attributes as saved,
 * kept until the grouping, the class or the account is deleted), both in the export. Roster import
 * added the roster links (roster_classes/roster_students: the roster's class id and title, each
 * pupil's roster id; nothing else from an export), kept with the class and the pupil, a pupil's
 * link dropped when moved to another class, both in the export. Google Classroom (decision 0022)
 * added google_connections: the Google account's address and id, granted scopes, status and
 * dates, and the access/refresh tokens sealed with AES-256-GCM (google-classroom/sealed.ts), read
 * only by the course list, imports and syncs; Disconnect and account deletion revoke the grant at
 * Google, then delete the row (revoke-grant.ts); the export has the address, status, scopes and
 * dates, never a token (account/export.ts). Imported courses use the roster links above.
 */
export interface PrivacySection {
  /** The section's heading's id (the English heading's words). */
  id: string;
  title: MessageDescriptor;
  paragraphs: MessageDescriptor[];
  list?: MessageDescriptor[];
}

export const PRIVACY_SECTIONS: PrivacySection[] = [
  {
    id: "privacy-what-we-store-about-pupils",
    title: msg`What we store about pupils`,
    paragraphs: [
      msg`For each pupil: the name you type or import, and the four attributes you give them — number, color, element and shape.`,
      msg`When you take the roll in “Who's here today”, we keep which pupils were marked absent on each school day, so the wheel and Groups can leave them out. Nothing is kept for a day you don't take the roll.`,
      msg`When you spin the wheel, we keep who was picked and when, so you can see your class's history and the wheel knows who has had a turn. Clear History removes it.`,
      msg`In Groups, we keep the rules you set (which pupils to keep apart or together) and the groupings you save. A saved grouping keeps each member's name and attributes as they were when you saved it, so it stays readable after a pupil is renamed or deleted. A deleted pupil leaves your rules at once.`,
      msg`When you import a class from your school's system (a OneRoster export), we also keep the id that system gives the class and each pupil, so importing it again updates names and adds newcomers instead of doubling anyone. Of the export we keep only pupils' names and these ids: no e-mail addresses, dates of birth, grades or any other column.`,
      msg`A class imported from Google Classroom keeps the same: the course's title, pupils' names, and the ids Google gives the course and each pupil. Nothing is ever written to Google Classroom.`,
      msg`Nothing else: no dates of birth, no photos, no grades, no contact details, no reasons for an absence.`,
    ],
  },
  {
    id: "privacy-what-we-store-about-you",
    title: msg`What we store about you`,
    paragraphs: [msg`To run your account we keep:`],
    list: [
      msg`your name, e-mail address and password (stored only as a one-way hash), or the link to your Google or school account;`,
      msg`your classes, how each class's wheel picks (its picking mode), each class's grouping rules, saved groupings and how you last asked for its groups (method, sizes and New partners), your attribute settings and your preferences;`,
      msg`if you connect Google Classroom: that Google account's address and id, the permissions it granted (seeing your classes and their rosters, read only) and when, and the keys Google gave for them, stored encrypted and used only to read your courses and rosters when you import or sync. Disconnect, or deleting your account, withdraws them at Google and deletes them;`,
      msg`if you turn on two-factor sign-in: your authenticator app's key and your unused backup codes, both stored encrypted, and for 30 days each device you chose to trust. Turning it off deletes them;`,
      msg`your sign-in sessions, with the network address and browser they were made from, so you can see and end them;`,
      msg`feedback you send us through “Was this Useful?”, with an e-mail address only if you give one.`,
    ],
  },
  {
    id: "privacy-sharing-a-class",
    title: msg`Sharing a class`,
    paragraphs: [
      msg`When you invite a colleague to co-teach a class, we keep the e-mail address you invited and when, for 14 days or until the invitation is used or withdrawn. A co-teacher who accepts sees and changes that class as you do, and you see their name and address. Removing them, or their deleting their account, ends their access at once.`,
      msg`A substitute link opens one class's roll, wheel and groups to whoever has it, with no account, between the days you chose. We keep the days, who made it and, if you set one, a scrambled form of its PIN, never the PIN itself. The substitute's browser keeps nothing once the page is closed. Turning the link off, or deleting the account that made it, ends it at once.`,
      msg`In a shared class we record who picked each pupil, who took the roll, and the class's last 50 changes (which teacher, or “substitute”, did what and when), so its teachers can see who did what. These records name pupils by their place in the class only, and go with the class.`,
    ],
  },
  {
    id: "privacy-what-we-never-do",
    title: msg`What we never do`,
    paragraphs: [
      msg`ClassCharm never sells, rents or shares your data or your pupils' data. It shows no advertising, uses no tracking or analytics services, and builds no profiles of pupils or teachers. Pages load nothing from other websites.`,
    ],
  },
  {
    id: "privacy-how-long-we-keep-it",
    title: msg`How long we keep it`,
    paragraphs: [
      msg`Your classes, pupils and history stay until you delete them, or until you delete your account. Absences are not cleared by themselves as days go by: a pupil's absences are kept until you delete that pupil, the class or your account. Grouping rules and saved groupings are kept until you delete them, the class or your account; a saved grouping keeps the names in it even after those pupils are deleted. A sign-in lasts 7 days from when you last used it, and signing out ends it at once. Technical records that protect against abuse (sign-in attempt counters, import retry keys) are kept for at most 24 hours.`,
      msg`On your device, ClassCharm keeps a copy of your classes so it opens quickly and works offline. Signing out, or being signed out from another device, removes it.`,
    ],
  },
  {
    id: "privacy-taking-your-data-with-you-or-deleting-it",
    title: msg`Taking your data with you, or deleting it`,
    paragraphs: [
      msg`In Settings → Account, “Export all my data” downloads everything we hold about you and your classes as one file, including every class's roll of absences, its picking history and its picking mode. The file also holds each class's grouping rules and saved groupings, with each member's name and attributes as saved, and the roster ids of classes and pupils you imported, and your Google Classroom connection (its address, permissions and dates, never its keys). Each class can also be exported as a CSV file from its Students tab.`,
      msg`In Settings → Account, “Delete my account” removes your account, your classes, your pupils, their history, their absences and your settings, all at once and for good. That includes every grouping rule and saved grouping, and your Google Classroom connection: we ask Google to withdraw its keys first, and delete them even if Google can't be reached.`,
    ],
  },
];
