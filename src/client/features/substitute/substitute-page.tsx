import { t } from "@lingui/core/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Spinner } from "#src/client/components/ui/spinner";
import type { SubstituteSessionDto } from "#src/domain/schemas/substitutes";
import { SubstituteContext } from "./context";
import { SubstituteLesson } from "./lesson";
import { type PinProblem, PinScreen } from "./pin-screen";
import { PlainPage, RefusalPage } from "./refusal-page";
import { type Refusal, SubstituteRefused, substituteApi } from "./substitute-api";
import { forgetSubstituteToken, takeSubstituteToken } from "./token";

type Phase =
  | { kind: "checking" }
  | { kind: "pin"; problem: PinProblem; busy: boolean }
  | { kind: "open"; session: SubstituteSessionDto; pin: string | null }
  | { kind: "refused"; refusal: Refusal; startsOn: string | null }
  | { kind: "failed" };

/** The page's answers in the app's cache, under their own root: dropped with the page. */
const PAGE_KEY = ["substitute"] as const;

/**
 * `/substitute#<token>` (docs/decisions/0059-substitute-links.md): a substitute with no account
 * opens one class's roll, wheel and groups for the link's days. The token lives in this page's
 * memory only, its answers in the query cache under their own root, which the offline mirror
 * never keeps (it runs only in the signed-in shell, and keeps other roots) and which goes with
 * the page; the PIN screen comes first when the link has one; any refusal, also on a later
 * click (the link turned off meanwhile), replaces the whole page.
 */
export function SubstitutePage() {
  const [token] = useState(takeSubstituteToken);
  const [phase, setPhase] = useState<Phase>({ kind: "checking" });
  const queryClient = useQueryClient();
  const forget = useCallback(
    () => queryClient.removeQueries({ queryKey: PAGE_KEY }),
    [queryClient],
  );
  useEffect(
    () => () => {
      forget();
      forgetSubstituteToken();
    },
    [forget],
  );

  const refuse = useCallback(
    (refused: SubstituteRefused) => {
      if (refused.reason === "pin_required" || refused.reason === "wrong_pin") {
        forget();
        setPhase({ kind: "pin", problem: null, busy: false });
        return;
      }
      forget();
      setPhase({ kind: "refused", refusal: refused.reason, startsOn: refused.startsOn });
    },
    [forget],
  );

  const open = useCallback(
    async (pin: string | null) => {
      if (!token) return;
      try {
        const session = await substituteApi(token, pin).get<SubstituteSessionDto>("");
        setPhase({ kind: "open", session, pin });
      } catch (error) {
        if (!(error instanceof SubstituteRefused)) {
          setPhase(pin ? { kind: "pin", problem: "no_answer", busy: false } : { kind: "failed" });
          return;
        }
        const { reason } = error;
        if (reason === "pin_required" || reason === "wrong_pin" || reason === "too_many_tries") {
          const problem = reason === "pin_required" ? null : reason;
          // Too many tries before any PIN was typed: still the PIN screen, saying to wait.
          setPhase({ kind: "pin", problem, busy: false });
          return;
        }
        setPhase({ kind: "refused", refusal: reason, startsOn: error.startsOn });
      }
    },
    [token],
  );

  useEffect(() => {
    void open(null);
  }, [open]);

  const pin = phase.kind === "open" ? phase.pin : null;
  const api = useMemo(
    () => (token ? substituteApi(token, pin, refuse) : null),
    [token, pin, refuse],
  );

  if (!token) {
    return (
      <PlainPage title={t`Open the link again`}>
        <p className="text-muted-foreground">
          {t`To keep the pupils' names private, this page keeps nothing once it is reloaded or closed. Open the substitute link again from the message it came in.`}
        </p>
      </PlainPage>
    );
  }
  if (phase.kind === "checking") {
    return (
      <PlainPage title={t`Opening the class...`}>
        <div className="flex justify-center">
          <Spinner />
        </div>
      </PlainPage>
    );
  }
  if (phase.kind === "failed") {
    return (
      <PlainPage title={t`The class could not be opened`}>
        <p className="text-muted-foreground">
          {t`No answer from ClassCharm. Check the connection, then open the link again.`}
        </p>
      </PlainPage>
    );
  }
  if (phase.kind === "refused") {
    return <RefusalPage refusal={phase.refusal} opensOn={phase.startsOn} />;
  }
  if (phase.kind === "pin") {
    return (
      <PinScreen
        problem={phase.problem}
        busy={phase.busy}
        onSubmit={(typed) => {
          setPhase({ ...phase, busy: true });
          void open(typed);
        }}
      />
    );
  }
  if (!api) return null;
  return (
    <SubstituteContext.Provider value={{ api, session: phase.session }}>
      <SubstituteLesson />
    </SubstituteContext.Provider>
  );
}
