/** The CSV parsing worker: reads and parses off the main thread (see csv-protocol.ts). */
import "#src/client/lib/zod-csp";
import { handleParseRequest, type ParseRequest, type WorkerMessage } from "./csv-protocol";

/** The part of a dedicated worker's global scope used here (the DOM lib types `self` as Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
  postMessage(message: WorkerMessage): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  if (event.data?.type !== "parse") return;
  void handleParseRequest(event.data, (message) => scope.postMessage(message));
};
