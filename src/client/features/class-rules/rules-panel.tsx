import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Plus, Scale, Trash2 } from "lucide-react";
import { type ReactNode, useId, useMemo, useRef, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { Spinner } from "#src/client/components/ui/spinner";
import { useOneAtATime } from "#src/client/lib/one-at-a-time";
import { useFocusFallback } from "#src/client/lib/use-focus-fallback";
import type { GroupRuleDto, GroupRuleInput } from "#src/domain/schemas/groupings";
import { useAddClassRule, useClassRules, useDeleteClassRule } from "./api";
import { RuleDialog } from "./rule-dialog";
import { ruleLabel } from "./rule-label";

type Student = { id: string; name: string };

/**
 * The class's rules, shown on the Groups and Seating tabs: each as "Keep apart: Ava, Ben", Add
 * rule (a dialog) and Remove (a toast offers Undo, which adds the same rule again). `intro` and
 * `empty` say what the rules do where the panel stands (Groups by default).
 */
export function RulesPanel({
  classId,
  students,
  intro,
  empty,
}: {
  classId: string;
  students: readonly Student[];
  intro?: ReactNode;
  empty?: ReactNode;
}) {
  const headingId = useId();
  const rules = useClassRules(classId);
  const add = useAddClassRule(classId);
  const remove = useDeleteClassRule(classId);
  const [adding, setAdding] = useState(false);
  // Each opening starts a fresh dialog (no choice left over from the last rule).
  const [opened, setOpened] = useState(0);
  const addButton = useRef<HTMLButtonElement>(null);
  const nameOf = useMemo(() => new Map(students.map((s) => [s.id, s.name])), [students]);

  // A double-click on Add rule sends it once (the button is disabled only once React redraws).
  const oneAtATime = useOneAtATime();
  function addRule(input: GroupRuleInput, key: string) {
    void oneAtATime(async () => {
      try {
        const rule = await add.mutateAsync([input, key]);
        setAdding(false);
        const label = ruleLabel(rule, nameOf);
        toast({ title: t`Rule added`, description: t`${label}.` });
      } catch {
        // useAddClassRule's toast says what went wrong; the dialog stays open.
      }
    });
  }

  // Try again goes with its alert (the rules load again): the keyboard stays on the heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFallback(rules.isError, heading);

  // Rules whose removal is on its way: a second press (a double-click) would only meet a 404,
  // and the first one's toast with Undo and the focus on Add rule were lost with it.
  const removing = useRef(new Set<string>());
  function removeRule(rule: GroupRuleDto) {
    if (removing.current.has(rule.id)) return;
    removing.current.add(rule.id);
    const label = ruleLabel(rule, nameOf);
    remove
      .mutateAsync(rule.id)
      .then(
        () => {
          addButton.current?.focus();
          toast({
            title: t`Rule removed`,
            description: t`${label}.`,
            action: {
              label: t`Undo`,
              altText: t`Add the rule again with Add rule`,
              onClick: () => add.mutate([{ kind: rule.kind, student_ids: rule.student_ids }]),
            },
          });
        },
        () => {}, // useDeleteClassRule's toast says what went wrong
      )
      .finally(() => removing.current.delete(rule.id));
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-3 rounded-card border border-border bg-card p-4 text-card-foreground shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h2
            ref={heading}
            id={headingId}
            tabIndex={-1}
            className="flex items-center gap-2 text-lg font-semibold outline-none"
          >
            <Scale aria-hidden="true" className="size-5 text-muted-foreground" />
            <Trans>Rules</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            {intro ?? (
              <Trans>
                Every method keeps them. Students not selected are left out of a rule for that run.
              </Trans>
            )}
          </p>
        </div>
        <Button
          ref={addButton}
          variant="outline"
          disabled={!rules.isSuccess}
          onClick={() => {
            setOpened((n) => n + 1);
            setAdding(true);
          }}
        >
          <Plus aria-hidden="true" />
          <Trans>Add rule</Trans>
        </Button>
      </div>
      {rules.isPending ? (
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          <span role="status">
            <Trans>Loading rules...</Trans>
          </span>
        </div>
      ) : rules.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>
            <Trans>The rules could not be loaded.</Trans>
          </p>
          <Button variant="outline" onClick={() => void rules.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : rules.data.length === 0 ? (
        <p className="text-sm">
          {empty ?? (
            <Trans>
              No rules yet. Add one to keep students apart or together in every grouping.
            </Trans>
          )}
        </p>
      ) : (
        <ul className="grid min-w-0 gap-1" aria-label={t`Rules of this class`}>
          {rules.data.map((rule) => {
            const label = ruleLabel(rule, nameOf);
            return (
              <li
                key={rule.id}
                className="flex min-w-0 items-center justify-between gap-2 rounded-lg border border-border py-1 pe-1 ps-3"
              >
                <span className="min-w-0 wrap-anywhere" data-testid="group-rule">
                  {label}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t`Remove rule ${label}`}
                  disabled={remove.isPending && remove.variables === rule.id}
                  onClick={() => removeRule(rule)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <RuleDialog
        key={opened}
        open={adding}
        onOpenChange={setAdding}
        students={students}
        pending={add.isPending}
        onAdd={addRule}
      />
    </section>
  );
}
