import { useQuery } from "@tanstack/react-query";

/** `GET /api/config`: public settings the server chose at start-up. */
export type AppConfig = {
  providers: {
    google: boolean;
    oidc: null | { id: string; name: string };
  };
  tipUrl: string | null;
  classLimit: number;
  /** Password accounts must set up two-factor sign-in before using the app. */
  requireTwoFactor?: boolean;
  /** How long the server keeps picks, rolls and idle accounts (null: until deleted). */
  retention?: {
    historyDays: number | null;
    attendanceDays: number | null;
    inactiveMonths: number | null;
  };
  /** "initials": the school keeps every new student as first names and last initial. */
  studentNames?: "full" | "initials";
};

export const appConfigQueryKey = ["/api/config"] as const;

export function useAppConfig() {
  return useQuery<AppConfig>({ queryKey: appConfigQueryKey });
}
