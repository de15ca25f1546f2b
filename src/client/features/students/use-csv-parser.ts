import { t } from "@lingui/core/macro";
import { useCallback } from "react";
import { useWorkerRequest, type WorkerReply } from "#src/client/lib/use-worker-request";
import type { CsvImportResult } from "#src/domain/csv/import";
import type { AttributeSet } from "#src/domain/students/attributes";
import type { AttributeCounts } from "#src/domain/students/balance";
import { isWorkerMessage, type ParsePhase, type ParseRequest } from "./csv-protocol";

export type ParseProgress = { phase: ParsePhase; fraction: number | null };

function reply(message: unknown): WorkerReply<CsvImportResult, ParseProgress> | null {
  if (!isWorkerMessage(message)) return null;
  if (message.type !== "progress") return message;
  const { id, phase, fraction } = message;
  return { type: "progress", id, progress: { phase, fraction } };
}

const csvWorker = () => new Worker(new URL("./csv-worker.ts", import.meta.url), { type: "module" });

/**
 * Parses CSV files in a Web Worker (one per dialog, ended when it closes). A newer parse makes
 * the older one resolve with null, so a stale answer never overwrites a newer file.
 */
export function useCsvParser() {
  const send = useWorkerRequest<ParseRequest, CsvImportResult, ParseProgress>(
    csvWorker,
    reply,
    t`The CSV file could not be read`,
  );
  return useCallback(
    (
      file: Blob,
      options: {
        attributes: AttributeSet;
        balancedCounts: AttributeCounts | null;
        onProgress: (progress: ParseProgress) => void;
      },
    ): Promise<CsvImportResult | null> =>
      send(
        (id) => ({
          type: "parse",
          id,
          file,
          attributes: options.attributes,
          balancedCounts: options.balancedCounts,
        }),
        options.onProgress,
      ),
    [send],
  );
}
