import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { expect, PASSWORD } from "./fixtures";
import { SAME_ORIGIN } from "./same-origin";

/** Signs the teacher in on "another device" and ends every session there (sign-out, docs/product.md#sign-in). */
export async function endSessionsElsewhere(baseURL: string, email: string): Promise<void> {
  const other: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  try {
    const signIn = await other.post("/api/auth/sign-in/email", {
      data: { email, password: PASSWORD },
      headers: SAME_ORIGIN,
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const revoke = await other.post("/api/auth/revoke-sessions", {
      data: {},
      headers: SAME_ORIGIN,
    });
    expect(revoke.status(), await revoke.text()).toBe(200);
  } finally {
    await other.dispose();
  }
}
