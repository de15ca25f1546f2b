import { QueryClient } from "@tanstack/react-query";
import { syncOnlineManagerWithBrowser } from "../lib/online-status";
import { getQueryFn } from "../lib/request";

/**
 * Spec §9: no retries, no refetch on window focus, results never stale, no refetch interval.
 * Default reads GET the query key joined by "/" (spec §7).
 */
export function createQueryClient(
  /**
   * "online": reads and writes pause while the browser is offline (D13's queue). "always" for
   * the demo (D2), whose data lives in the page: offline, it has nothing to wait for.
   */
  networkMode: "online" | "always" = "online",
): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        networkMode,
      },
      mutations: { retry: false, networkMode },
    },
  });
}

export const queryClient = createQueryClient();

// Offline (D13): start from what the browser knows; queries and mutations then pause.
syncOnlineManagerWithBrowser();
