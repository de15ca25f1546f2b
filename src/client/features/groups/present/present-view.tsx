import { Plural, Trans } from "@lingui/react/macro";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { closeOnEscapeFromToast } from "#src/client/components/toast/escape-to-dialog";
import { Button } from "#src/client/components/ui/button";
import { Label } from "#src/client/components/ui/label";
import { Switch } from "#src/client/components/ui/switch";
import type { PastGrouping } from "#src/domain/grouping/partners";
import type { GroupRuleDto } from "#src/domain/schemas/groupings";
import type { AttributeSet } from "#src/domain/students/attributes";
import { type GroupSheet, savedName, studentFacing } from "../model/group-sheet";
import { groupLabel } from "../model/group-spread";
import { MemberBadges } from "../model/member-badges";
import { domainRules } from "../results/group-warnings";
import { useShowWhy, whyLines } from "../results/group-why";
import { leaveFullscreen } from "./present-fullscreen";
import { useFittedLayout } from "./use-fitted-layout";

/**
 * The projector view (docs/product.md#groups, decision 0043): every group on one screen, the
 * names as large as the space allows (use-fitted-layout.ts); "Show attributes" adds the
 * attributes students may see (docs/product.md#attributes). Escape, or leaving full screen, closes it;
 * focus returns to the Present button (Radix Dialog). With the class's rules given and "Why
 * these groups?" on, each group shows its one-line explanation.
 */
export function PresentView({
  sheet,
  attributes,
  onClose,
  rules,
  pastGroupings,
}: {
  sheet: GroupSheet;
  attributes: AttributeSet;
  onClose: () => void;
  rules?: readonly GroupRuleDto[];
  pastGroupings?: readonly PastGrouping[];
}) {
  const shown = studentFacing(attributes);
  // Names only unless the teacher asks: the names are what the class reads from the back.
  const [showAttributes, setShowAttributes] = useState(false);
  const attributesId = useId();
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  const [showWhy] = useShowWhy();
  const why = useMemo(
    () =>
      showWhy && rules
        ? whyLines(sheet, attributes, domainRules(rules), pastGroupings ?? [])
        : null,
    [showWhy, rules, sheet, attributes, pastGroupings],
  );
  // A group emptied by hand moves is a place to move students back into while adjusting; on the
  // projector it is nobody's group, so it is left out (and the groups shown numbered on).
  const shownGroups = useMemo(
    () => sheet.groups.flatMap((group, g) => (group.length > 0 ? [{ group, why: why?.[g] }] : [])),
    [sheet.groups, why],
  );
  // Opened from state, not a Dialog.Trigger: remember the opener to give focus back to.
  const [opener] = useState(() => document.activeElement);

  useEffect(() => {
    let wasFullscreen = Boolean(document.fullscreenElement);
    const onChange = () => {
      const now = Boolean(document.fullscreenElement);
      // The browser takes Escape itself in full screen: leaving full screen closes the view.
      if (wasFullscreen && !now) onClose();
      wasFullscreen = now;
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
      leaveFullscreen();
    };
  }, [onClose]);

  const withAttributes = showAttributes && shown.length > 0;
  const count = shownGroups.length;
  const fitted = useFittedLayout(area, grid, {
    groups: shownGroups.length,
    largest: Math.max(1, ...shownGroups.map(({ group }) => group.length)),
    longestName: Math.max(...sheet.groups.flat().map((s) => s.name.length), 1),
    withAttributes,
    whyLines: why ? 2 : 0,
  });

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Content
          data-testid="present-view"
          onKeyDown={closeOnEscapeFromToast(onClose)}
          onCloseAutoFocus={(event) => {
            if (opener instanceof HTMLElement && opener.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          className="fixed inset-0 z-50 flex flex-col gap-3 overflow-y-auto bg-background p-3 leading-tight text-foreground focus:outline-none sm:p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
            <div className="flex min-w-0 flex-wrap items-baseline gap-x-4">
              <Dialog.Title className="text-[clamp(1.5rem,2.5vw,2.5rem)] font-bold tracking-tight wrap-anywhere">
                <bdi>{sheet.className}</bdi>
              </Dialog.Title>
              {sheet.saved ? (
                <p
                  data-testid="present-saved-name"
                  className="text-[clamp(1rem,1.6vw,1.75rem)] wrap-anywhere text-muted-foreground"
                >
                  <bdi>{savedName(sheet.saved)}</bdi>
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-4 text-[clamp(1rem,1.4vw,1.5rem)]">
              {shown.length > 0 ? (
                <div className="flex items-center gap-3">
                  <Switch
                    id={attributesId}
                    checked={showAttributes}
                    onCheckedChange={setShowAttributes}
                  />
                  <Label htmlFor={attributesId} className="text-[length:inherit]">
                    <Trans>Show attributes</Trans>
                  </Label>
                </div>
              ) : null}
              <Dialog.Close asChild>
                <Button variant="outline" className="text-[length:inherit]!">
                  <X aria-hidden="true" />
                  <Trans>Exit</Trans>
                </Button>
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Description className="sr-only">
            <Plural
              value={count}
              one="# group. Press Escape to go back."
              other="# groups. Press Escape to go back."
            />
          </Dialog.Description>
          <div ref={setArea} className={fitted?.fits === false ? "min-h-0" : "min-h-0 flex-1"}>
            <ul
              ref={grid}
              data-testid="present-grid"
              className="grid gap-4"
              style={
                fitted
                  ? {
                      fontSize: `${fitted.fontPx}px`,
                      gridTemplateColumns: `repeat(${fitted.columns}, minmax(0, 1fr))`,
                      gridTemplateRows: fitted.fits
                        ? `repeat(${fitted.rows}, minmax(0, 1fr))`
                        : undefined,
                      height: fitted.fits ? "100%" : undefined,
                    }
                  : { visibility: "hidden" }
              }
            >
              {shownGroups.map(({ group, why: line }, g) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the index is the group's identity.
                  key={g}
                  className="flex min-h-0 min-w-0 flex-col gap-[0.3em] overflow-hidden rounded-card border-2 border-border bg-card p-[0.6em] text-card-foreground"
                >
                  <h2 className="text-[1.1em] leading-tight font-bold text-link">
                    {groupLabel(g)}
                  </h2>
                  {line ? (
                    <p data-testid="present-why" className="text-[0.75em] text-muted-foreground">
                      {line}
                    </p>
                  ) : null}
                  <ul className="grid gap-[0.15em]">
                    {group.map((student) => (
                      <li key={student.id} className="grid gap-[0.15em]">
                        <span className="leading-[1.2] font-semibold wrap-anywhere">
                          <bdi>{student.name}</bdi>
                        </span>
                        {withAttributes ? (
                          <MemberBadges
                            definitions={shown}
                            student={student}
                            className="gap-[0.25em]"
                            badgeClassName="min-h-0! h-auto! px-[0.4em]! py-[0.1em]! text-[0.8em]! [&_svg]:size-[1em]!"
                          />
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
