import { useMutation } from "@tanstack/react-query";
import type { FeedbackInput } from "../../../domain/schemas";
import { useDataSource } from "../../data/data-context";

/** POST /api/feedback (D16), through the data source. */
export function useSendFeedback() {
  const source = useDataSource();
  return useMutation({ mutationFn: (input: FeedbackInput) => source.sendFeedback(input) });
}
