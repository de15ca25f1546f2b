import { useMutation } from "@tanstack/react-query";
import { useDataSource } from "#src/client/data/data-context";
import type { FeedbackInput } from "#src/domain/schemas/settings";

/** POST /api/feedback (docs/product.md#useful), through the data source. */
export function useSendFeedback() {
  const source = useDataSource();
  return useMutation({ mutationFn: (input: FeedbackInput) => source.sendFeedback(input) });
}
