import { createContext, type ReactNode, useContext } from "react";
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
