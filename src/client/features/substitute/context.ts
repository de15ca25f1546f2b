import { createContext, useContext } from "react";
import type { SubstituteSessionDto } from "#src/domain/schemas/substitutes";
import type { SubstituteApi } from "./substitute-api";

export type SubstituteScope = { api: SubstituteApi; session: SubstituteSessionDto };

export const SubstituteContext = createContext<SubstituteScope | null>(null);

/** The open link's calls and what it opens. */
export function useSubstitute(): SubstituteScope {
  const scope = useContext(SubstituteContext);
  if (!scope) throw new Error("useSubstitute needs the substitute's page above it");
  return scope;
}

/** The substitute's query keys: their own root, never mirrored anywhere (offline/query-persister.ts). */
export const substituteKeys = {
  students: ["substitute", "students"] as const,
  attendance: (day: string) => ["substitute", "attendance", day] as const,
  history: ["substitute", "history"] as const,
  wheelSettings: ["substitute", "wheel-settings"] as const,
  groupRules: ["substitute", "group-rules"] as const,
  groupings: ["substitute", "groupings"] as const,
  grouping: (id: string) => ["substitute", "groupings", id] as const,
};
