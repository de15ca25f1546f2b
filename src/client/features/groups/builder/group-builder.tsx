import { msg, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#src/client/components/ui/button";
import { AttendanceButton } from "#src/client/features/attendance";
import { RulesPanel, useClassRules, useRuleLabels } from "#src/client/features/class-rules";
import { useAttributes } from "#src/client/features/settings/api";
import { useStudents } from "#src/client/features/students/api";
import { useKeyShortcuts } from "#src/client/lib/use-key-shortcuts";
import type { SavedGroupingDto } from "#src/domain/schemas/groupings";
import { useGroupings } from "../api";
import { generateBlocker, selectedStudents } from "../model/group-form-state";
import { browserSession, saveGroupSheet, serializeGroupSheet } from "../model/group-sheet";
import { enterFullscreen } from "../present/present-fullscreen";
import { PresentView } from "../present/present-view";
import { withRoster } from "../results/group-adjust";
import { GroupResults, RESULT_HEADING } from "../results/group-results";
import { RuleProblems } from "../rules/rule-problems";
import { SaveGroupingButton } from "../saved/save-grouping-dialog";
import { SavedGroupings } from "../saved/saved-groupings";
import { asSavedSheet, withSavedName } from "../saved/saved-sheet";
import { ActionBar } from "./action-bar";
import { NoStudents, StudentsError, StudentsLoading } from "./builder-states";
import { GroupOptions } from "./group-options";
import { MissingValuesNotice } from "./missing-values-notice";
import { StudentPicker } from "./student-picker";
import { useAbsentUnticked } from "./use-absent-unticked";
import { useGroupRun } from "./use-group-run";
import { pastBlocker, usePastGroupings } from "./use-past-groupings";
import { useRememberedForm } from "./use-remembered-form";

export const GROUP_SHEET_PATH = "/print/groups";

export const RULES_LOADING = msg`Waiting for the class's rules...`;
export const RULES_FAILED = msg`The rules could not be loaded. Try again in Rules above.`;

/** The Groups screen for one chosen class: rules, the form, the result and saved groupings. */
export function GroupBuilder({ classId, className }: { classId: string; className: string }) {
  const students = useStudents(classId);
  const attributes = useAttributes(classId);
  const rules = useClassRules(classId);
  const groupings = useGroupings(classId);
  const navigate = useNavigate();
  const blockerId = useId();
  const formId = useId();
  const [form, dispatch] = useRememberedForm(classId);
  const [presenting, setPresenting] = useState(false);
  const generateButton = useRef<HTMLButtonElement>(null);
  // After Generate, the result comes into view with the keyboard on its heading.
  const focusResult = useRef(false);
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
    (rules.isPending ? t(RULES_LOADING) : rules.isError ? t(RULES_FAILED) : null) ??
    pastBlocker(pastMembers);
  useEffect(() => {
    if (!focusResult.current || (!grouping.sheet && !problems)) return;
    focusResult.current = false;
    const heading = grouping.sheet ? document.getElementById(RESULT_HEADING) : null;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: "start" });
  }, [grouping.sheet, problems]);
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
    focusResult.current = true;
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
        id={formId}
        noValidate
        onSubmit={generate}
        aria-label={t`Group settings`}
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
            selectedCount={selected.length}
            methodNotice={
              <MissingValuesNotice
                classId={classId}
                className={className}
                roster={roster}
                selected={selected}
                form={form}
                attributes={attributes}
              />
            }
          />
        </div>
      </form>
      <ActionBar
        formId={formId}
        generateRef={generateButton}
        blocker={blocker}
        blockerId={blockerId}
        running={grouping.running}
        hasSheet={Boolean(sheet)}
        onPrint={printGroups}
        onPresent={present}
      >
        {pastMembers.failed && blocker === pastBlocker(pastMembers) ? (
          <Button variant="outline" onClick={pastMembers.retry}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
        {sheet ? (
          <SaveGroupingButton
            classId={classId}
            sheet={sheet}
            roster={students.data}
            onSaved={markSaved}
          />
        ) : null}
      </ActionBar>
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
