/** The tables of classes linked to a roster (OneRoster, Google Classroom) and Google connections. */

/** A class linked to its roster: OneRoster class sourcedId or Google course id. */
export interface RosterClassTable {
  class_id: string;
  source: "oneroster" | "google";
  external_id: string;
  title: string;
  linked_at: string;
  synced_at: string;
}

/** A student's id in their class's roster; unique within the class. */
export interface RosterStudentTable {
  student_id: string;
  class_id: string;
  external_id: string;
}

/** A teacher's Google Classroom connection; tokens sealed (AES-256-GCM). */
export interface GoogleConnectionTable {
  user_id: string;
  google_user_id: string;
  google_email: string;
  /** Space-separated, as Google granted them. */
  scopes: string;
  status: "connected" | "reconnect";
  access_token: string | null;
  refresh_token: string | null;
  access_expires_at: string | null;
  connected_at: string;
  updated_at: string;
}
