import { DEFAULT_RETRY, type RetryPolicy } from "./google-http";

/**
 * The retry policy of every Google call (google-http.ts). One object, so the API tests can
 * record the waits instead of sleeping them (`sleep`). Apart from service.ts, so account
 * deletion's revocation (revoke-grant.ts) needs nothing of the app context.
 */
export const googleRetryPolicy: RetryPolicy = { ...DEFAULT_RETRY };
