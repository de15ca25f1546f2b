import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useMemo, useState } from "react";
import type { PastGrouping } from "../../../domain/grouping/partners";
import type { GroupRuleDto } from "../../../domain/schemas/groupings";
import type { AttributeSet } from "../../../domain/students/attributes";
import { closeOnEscapeFromToast } from "../../components/toast/escape-to-dialog";
import { Button } from "../../components/ui/button";
import { type GroupSheet, savedName, studentFacing } from "./group-sheet";
import { groupLabel } from "./group-spread";
import { domainRules } from "./group-warnings";
import { useShowWhy, whyLines } from "./group-why";
import { MemberBadges } from "./member-badges";
import { leaveFullscreen } from "./present-fullscreen";

/**
 * The projector view (docs/product.md#groups): the groups in large type (32 px and up) over the whole screen,
 * showing only the attributes students may see (docs/product.md#attributes). Escape, or leaving full screen, closes it;
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
          className="fixed inset-0 z-50 overflow-y-auto bg-background p-6 text-[2rem] leading-tight text-foreground focus:outline-none sm:p-10"
        >
          <div className="mb-8 flex flex-wrap items-start justify-between gap-4">
            <div className="grid gap-2">
              <Dialog.Title className="text-[3rem] font-bold tracking-tight wrap-anywhere">
                {sheet.className}
              </Dialog.Title>
              {sheet.saved ? (
                <p data-testid="present-saved-name" className="wrap-anywhere text-muted-foreground">
                  {savedName(sheet.saved)}
                </p>
              ) : null}
            </div>
            <Dialog.Close asChild>
              <Button variant="outline" className="text-[2rem]! [&_svg]:size-8!">
                <X aria-hidden="true" />
                Exit
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            {shownGroups.length} groups. Press Escape to go back.
          </Dialog.Description>
          <ul className="grid gap-6 [grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr))]">
            {shownGroups.map(({ group, why: line }, g) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the index is the group's identity.
                key={g}
                className="grid content-start gap-4 rounded-card border-2 border-border bg-card p-6 text-card-foreground"
              >
                <h2 className="text-[2.5rem] font-bold text-link">{groupLabel(g)}</h2>
                {line ? (
                  <p data-testid="present-why" className="text-[2rem] text-muted-foreground">
                    {line}
                  </p>
                ) : null}
                <ul className="grid gap-4">
                  {group.map((student) => (
                    <li key={student.id} className="grid gap-2">
                      <span className="font-semibold wrap-anywhere">{student.name}</span>
                      <MemberBadges
                        definitions={shown}
                        student={student}
                        className="gap-2"
                        badgeClassName="min-h-12! px-4! text-[2rem]! [&_svg]:size-8"
                      />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
