/** The product's name (decision D1): the one place it is written. */
export const PRODUCT_NAME = "ClassCharm";

/** Browser storage flags (decision D13). */
export const STORAGE_KEYS = {
  introCompleted: `${PRODUCT_NAME.toLowerCase()}IntroCompleted`,
  hasSeenTutorial: "hasSeenTutorial",
  skipSpinnerRemoveConfirmation: "skipSpinnerRemoveConfirmation",
  /** The class chosen in the tabbed app, kept across tabs and reloads. */
  selectedClass: `${PRODUCT_NAME.toLowerCase()}.selectedClass`,
  /** The offline mirror of the query cache (classes and students, D13). */
  queryCache: `${PRODUCT_NAME.toLowerCase()}.queryCache`,
  /** The last signed-in teacher (id, e-mail, name), so the app opens offline (D13). */
  lastUser: `${PRODUCT_NAME.toLowerCase()}.lastUser`,
} as const;

/** Timings of spec §9. */
/** The sign-in screen opened on its Sign Up side ("Get Started", "Sign up free"). */
export const SIGN_UP_PATH = "/auth?mode=signUp";

export const STARTUP_RETRY_MS = 1000;
export const SIGN_OUT_REDIRECT_MS = 100;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_LIMIT = 1;

/** Decision D10: the server rejects shorter passwords; the client only hints. */
export const MIN_PASSWORD_LENGTH = 8;

export const AUTH_BASE_PATH = "/api/auth";
