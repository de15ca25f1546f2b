/** The seating worker: places students off the main thread (placement-protocol.ts). */
import { answerPlacement, type PlacementReply, type PlacementRequest } from "./placement-protocol";

/** The part of a dedicated worker's global scope used here (the DOM lib types `self` as Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<PlacementRequest>) => void) | null;
  postMessage(message: PlacementReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  if (event.data?.type !== "place") return;
  scope.postMessage(answerPlacement(event.data));
};
