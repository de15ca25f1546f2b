import { createContext, type ReactNode, useContext } from "react";
import { useIsOnline } from "../lib/online-status";
import type { DataSource } from "./source";

const DataSourceContext = createContext<DataSource | null>(null);

/** Provides the screens' data source: the API when signed in, memory in the demo. */
export function DataSourceProvider({
  source,
  children,
}: {
  source: DataSource;
  children: ReactNode;
}) {
  return <DataSourceContext.Provider value={source}>{children}</DataSourceContext.Provider>;
}

export function useDataSource(): DataSource {
  const source = useContext(DataSourceContext);
  if (!source) throw new Error("useDataSource needs a DataSourceProvider above it");
  return source;
}

/**
 * Whether a change can be made now. Offline a teacher's data is read-only (docs/product.md#offline, decision 0004):
 * a change would only wait. The demo keeps its classes in the page and goes on writing.
 */
export function useWritesOpen(): boolean {
  const online = useIsOnline();
  return useDataSource().kind === "memory" || online;
}
