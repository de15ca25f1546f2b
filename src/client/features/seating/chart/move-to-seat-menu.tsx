import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { ArrowRightLeft } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useRef } from "react";
import { Button } from "#src/client/components/ui/button";
import { cn } from "#src/client/lib/cn";

/** A seat offered by the menu: "Seat 5: Ben" or "Seat 6: empty". */
export interface SeatChoice {
  seat: string;
  label: string;
  who: string | null;
}

function choiceText(choice: SeatChoice): string {
  const { label, who } = choice;
  return who === null ? t`${label}: empty` : t`${label}: ${who} (swap)`;
}

/**
 * "Move to seat..." (WCAG 2.5.7): every other seat of the room, in order, with who sits there;
 * choosing one moves the student there (swapping with whoever sits there) without dragging.
 * Arrow keys move through the seats, Enter chooses, Escape closes (Radix DropdownMenu).
 */
export function MoveToSeatMenu({
  student,
  name,
  seats,
  onMove,
  className,
}: {
  student: string;
  name: string;
  /** The other seats, in order. */
  seats: readonly SeatChoice[];
  onMove: (seat: string) => void;
  className?: string;
}) {
  // After a move the button is drawn again on the new seat; the chart gives the focus there.
  const moved = useRef(false);
  const rtl = typeof document !== "undefined" && document.dir === "rtl";
  return (
    <DropdownMenu.Root
      modal={false}
      dir={rtl ? "rtl" : "ltr"}
      onOpenChange={(open) => {
        if (open) moved.current = false;
      }}
    >
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Move ${name} to seat...`}
          title={t`Move to seat...`}
          data-seat-trigger={student}
          disabled={seats.length === 0}
          className={cn("text-muted-foreground hover:text-foreground", className)}
        >
          <ArrowRightLeft aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal
        container={typeof document === "undefined" ? undefined : document.getElementById("main")}
      >
        <DropdownMenu.Content
          align={rtl ? "start" : "end"}
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            if (moved.current) event.preventDefault();
          }}
          className={cn(
            "z-50 grid max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))]",
            "max-w-[calc(100vw-1rem)] min-w-48 overflow-y-auto rounded-lg border border-border",
            "bg-card p-1 text-card-foreground shadow-soft motion-safe:animate-fade-in",
          )}
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm text-muted-foreground">
            <Trans>
              Move <bdi>{name}</bdi> to seat...
            </Trans>
          </DropdownMenu.Label>
          {seats.map((choice) => (
            <DropdownMenu.Item
              key={choice.seat}
              onSelect={() => {
                moved.current = true;
                onMove(choice.seat);
              }}
              className={cn(
                "flex min-h-11 cursor-pointer items-center rounded-md px-3 text-base outline-none",
                "select-none data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-foreground",
              )}
            >
              {choiceText(choice)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
