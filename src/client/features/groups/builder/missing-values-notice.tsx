import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { confirmKeepingFocus } from "#src/client/components/ui/confirm-keeping-focus";
import { useWritesOpen } from "#src/client/data/data-context";
import { useFillMissingCategories } from "#src/client/features/students/api";
import { attributeNameText } from "#src/client/i18n/attribute-words";
import { listSeparator, numberText } from "#src/client/i18n/format";
import { failureReason } from "#src/client/lib/failure-reason";
import type { StudentDto } from "#src/domain/schemas/students";
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
} from "#src/domain/students/attributes";
import { lacksValue, mostlyMissing } from "#src/domain/students/fill-missing";
import type { GroupForm } from "../model/group-form-state";

/** The attributes a method uses: none for random, its category, all four, or those to balance. */
function methodAttributes(form: GroupForm): readonly AttributeName[] {
  switch (form.method) {
    case "random":
      return [];
    case "same-category":
      return [form.category];
    case "diverse":
      return ATTRIBUTE_NAMES;
    case "balanced":
      return form.balanceOn;
  }
}

/**
 * Next to the method picker (docs/product.md#groups): when more than half of the ticked students
 * have no value of an attribute the chosen method uses, says so ("18 of 28 students have no
 * Color yet") and offers "Assign evenly now", which asks first, then fills in the values the
 * class's students lack in one request, leaving the values already set as they are.
 */
export function MissingValuesNotice({
  classId,
  className,
  roster,
  selected,
  form,
  attributes,
}: {
  classId: string;
  className: string;
  roster: readonly StudentDto[];
  selected: readonly StudentDto[];
  form: GroupForm;
  attributes: AttributeSet;
}) {
  const fill = useFillMissingCategories();
  const writesOpen = useWritesOpen();
  const [done, setDone] = useState<string | null>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const lacking = mostlyMissing(attributes, selected, methodAttributes(form));

  // A new method or class: the last result no longer describes what is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on these changes only
  useEffect(() => setDone(null), [classId, form.method]);

  async function assign() {
    if (fill.isPending) return;
    const names = joinOr(lacking.map((l) => shownName(attributes, l.name)));
    const name = className;
    const ok = await confirmKeepingFocus({
      title: t`Assign missing values evenly?`,
      description: t`Every student in ${name} who has no ${names} gets one, spread as evenly as the values already set allow. Values already set stay as they are.`,
      confirmLabel: t`Assign evenly`,
    });
    if (!ok) return;
    try {
      const after = await fill.mutateAsync(classId);
      const changed = countFilled(attributes, roster, after);
      const count = numberText(changed);
      const text =
        changed === 0
          ? t`Every student already had their values: nothing changed.`
          : t`Assigned evenly: ${plural(changed, {
              one: `${count} student in ${name} got the values they were missing.`,
              other: `${count} students in ${name} got the values they were missing.`,
            })}`;
      setDone(text);
      toast({ title: t`Values assigned evenly`, description: text });
      requestAnimationFrame(() => result.current?.focus());
    } catch (error) {
      toast({
        title: t`Failed to assign values`,
        description: failureReason(error) ?? t`Nothing was changed. Please try again.`,
        variant: "destructive",
      });
    }
  }

  return (
    <div className="grid gap-2">
      {lacking.length > 0 ? (
        <section
          aria-label={t`Students without values`}
          className="grid gap-3 rounded-lg border border-amber-700/40 bg-amber-50 p-3 text-sm text-foreground dark:bg-amber-950/30"
        >
          <ul className="grid gap-1">
            {lacking.map((l) => (
              <li key={l.name} className="font-medium">
                {missingText(l.missing, selected.length, shownName(attributes, l.name))}
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground">
            <Trans>This method can only use the values students have.</Trans>
          </p>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => void assign()}
            disabled={!writesOpen}
            aria-disabled={fill.isPending || undefined}
          >
            {fill.isPending ? <Trans>Assigning...</Trans> : <Trans>Assign evenly now</Trans>}
          </Button>
        </section>
      ) : null}
      <p ref={result} role="status" tabIndex={-1} className="text-sm empty:hidden">
        {done}
      </p>
    </div>
  );
}

/** An attribute's name as shown: the app's in the teacher's language, or the teacher's own. */
const shownName = (attributes: AttributeSet, name: AttributeName) =>
  attributeNameText(name, attributes[name].displayName);

/** "Color", "Color or Shape", "Number, Color or Shape". */
function joinOr(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  const first = names.slice(0, -1).join(listSeparator());
  const last = names[names.length - 1] ?? "";
  return t`${first} or ${last}`;
}

/** "18 of 28 students have no Color yet". */
function missingText(missingCount: number, total: number, attribute: string): string {
  const missing = numberText(missingCount);
  const all = numberText(total);
  return plural(total, {
    one: `${missing} of ${all} student has no ${attribute} yet`,
    other: `${missing} of ${all} students have no ${attribute} yet`,
  });
}

/** How many students had a value missing before and have it now. */
function countFilled(
  attributes: AttributeSet,
  before: readonly StudentDto[],
  after: readonly StudentDto[],
): number {
  const now = new Map(after.map((s) => [s.id, s]));
  return before.filter((s) => {
    const later = now.get(s.id);
    if (!later) return false;
    return ATTRIBUTE_NAMES.some(
      (name) => lacksValue(attributes, s, name) && !lacksValue(attributes, later, name),
    );
  }).length;
}
