/** The OneRoster reading worker: unpacks and reads the export off the main thread. */
import "#src/client/lib/zod-csp";
import {
  handleRosterRead,
  type RosterReadRequest,
  type RosterWorkerMessage,
} from "./roster-protocol";

/** The part of a dedicated worker's global scope used here (the DOM lib types `self` as Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<RosterReadRequest>) => void) | null;
  postMessage(message: RosterWorkerMessage): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  if (event.data?.type !== "read") return;
  void handleRosterRead(event.data, (message) => scope.postMessage(message));
};
