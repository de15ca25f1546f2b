import { t } from "@lingui/core/macro";
import { useCallback } from "react";
import { useWorkerRequest } from "#src/client/lib/use-worker-request";
import type { SeatingResult } from "#src/domain/seating/seating-types";
import {
  type PlacementInput,
  type PlacementRequest,
  placementReply,
  placementResult,
} from "./placement-protocol";

const placementWorker = () =>
  new Worker(new URL("./placement-worker.ts", import.meta.url), { type: "module" });

const noProgress = () => {};

/**
 * Places students in a Web Worker (one per screen, ended when it closes), so a search of up to a
 * few hundred milliseconds never freezes the page. A newer request makes the older one resolve
 * with null. Without workers (an old browser) the same function runs on the main thread.
 */
export function usePlacement(): (input: PlacementInput) => Promise<SeatingResult | null> {
  const send = useWorkerRequest<PlacementRequest, SeatingResult, never>(
    placementWorker,
    placementReply,
    t`The seating could not be worked out`,
  );
  return useCallback(
    (input: PlacementInput) => {
      if (typeof Worker === "undefined") return Promise.resolve(placementResult(input));
      return send((id) => ({ type: "place", id, input }), noProgress);
    },
    [send],
  );
}
