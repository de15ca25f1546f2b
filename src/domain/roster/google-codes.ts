/**
 * The `code` of a Google Classroom 409 that the screen answers with a button
 * (docs/decisions/0022). Plain constants, apart from the Zod schemas, so a screen that only reads the code does
 * not download Zod (the per-tab budgets of docs/decisions/0023).
 */
export const GOOGLE_NOT_CONNECTED = "google_not_connected" as const;
export const GOOGLE_RECONNECT = "google_reconnect" as const;
