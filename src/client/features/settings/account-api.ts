import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "#src/client/lib/api-error";
import { authErrorMessage, networkFailure } from "#src/client/lib/auth-error";
import { request, throwIfNotOk } from "#src/client/lib/request";
import type { DeleteAccountInput } from "#src/domain/schemas/account";
import { loadAuthClient } from "../auth";

/**
 * The teacher's own account, signed in only: name, e-mail and password go to
 * Better Auth's endpoints through its client; the export and the deletion are ours
 * (`/api/account/*`). Kept out of the DataSource: the demo has no account.
 */

/** Where the link in the change-of-address e-mail lands (Settings, with a note to show). */
export const EMAIL_CHANGED_PATH = "/settings?email-changed=1";

type AuthClient = Awaited<ReturnType<typeof loadAuthClient>>["authClient"];

/** Better Auth answers `{ data, error }`; an error becomes a thrown Error with its message. */
export async function unwrap<T>(
  call: (client: AuthClient) => Promise<{ data: T | null; error: unknown }>,
  fallback: string,
): Promise<T> {
  const { authClient } = await loadAuthClient();
  const { data, error } = await call(authClient);
  if (error) throw new Error(authErrorMessage(error) ?? fallback);
  return data as T;
}

export function changeName(name: string) {
  return unwrap((client) => client.updateUser({ name }), t`The name could not be saved`);
}

/** Sends a confirmation link to the new address; the address changes once it is followed. */
export function changeEmail(newEmail: string) {
  return unwrap(
    (client) => client.changeEmail({ newEmail, callbackURL: EMAIL_CHANGED_PATH }),
    t`The confirmation e-mail could not be sent`,
  );
}

/** Changes the password; the server signs out every other device (auth/account-security). */
export function changePassword(currentPassword: string, newPassword: string) {
  return unwrap(
    (client) => client.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }),
    t`The password could not be changed`,
  );
}

/**
 * How the teacher signs in ("credential" = e-mail and password, "google", "oidc"). A plain read
 * of Better Auth's endpoint: opening Settings does not download its client.
 */
export function useSignInMethods() {
  return useQuery({
    queryKey: ["/api/auth/list-accounts"],
    queryFn: async ({ signal }) => {
      const accounts = await request<{ providerId: string }[]>("GET", "/api/auth/list-accounts", {
        signal,
      });
      return accounts.map((a) => a.providerId);
    },
  });
}

/** `classcharm-export-YYYY-MM-DD.json` from the answer's Content-Disposition. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? fallback;
}

/** Downloads the "Export all my data" archive as a file; resolves with its name. */
export async function downloadExport(): Promise<string> {
  const res = await fetch("/api/account/export", { credentials: "include" });
  await throwIfNotOk(res);
  const name = fileNameFrom(res.headers.get("content-disposition"), "classcharm-export.json");
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}

/** The message of a failed call for a toast: the server's `{ error }` words, else `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  // No answer at all (fetch's TypeError; also the auth client's download): not "Failed to fetch".
  if (error instanceof TypeError) return networkFailure();
  return error instanceof Error && error.message ? error.message : fallback;
}

export function deleteAccount(input: DeleteAccountInput) {
  return request<{ deleted: true }>("POST", "/api/account/delete", { body: input });
}
