// What other features use of sharing: the Share dialog (its own chunk) and leaving a class.
export { useRemoveMember } from "./api";
export { useShareDialog } from "./use-share-dialog";
