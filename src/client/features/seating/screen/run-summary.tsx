import { plural, t } from "@lingui/core/macro";

/** What a Seat everyone did, as the seating screen says it after each run. */
export interface RunFacts {
  /** Change seats was on. */
  changeSeats: boolean;
  /** How many saved charts the new neighbours were measured against. */
  compared: number;
  gapsClosed: boolean;
}

/**
 * The line said after Seat everyone (a status, so a screen reader hears it): how many are
 * seated, what happened to today's absent, and with Change seats whether everyone has new
 * neighbours; then the pairs who sit together again, by name, when none could be avoided.
 */
export function RunSummary({
  run,
  seated,
  absent,
  pairs,
}: {
  run: RunFacts | undefined;
  seated: number;
  absent: number;
  pairs: readonly string[];
}) {
  const parts: string[] = [];
  if (run) {
    parts.push(plural(seated, { one: "# student seated.", other: "# students seated." }));
    if (absent > 0 && run.gapsClosed) {
      parts.push(
        plural(absent, {
          one: "# absent today is left out, with no gap.",
          other: "# absent today are left out, with no gaps.",
        }),
      );
    } else if (absent > 0) {
      parts.push(
        plural(absent, {
          one: "# absent today: the seat stays empty for when they are back.",
          other: "# absent today: their seats stay empty for when they are back.",
        }),
      );
    }
    if (run.changeSeats && run.compared === 0) {
      parts.push(
        t`No saved chart to compare with yet: save this one, and Change seats finds new neighbours next time.`,
      );
    } else if (run.changeSeats && pairs.length > 0) {
      const again = pairs.length;
      parts.push(
        plural(again, {
          one: "One pair sits together again, as no seating avoids it:",
          other: "# pairs sit together again, as no seating avoids it:",
        }),
      );
    } else if (run.changeSeats) {
      const compared = run.compared;
      parts.push(
        plural(compared, {
          one: "Everyone has new neighbours: no pair from the last saved chart sits together.",
          other: "Everyone has new neighbours: no pair from the last # saved charts sits together.",
        }),
      );
    }
  }
  return (
    <>
      <p role="status" data-testid="seating-summary" className="wrap-anywhere">
        {parts.join(" ")}
      </p>
      {pairs.length > 0 ? (
        <div data-testid="seating-repeats" className="rounded-card border border-border p-3">
          <ul className="list-disc ps-6" aria-label={t`Together again`}>
            {pairs.map((pair) => (
              <li key={pair} className="wrap-anywhere">
                {pair}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
