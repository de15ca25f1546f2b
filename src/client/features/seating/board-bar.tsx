import { Trans } from "@lingui/react/macro";
import { cn } from "#src/client/lib/cn";
import type { BoardWall } from "#src/domain/seating/room-types";

/**
 * The board, a bar along the front wall of a drawn room. Its word reads in the page's direction
 * (and down a side wall), while the room around it is never mirrored.
 */
export function BoardBar({ wall, className }: { wall: BoardWall; className?: string }) {
  const side = wall === "left" || wall === "right";
  const rtl = typeof document !== "undefined" && document.dir === "rtl";
  return (
    <div
      data-testid="room-board"
      dir={rtl ? "rtl" : "ltr"}
      className={cn(
        "flex items-center justify-center rounded-md bg-foreground/85 text-sm font-semibold",
        "text-background",
        side ? "w-8 self-stretch [writing-mode:vertical-rl]" : "h-8 self-stretch",
        className,
      )}
    >
      <Trans>Board</Trans>
    </div>
  );
}
