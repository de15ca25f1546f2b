import { plural } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { cn } from "#src/client/lib/cn";

type Props = { name: string; studentCount: number; picks: number; large: boolean };

/** The wheel's heading: the class, how many students the next spin can pick, winners per spin. */
export function WheelHeading({ name, studentCount, picks, large }: Props) {
  return (
    <div className="flex w-full flex-wrap items-start justify-between gap-3">
      <div className="grid min-w-0 gap-1">
        <h2
          id="wheel-title"
          className={cn(
            "font-semibold wrap-anywhere",
            large ? "text-3xl sm:text-4xl" : "text-xl sm:text-2xl",
          )}
        >
          <Trans>
            <bdi>{name}</bdi> - Spinning Wheel
          </Trans>
        </h2>
        <div className="flex flex-wrap gap-x-3">
          <p className={cn("text-muted-foreground", large && "text-2xl")}>
            {plural(studentCount, {
              one: "# student available for random selection",
              other: "# students available for random selection",
            })}
          </p>
          {picks > 1 ? (
            <p className={cn("font-medium", large && "text-2xl")}>
              {plural(picks, { other: "Each spin picks # different winners." })}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
