import { Presentation, Printer, Shuffle } from "lucide-react";
import { type FormEvent, useCallback, useId, useMemo, useReducer, useRef, useState } from "react";
import type { SavedGroupingDto } from "../../../domain/schemas/groupings";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { openerProps } from "../../lib/return-focus";
import { useNavigate } from "../../lib/router";
import { useKeyShortcuts } from "../../lib/use-key-shortcuts";
import { AttendanceButton } from "../attendance";
import { useAttributes } from "../settings/api";
import { useStudents } from "../students/api";
import { useGroupings, useGroupRules } from "./api";
import { NoStudents, StudentsError, StudentsLoading } from "./builder-states";
import { withRoster } from "./group-adjust";
import {
  generateBlocker,
  groupFormReducer,
  initialGroupForm,
  selectedStudents,
} from "./group-form-state";
import { GroupOptions } from "./group-options";
import { GroupResults } from "./group-results";
import { browserSession, saveGroupSheet, serializeGroupSheet } from "./group-sheet";
import { enterFullscreen } from "./present-fullscreen";
import { PresentView } from "./present-view";
import { RuleProblems } from "./rule-problems";
import { RulesPanel } from "./rules-panel";
import { SaveGroupingButton } from "./save-grouping-dialog";
import { SavedGroupings } from "./saved-groupings";
import { asSavedSheet, withSavedName } from "./saved-sheet";
import { StudentPicker } from "./student-picker";
import { useAbsentUnticked } from "./use-absent-unticked";
import { useGroupRun } from "./use-group-run";
import { PAST_FAILED, pastBlocker, usePastGroupings } from "./use-past-groupings";
import { useRuleLabels } from "./use-rule-labels";

export const GROUP_SHEET_PATH = "/print/groups";

export const RULES_LOADING = "Waiting for the class's rules...";
export const RULES_FAILED = "The rules could not be loaded. Try again in Rules above.";

/** The Groups screen for one chosen class: rules, the form, the result and saved groupings. */
export function GroupBuilder({ classId, className }: { classId: string; className: string }) {
  const students = useStudents(classId);
  const attributes = useAttributes();
  const rules = useGroupRules(classId);
  const groupings = useGroupings(classId);
  const navigate = useNavigate();
  const blockerId = useId();
  const [form, dispatch] = useReducer(groupFormReducer, initialGroupForm);
  const [presenting, setPresenting] = useState(false);
  const generateButton = useRef<HTMLButtonElement>(null);
  const roster = useMemo(() => students.data ?? [], [students.data]);
  const selected = useMemo(() => selectedStudents(roster, form), [roster, form]);
  const nameOf = useMemo(() => new Map(roster.map((s) => [s.id, s.name])), [roster]);
  const ruleList = useMemo(() => rules.data ?? [], [rules.data]);
  const labelOf = useRuleLabels(ruleList, nameOf);
  const savedCount = groupings.isSuccess ? groupings.data.length : null;
  const avoid = form.avoidPartners && (savedCount ?? 0) > 0;
  // New partners: the members of the newest saved groupings, read when it is on (0031).
  const { past, members: pastMembers } = usePastGroupings(
    groupings.data,
    avoid ? form.partnerRounds : 0,
  );
  const grouping = useGroupRun({
    classId,
    className,
    roster,
    form,
    attributes,
    rules: ruleList,
    past,
    labelOf,
  });
  // A saved grouping shown here and renamed or deleted since shows as the list has it now; the
  // last run, with the students as the class has them now.
  const sheet = useMemo(
    () => withRoster(withSavedName(grouping.sheet, groupings.data), students.data, attributes),
    [grouping.sheet, groupings.data, students.data, attributes],
  );
  const { problems } = grouping;
  // Each failed run shows its alert anew, so it is read again even when the words are the same.
  const [failedRun, setFailedRun] = useState({ problems, count: 0 });
  if (failedRun.problems !== problems) setFailedRun({ problems, count: failedRun.count + 1 });
  // What New partners weighed for this sheet: its rounds, itself left out once saved.
  const sheetPast = usePastGroupings(
    groupings.data,
    sheet?.partnerRounds ?? 0,
    sheet?.saved?.id,
  ).past;
  const { change } = grouping;
  const markSaved = useCallback(
    (saved: SavedGroupingDto) => {
      if (sheet) change(asSavedSheet(sheet, saved, attributes));
    },
    [sheet, change, attributes],
  );
  const blocker =
    generateBlocker(form, selected.length) ??
    (rules.isPending ? RULES_LOADING : rules.isError ? RULES_FAILED : null) ??
    pastBlocker(pastMembers);
  const closePresent = useCallback(() => setPresenting(false), []);
  const absent = useAbsentUnticked(classId, dispatch);
  // G: Generate Groups, as its button does (nothing while the button is disabled).
  useKeyShortcuts({ g: () => generateButton.current?.click() });

  if (students.isPending) return <StudentsLoading />;
  if (students.isError) return <StudentsError retry={() => void students.refetch()} />;
  if (roster.length === 0) return <NoStudents className={className} />;

  function generate(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: "clamp-count" });
    if (blocker) return;
    grouping.generate();
  }

  function printGroups() {
    if (!sheet) return;
    const current = { ...sheet, attributes };
    saveGroupSheet(browserSession(), current);
    void navigate(GROUP_SHEET_PATH, { state: { groupSheet: serializeGroupSheet(current) } });
  }

  function present() {
    enterFullscreen();
    setPresenting(true);
  }

  return (
    <div className="grid min-w-0 gap-8">
      <div className="flex flex-wrap items-center gap-2">
        <AttendanceButton classId={classId} className={className} students={roster} />
      </div>
      <RulesPanel classId={classId} students={roster} />
      <form
        noValidate
        onSubmit={generate}
        aria-label="Group settings"
        className="grid min-w-0 gap-6 rounded-card border border-border bg-card p-4 text-card-foreground shadow-soft sm:p-6"
      >
        <div className="grid min-w-0 gap-8 md:grid-cols-2">
          <StudentPicker
            students={roster}
            form={form}
            dispatch={dispatch}
            selectedCount={selected.length}
            absent={absent}
          />
          <GroupOptions
            form={form}
            dispatch={dispatch}
            attributes={attributes}
            savedCount={savedCount}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            ref={generateButton}
            type="submit"
            disabled={blocker !== null}
            aria-describedby={blocker ? blockerId : undefined}
          >
            {grouping.running ? (
              <Spinner className="size-4 text-current" />
            ) : (
              <Shuffle aria-hidden="true" />
            )}
            Generate Groups
          </Button>
          <Button
            variant="outline"
            disabled={!sheet}
            onClick={printGroups}
            {...openerProps("print-groups")}
          >
            <Printer aria-hidden="true" />
            Print Groups
          </Button>
          <Button variant="outline" disabled={!sheet} onClick={present}>
            <Presentation aria-hidden="true" />
            Present
          </Button>
          {blocker ? (
            <p id={blockerId} className="text-sm text-muted-foreground">
              {blocker}
            </p>
          ) : null}
          {blocker === PAST_FAILED ? (
            <Button variant="outline" onClick={pastMembers.retry}>
              Try again
            </Button>
          ) : null}
        </div>
      </form>
      <p role="status" className="sr-only">
        {grouping.announcement}
      </p>
      {problems ? (
        <RuleProblems
          key={failedRun.count}
          problems={problems}
          labelOf={labelOf}
          onWithout={(ruleId) => {
            // The alert and its button go: keep the keyboard where the next run starts.
            generateButton.current?.focus();
            grouping.withoutRule(ruleId);
          }}
        />
      ) : null}
      {sheet ? (
        <GroupResults
          sheet={sheet}
          attributes={attributes}
          rules={ruleList}
          pastGroupings={sheetPast}
          onChange={grouping.change}
          onRegenerate={grouping.regenerate}
          actions={
            <SaveGroupingButton
              classId={classId}
              sheet={sheet}
              roster={students.data}
              onSaved={markSaved}
            />
          }
        />
      ) : null}
      <SavedGroupings
        classId={classId}
        className={className}
        attributes={attributes}
        onOpen={grouping.open}
        currentId={sheet?.saved?.id}
      />
      {presenting && sheet ? (
        <PresentView
          sheet={sheet}
          attributes={attributes}
          onClose={closePresent}
          rules={ruleList}
          pastGroupings={sheetPast}
        />
      ) : null}
    </div>
  );
}
