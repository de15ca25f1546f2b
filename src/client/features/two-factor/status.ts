import { useQuery } from "@tanstack/react-query";
import { request } from "#src/client/lib/request";
import type { TwoFactorStatus } from "#src/domain/schemas/account";

/**
 * `GET /api/account/two-factor`: whether two-factor sign-in is on, whether the account has a
 * password, and whether this server requires it and it is still to set up. Its own small module:
 * the app's first load reads it (gate.tsx) without the set-up's code.
 */
export const TWO_FACTOR_STATUS_KEY = ["/api/account/two-factor"] as const;

export function useTwoFactorStatus(enabled = true) {
  return useQuery({
    queryKey: TWO_FACTOR_STATUS_KEY,
    queryFn: ({ signal }) => request<TwoFactorStatus>("GET", "/api/account/two-factor", { signal }),
    enabled,
  });
}
