import { useMutation } from "@tanstack/react-query";
import type { FeedbackInput } from "../../../domain/schemas/settings";
import { useDataSource } from "../../data/data-context";

/** POST /api/feedback (docs/product.md#useful), through the data source. */
export function useSendFeedback() {
  const source = useDataSource();
  return useMutation({ mutationFn: (input: FeedbackInput) => source.sendFeedback(input) });
}
