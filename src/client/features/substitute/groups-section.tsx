import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Shuffle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import type { StudentDto } from "#src/domain/schemas/students";
import { planInWorker, problemText } from "./grouping-plan";
import { useGrouping, useGroupings, useGroupRules, useRoll, useStudents } from "./queries";
import { SectionState } from "./roll-section";

type Member = { id: string; name: string };

const groupLabel = (index: number) => {
  const number = index + 1;
  return t`Group ${number}`;
};

/** Groups as cards: "Group 1" and its members. */
function GroupCards({ groups }: { groups: readonly (readonly Member[])[] }) {
  return (
    <ol className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
      {groups.map((group, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a group is its place in the list
          key={index}
          className="grid content-start gap-1 rounded-card border border-border bg-card p-3"
        >
          <h3 className="font-semibold">{groupLabel(index)}</h3>
          <ul className="grid gap-0.5">
            {group.map((member) => (
              <li key={member.id} className="wrap-anywhere">
                <bdi>{member.name}</bdi>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** One saved grouping, its members read when it is opened. */
function SavedGrouping({ id, name, count }: { id: string; name: string; count: number }) {
  const [open, setOpen] = useState(false);
  const grouping = useGrouping(open ? id : null);
  return (
    <li className="rounded-lg border border-border">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2">
          <bdi className="min-w-0 wrap-anywhere font-medium">{name}</bdi>
          <span className="text-sm text-muted-foreground">
            <Trans>{count} groups</Trans>
          </span>
        </summary>
        <div className="p-3 pt-0">
          {grouping.data ? (
            <GroupCards
              groups={grouping.data.groups.map((group) =>
                group.map((m) => ({ id: m.student_id, name: m.name })),
              )}
            />
          ) : (
            <SectionState
              failed={grouping.isError}
              onRetry={() => void grouping.refetch()}
              what={t`This grouping could not be loaded.`}
            />
          )}
        </div>
      </details>
    </li>
  );
}

/** Groups of a chosen size among today's present students, keeping the class's rules. */
function GroupMaker({ roster }: { roster: readonly StudentDto[] }) {
  const { absent } = useRoll();
  const rules = useGroupRules();
  const sizeId = useId();
  const [size, setSize] = useState("4");
  const [made, setMade] = useState<Member[][] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const present = roster.filter((student) => !absent.has(student.id));

  async function make(event: FormEvent) {
    event.preventDefault();
    const per = Number(size);
    if (!Number.isInteger(per) || per < 1) {
      setProblem(t`Enter how many students go in a group, such as 4.`);
      return;
    }
    setBusy(true);
    try {
      const result = await planInWorker({
        students: present,
        size: per,
        rules: (rules.data ?? []).map((rule) => ({
          kind: rule.kind,
          studentIds: rule.student_ids,
        })),
      });
      if (result.ok) {
        const byId = new Map(present.map((s) => [s.id, s.name]));
        setProblem(null);
        setMade(
          result.groups.map((group) => group.map((id) => ({ id, name: byId.get(id) ?? "" }))),
        );
      } else {
        setMade(null);
        setProblem(result.problems.map(problemText).join(" "));
      }
    } catch {
      setProblem(t`Something went wrong. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  const count = present.length;
  return (
    <div className="grid gap-3">
      <form
        noValidate
        onSubmit={(event) => void make(event)}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="grid gap-1">
          <Label htmlFor={sizeId}>{t`Students per group`}</Label>
          <Input
            id={sizeId}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, count)}
            value={size}
            onChange={(event) => setSize(event.target.value)}
            className="w-28"
          />
        </div>
        <Button type="submit" disabled={count === 0 || rules.isPending || busy}>
          <Shuffle aria-hidden="true" />
          <Trans>Make groups</Trans>
        </Button>
      </form>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Among the {count} present students, keeping the class's grouping rules. These groups are
          not saved.
        </Trans>
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-destructive-text">
          {problem}
        </p>
      ) : null}
      {made ? <GroupCards groups={made} /> : null}
    </div>
  );
}

/** The Groups section: new groups for today, and the class's saved groupings to look at. */
export function GroupsSection() {
  const students = useStudents();
  const { roll } = useRoll();
  const groupings = useGroupings();
  if (!students.data || !roll.data) {
    return (
      <SectionState
        failed={students.isError || roll.isError}
        onRetry={() => void Promise.all([students.refetch(), roll.refetch()])}
        what={t`The groups could not be loaded.`}
      />
    );
  }
  return (
    <div className="grid gap-6">
      <section aria-labelledby="substitute-new-groups" className="grid gap-3">
        <h2 id="substitute-new-groups" className="text-lg font-semibold">
          <Trans>Make groups</Trans>
        </h2>
        <GroupMaker roster={students.data} />
      </section>
      <section aria-labelledby="substitute-saved" className="grid gap-3">
        <h2 id="substitute-saved" className="text-lg font-semibold">
          <Trans>The class's saved groupings</Trans>
        </h2>
        {groupings.data ? (
          groupings.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>The class has no saved groupings.</Trans>
            </p>
          ) : (
            <ul className="grid gap-2">
              {groupings.data.map((g) => (
                <SavedGrouping key={g.id} id={g.id} name={g.name} count={g.group_count} />
              ))}
            </ul>
          )
        ) : (
          <SectionState
            failed={groupings.isError}
            onRetry={() => void groupings.refetch()}
            what={t`The saved groupings could not be loaded.`}
          />
        )}
      </section>
    </div>
  );
}
