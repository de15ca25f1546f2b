import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { ClipboardPaste, Shuffle, UserPlus } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { confirmKeepingFocus } from "#src/client/components/ui/confirm-keeping-focus";
import { Spinner } from "#src/client/components/ui/spinner";
import { isolate } from "#src/client/i18n/format";
import { useDeferredArrival } from "#src/client/lib/deferred-arrival";
import { failureReason } from "#src/client/lib/failure-reason";
import type { StudentDto } from "#src/domain/schemas/students";
import { AttendanceButton, useAbsentIds } from "../attendance";
import { useGoogleClassroomSync } from "../google-classroom";
import { useOneRosterImport } from "../rosters";
import { useAttributes, useBalancedDefault } from "../settings/api";
import { useDeleteStudent, useShuffleCategories, useStudents } from "./api";
import { CsvImportDialog } from "./csv-import-dialog";
import { PasteNamesDialog } from "./paste-names-dialog";
import { attributeListText, studentCountText } from "./roster-texts";
import { RosterToolbar } from "./roster-toolbar";
import { StudentDialog, type StudentDialogHandle } from "./student-dialog";
import { StudentGrid } from "./student-grid";
import { offlineReason, useWritesPaused } from "./writes-paused";

export { studentCountText };

/** A chosen class on the Students tab: actions, the roster and its dialogs. */
export function ClassRoster({ classId, name }: { classId: string; name: string }) {
  const students = useDeferredArrival(useStudents(classId), (q) => !q.isPending);
  const attributes = useAttributes(classId);
  const balancedDefault = useBalancedDefault().value;
  const studentDialog = useRef<StudentDialogHandle>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [pasteOpen, setPasteOpen] = useState(false);
  const remove = useDeleteStudent();
  const shuffle = useShuffleCategories();
  const paused = useWritesPaused();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = students.data ?? [];
  const absent = useAbsentIds(classId);
  const oneRoster = useOneRosterImport({
    afterImportFocus: () => heading.current,
    suggestedTarget: classId,
  });

  const googleSync = useGoogleClassroomSync(classId, name);

  const onEdit = useCallback(
    (student: StudentDto) => studentDialog.current?.open({ mode: "edit", student }),
    [],
  );
  const onAdd = useCallback(() => studentDialog.current?.open({ mode: "add" }), []);
  // The student being deleted: once their card is gone, focus goes to the heading. (In the demo
  // the delete is done before the confirmation has put focus back on the card's Delete button.)
  const deleting = useRef<string | null>(null);
  useEffect(() => {
    if (deleting.current && !list.some((s) => s.id === deleting.current)) {
      deleting.current = null;
      heading.current?.focus();
    }
  }, [list]);

  const onDelete = useCallback(
    async (student: StudentDto) => {
      const studentName = isolate(student.name);
      const className = isolate(name);
      const ok = await confirmKeepingFocus(
        {
          title: t`Delete ${studentName}?`,
          description: t`${studentName} and their selection history will be removed from ${className}.`,
          confirmLabel: t`Delete Student`,
          destructive: true,
        },
        () => heading.current,
      );
      if (!ok) return;
      deleting.current = student.id;
      try {
        await remove.mutateAsync({ id: student.id, classId });
        toast({ title: t`Student deleted successfully` });
        heading.current?.focus(); // the card and its buttons are gone
      } catch (error) {
        deleting.current = null;
        toast({
          title: t`Failed to delete student`,
          description: failureReason(error),
          variant: "destructive",
        });
      }
    },
    [remove.mutateAsync, classId, name],
  );

  async function onShuffle() {
    if (shuffle.isPending) return;
    const className = isolate(name);
    const attributeNames = attributeListText(attributes);
    const ok = await confirmKeepingFocus({
      title: t`Shuffle categories?`,
      description: t`Every student in ${className} gets a new ${attributeNames}, spread evenly. Their current values will be lost.`,
      confirmLabel: t`Shuffle Categories`,
      destructive: true,
    });
    if (!ok) return;
    try {
      await shuffle.mutateAsync(classId);
      toast({
        title: t`Categories Shuffled`,
        description: t`All student categories have been redistributed for balanced grouping`,
      });
    } catch (error) {
      toast({
        title: t`Failed to shuffle categories`,
        description: failureReason(error),
        variant: "destructive",
      });
    }
  }

  return (
    <div className="grid min-w-0 gap-6">
      <RosterToolbar
        classId={classId}
        onAdd={onAdd}
        onImport={() => setImportOpen(true)}
        onPaste={() => setPasteOpen(true)}
        pausedReason={paused ? offlineReason() : null}
      />
      <section aria-labelledby="roster-heading" className="grid min-w-0 gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid min-w-0 gap-1">
            <h2
              id="roster-heading"
              ref={heading}
              tabIndex={-1}
              className="text-xl font-semibold wrap-anywhere"
            >
              <bdi>{name}</bdi>
            </h2>
            <p className="text-muted-foreground">
              {students.data
                ? studentCountText(list.length)
                : students.isError
                  ? null
                  : t`Loading students...`}
            </p>
          </div>
          {list.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              {googleSync.button}
              <AttendanceButton classId={classId} className={name} students={list} />
              <Button
                variant="secondary"
                onClick={onShuffle}
                disabled={paused}
                // aria-disabled, not disabled: focus stays on the button while the shuffle runs.
                aria-disabled={shuffle.isPending}
                className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              >
                <Shuffle aria-hidden="true" />
                {shuffle.isPending ? t`Shuffling...` : t`Shuffle Categories`}
              </Button>
            </div>
          ) : null}
        </div>
        {students.isPending ? (
          <div className="flex justify-center p-10">
            <Spinner />
          </div>
        ) : !students.data ? (
          // Only with nothing to show: a read again that failed (after a failed delete, with the
          // server unreachable) leaves the roster on screen.
          <div role="alert" className="grid justify-items-center gap-3 p-8 text-center">
            <p>
              <Trans>The students could not be loaded.</Trans>
            </p>
            <Button variant="outline" onClick={() => void students.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-input p-10 text-center">
            <p className="text-lg font-medium">
              <Trans>No students yet</Trans>
            </p>
            <p className="text-muted-foreground">
              <Trans>
                Add students one by one, paste a list of names, or import a whole class from a CSV
                file or your school system's OneRoster export.
              </Trans>
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={onAdd} disabled={paused}>
                <UserPlus aria-hidden="true" />
                <Trans>Add First Student</Trans>
              </Button>
              <Button variant="outline" onClick={() => setPasteOpen(true)} disabled={paused}>
                <ClipboardPaste aria-hidden="true" />
                <Trans>Paste a List</Trans>
              </Button>
              {oneRoster.button()}
            </div>
          </div>
        ) : (
          <StudentGrid
            students={list}
            attributes={attributes}
            onEdit={onEdit}
            onDelete={onDelete}
            absent={absent}
            readOnly={paused}
          />
        )}
      </section>
      <StudentDialog
        ref={studentDialog}
        classId={classId}
        students={list}
        attributes={attributes}
        balancedDefault={balancedDefault}
      />
      <PasteNamesDialog
        open={pasteOpen}
        onOpenChange={setPasteOpen}
        classId={classId}
        students={list}
        attributes={attributes}
        balancedDefault={balancedDefault}
      />
      {oneRoster.dialog}
      {googleSync.dialog}
      <CsvImportDialog
        open={importOpen}
        onOpenChange={setImportOpen}
        classId={classId}
        students={list}
        attributes={attributes}
        balancedDefault={balancedDefault}
      />
    </div>
  );
}
