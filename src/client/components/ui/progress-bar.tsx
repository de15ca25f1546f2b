import { Progress } from "radix-ui";
import { cn } from "#src/client/lib/cn";

/**
 * A progress bar (role "progressbar"), named by `label`. `value` is 0..1, or null while the
 * amount of work is unknown (an indeterminate bar).
 */
export function ProgressBar({
  value,
  label,
  className,
}: {
  value: number | null;
  label: string;
  className?: string;
}) {
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <Progress.Root
      value={percent}
      max={100}
      aria-label={label}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <Progress.Indicator
        className={cn(
          "h-full bg-primary transition-[width] duration-150",
          percent === null && "w-1/3 motion-safe:animate-pulse",
        )}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </Progress.Root>
  );
}
