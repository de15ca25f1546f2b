/** The product's name (docs/product.md#name): the one place it is written. */
export const PRODUCT_NAME = "ClassCharm";

/** Browser storage flags (docs/product.md#offline). */
export const STORAGE_KEYS = {
  introCompleted: `${PRODUCT_NAME.toLowerCase()}IntroCompleted`,
  hasSeenTutorial: "hasSeenTutorial",
  skipSpinnerRemoveConfirmation: "skipSpinnerRemoveConfirmation",
  /** The class chosen in the tabbed app, kept across tabs and reloads. */
  selectedClass: `${PRODUCT_NAME.toLowerCase()}.selectedClass`,
  /** The offline mirror of the query cache (classes and students, docs/product.md#offline). */
  queryCache: `${PRODUCT_NAME.toLowerCase()}.queryCache`,
  /** The last signed-in teacher (id, e-mail, name), so the app opens offline (docs/product.md#offline). */
  lastUser: `${PRODUCT_NAME.toLowerCase()}.lastUser`,
} as const;

/** Timings of docs/product.md#limits. */
/** The sign-in screen opened on its Sign Up side ("Get Started", "Sign up free"). */
export const SIGN_UP_PATH = "/auth?mode=signUp";

export const STARTUP_RETRY_MS = 1000;
export const SIGN_OUT_REDIRECT_MS = 100;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_LIMIT = 1;

/** docs/product.md#sign-in: the server rejects shorter passwords; the client only hints. */
export const MIN_PASSWORD_LENGTH = 8;

export const AUTH_BASE_PATH = "/api/auth";
