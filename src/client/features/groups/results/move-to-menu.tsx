import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { ArrowRightLeft } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useRef } from "react";
import { Button } from "#src/client/components/ui/button";
import { cn } from "#src/client/lib/cn";
import { groupChoice } from "./group-adjust";

/**
 * "Move to..." (WCAG 2.5.7): a menu on each member listing the other groups with
 * their sizes; choosing one moves the student there without dragging. Arrow keys move through
 * the groups, Enter chooses, Escape closes (Radix DropdownMenu).
 */
export function MoveToMenu({
  id,
  name,
  group,
  sizes,
  onMove,
  className,
}: {
  id: string;
  name: string;
  /** The group the student is in now. */
  group: number;
  /** Every group's size, for "Group 3 (4 students)". */
  sizes: readonly number[];
  onMove: (to: number) => void;
  className?: string;
}) {
  // After a move the button is re-rendered in the new group; focus is given there instead.
  const moved = useRef(false);
  const others = sizes.flatMap((_, g) => (g === group ? [] : [g]));
  // Right to left the button sits at the row's left end: the menu opens over the card there too.
  const rtl = typeof document !== "undefined" && document.dir === "rtl";
  return (
    // Not modal: a modal menu hides the rest of the page from assistive technology (aria-hidden)
    // while its links stay focusable, which screen readers then meet blind. Focus still moves
    // into the menu; Escape, Tab and a click outside close it.
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
          aria-label={t`Move ${name} to...`}
          title={t`Move to...`}
          data-move-trigger={id}
          disabled={others.length === 0}
          className={cn("text-muted-foreground hover:text-foreground", className)}
        >
          <ArrowRightLeft aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      {/* In the page's main landmark: a non-modal menu is read in place, and every part of the
          page belongs to a landmark. */}
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
              Move <bdi>{name}</bdi> to...
            </Trans>
          </DropdownMenu.Label>
          {others.map((g) => (
            <DropdownMenu.Item
              key={g}
              onSelect={() => {
                moved.current = true;
                onMove(g);
              }}
              className={cn(
                "flex min-h-11 cursor-pointer items-center rounded-md px-3 text-base outline-none",
                "select-none data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-foreground",
              )}
            >
              {groupChoice(sizes, g)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
