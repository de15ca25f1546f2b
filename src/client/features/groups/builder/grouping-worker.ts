/** The Generate Groups worker: runs the grouping off the main thread (grouping-protocol.ts). */
import { answerGrouping, type GroupingRequest, type GroupingResponse } from "./grouping-protocol";

/** The part of a dedicated worker's global scope used here (the DOM lib types `self` as Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<GroupingRequest>) => void) | null;
  postMessage(message: GroupingResponse): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  if (event.data?.type !== "group") return;
  scope.postMessage(answerGrouping(event.data));
};
