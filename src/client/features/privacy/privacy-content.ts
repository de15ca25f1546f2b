/**
 * What ClassCharm keeps and why, in plain words (issue 14.6). Each statement is what the code
 * does: the database tables (src/server/db/schema.ts), the session length (SESSION_DAYS in
 * src/server/auth/auth.ts), the 24-hour import keys and the export/deletion in Settings -> Account.
 */
export interface PrivacySection {
  title: string;
  paragraphs: string[];
  list?: string[];
}

export const PRIVACY_SECTIONS: PrivacySection[] = [
  {
    title: "What we store about pupils",
    paragraphs: [
      "For each pupil: the name you type or import, and the four attributes you give them — number, color, element and shape. Nothing else: no dates of birth, no photos, no grades, no contact details.",
      "When you spin the wheel, we keep who was picked and when, so you can see your class's history. Clear History removes it.",
    ],
  },
  {
    title: "What we store about you",
    paragraphs: ["To run your account we keep:"],
    list: [
      "your name, e-mail address and password (stored only as a one-way hash), or the link to your Google or school account;",
      "your classes, your attribute settings and your preferences;",
      "your sign-in sessions, with the network address and browser they were made from, so you can see and end them;",
      "feedback you send us through “Was this Useful?”, with an e-mail address only if you give one.",
    ],
  },
  {
    title: "What we never do",
    paragraphs: [
      "ClassCharm never sells, rents or shares your data or your pupils' data. It shows no advertising, uses no tracking or analytics services, and builds no profiles of pupils or teachers. Pages load nothing from other websites.",
    ],
  },
  {
    title: "How long we keep it",
    paragraphs: [
      "Your classes, pupils and history stay until you delete them, or until you delete your account. A sign-in lasts 7 days from when you last used it, and signing out ends it at once. Technical records that protect against abuse (sign-in attempt counters, import retry keys) are kept for at most 24 hours.",
      "On your device, ClassCharm keeps a copy of your classes so it opens quickly and works offline. Signing out, or being signed out from another device, removes it.",
    ],
  },
  {
    title: "Taking your data with you, or deleting it",
    paragraphs: [
      "In Settings → Account, “Export all my data” downloads everything we hold about you and your classes as one file. Each class can also be exported as a CSV file from its Students tab.",
      "In Settings → Account, “Delete my account” removes your account, your classes, your pupils, their history and your settings, all at once and for good.",
    ],
  },
];
