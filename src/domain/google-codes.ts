/**
 * The `details.code` of a Google Classroom 409 that the screen answers with a button (issue
 * 18.3). Plain constants, apart from the Zod schemas, so a screen that only reads the code does
 * not download Zod (issue 19.2's per-tab budgets, docs/decisions/0023).
 */
export const GOOGLE_NOT_CONNECTED = "google_not_connected";
export const GOOGLE_RECONNECT = "google_reconnect";
