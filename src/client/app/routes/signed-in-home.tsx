import { Welcome } from "../../features/home/welcome";
import { AppShell } from "../shell/app-shell";

/** What a signed-in teacher sees at `/`, `/home` and (for now) `/dashboard/*`. */
export function SignedInHome() {
  return (
    <AppShell>
      <Welcome />
    </AppShell>
  );
}
