import { QueryClient } from "@tanstack/react-query";
import { syncOnlineManagerWithBrowser } from "../lib/online-status";
import { getQueryFn } from "../lib/request";

/**
 * docs/product.md#limits: no retries, no refetch on window focus, results never stale, no refetch interval.
 * Default reads GET the query key joined by "/" (docs/product.md#api).
 */
export function createQueryClient(
  /**
   * "online": reads and writes pause while the browser is offline (the offline queue, docs/product.md#offline). "always" for
   * the demo (docs/product.md#routes), whose data lives in the page: offline, it has nothing to wait for.
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

// Offline (docs/product.md#offline): start from what the browser knows; queries and mutations then pause.
syncOnlineManagerWithBrowser();
