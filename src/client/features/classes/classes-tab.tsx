import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Plus, School } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { TabIntro } from "#src/client/components/tab-intro";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { useConfirm } from "#src/client/components/ui/confirm-store";
import { useWritesOpen } from "#src/client/data/data-context";
import { isolate } from "#src/client/i18n/format";
import { conflictOf } from "#src/client/lib/api-error";
import { failureReason } from "#src/client/lib/failure-reason";
import { useNavigateToTab } from "#src/client/lib/tab-navigation";
import type { ClassDto } from "#src/domain/schemas/classes";
import { useRecentChangesDialog } from "../activity";
import { useOptionalAuth } from "../auth";
import { useAppConfig } from "../config/api";
import { useGoogleClassroomImport } from "../google-classroom";
import { useOneRosterImport } from "../rosters";
import { useShareDialog } from "../sharing";
import { useClasses, useCreateClass, useDeleteClass, useUpdateClass } from "./api";
import { ClassCard } from "./class-card";
import { ClassForm, type ClassFormValues, type ClassSaveResult } from "./class-form";
import { classLimitReason } from "./class-limit";
import { ClassesError, ClassesLoading } from "./classes-states";
import { useSelectedClass } from "./selected-class";
import { useClassFormState } from "./use-class-form-state";
import { useLeaveClass } from "./use-leave-class";
import { useLostAccess } from "./use-lost-access";

/** The My Classes tab (docs/product.md#classes). */
export function ClassesTab() {
  const classes = useClasses();
  const config = useAppConfig();
  // Offline a teacher's classes are read-only (docs/product.md#offline); the demo's live in the page and stay open.
  const online = useWritesOpen();
  const create = useCreateClass();
  const update = useUpdateClass();
  const remove = useDeleteClass();
  const confirm = useConfirm();
  const { classId, selectClass } = useSelectedClass();
  useLostAccess(classId);
  const navigateToTab = useNavigateToTab();
  const reasonId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const createRef = useRef<HTMLButtonElement>(null);
  const { form, setForm, switchForm, leaveForm, onUnsavedChange, nameRef } = useClassFormState([
    createRef,
    headingRef,
  ]);
  // Imports from rosters: after one, focus goes to the heading (an empty state's
  // button is gone by then).
  const oneRoster = useOneRosterImport({ afterImportFocus: () => headingRef.current });
  const google = useGoogleClassroomImport({ afterImportFocus: () => headingRef.current });
  const share = useShareDialog();
  const changes = useRecentChangesDialog();
  const me = useOptionalAuth()?.user?.name ?? null;
  // After leaving, the class's card is gone: focus goes to the heading.
  const leaving = useLeaveClass(() => headingRef.current?.focus());

  const list = classes.data;
  const limitReason = classLimitReason(list?.length, config.data?.classLimit);
  const saving = create.isPending || update.isPending;
  const offlineReason = online ? null : t`Not available while offline`;
  const createBlocked = limitReason ?? offlineReason;

  // The class being deleted: once its card is gone, focus goes to the heading. (In the demo the
  // delete is done before the confirmation has put focus back on the card's Delete button.)
  const deleting = useRef<string | null>(null);
  useEffect(() => {
    if (deleting.current && !list?.some((c) => c.id === deleting.current)) {
      deleting.current = null;
      headingRef.current?.focus();
    }
  }, [list]);

  async function open(item: ClassDto) {
    if (!(await leaveForm())) return;
    selectClass(item.id);
    navigateToTab("students");
  }

  async function save(values: ClassFormValues, ifMatch?: number): Promise<ClassSaveResult> {
    const input = { name: values.name, description: values.description || null };
    try {
      if (form.mode === "edit") {
        await update.mutateAsync({ id: form.item.id, input, ifMatch });
        toast({ title: t`Class updated` });
      } else {
        await create.mutateAsync(input);
        toast({ title: t`Class created` });
      }
      setForm({ mode: "closed" });
    } catch (error) {
      const stale = conflictOf<ClassDto>(error);
      if (stale) return { conflict: stale.current };
      toast({
        title: t`Failed to save class`,
        description: failureReason(error),
        variant: "destructive",
      });
    }
    return undefined;
  }

  async function confirmDelete(item: ClassDto) {
    const name = isolate(item.name);
    const count = item.studentCount;
    const ok = await confirm({
      title: t`Delete this class and all its students?`,
      description: plural(count, {
        one: `"${name}" and its # student will be deleted. This cannot be undone.`,
        other: `"${name}" and its # students will be deleted. This cannot be undone.`,
      }),
      confirmLabel: t`Delete Class`,
      destructive: true,
    });
    if (!ok) return;
    deleting.current = item.id;
    try {
      await remove.mutateAsync(item.id);
      if (form.mode === "edit" && form.item.id === item.id) setForm({ mode: "closed" });
      toast({ title: t`Class deleted` });
      headingRef.current?.focus(); // its card and buttons are gone
    } catch (error) {
      deleting.current = null;
      toast({
        title: t`Failed to delete class`,
        description: failureReason(error),
        variant: "destructive",
      });
    }
  }

  const blockedNote = createBlocked ? (
    <p id={reasonId} className="text-sm text-muted-foreground">
      {createBlocked}
    </p>
  ) : null;

  const createButton = (label: ReactNode) => (
    <Button
      ref={createRef}
      onClick={() => void switchForm({ mode: "create" })}
      disabled={Boolean(createBlocked)}
      aria-describedby={createBlocked ? reasonId : undefined}
    >
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <TabIntro tab="classes" headingRef={headingRef} />
        {list && list.length > 0 ? (
          <div className="grid justify-items-start gap-1 sm:justify-items-end">
            <div className="flex flex-wrap gap-2 sm:justify-end">
              {oneRoster.button()}
              {google.button()}
              {createButton(<Trans>Create Class</Trans>)}
            </div>
            {blockedNote}
          </div>
        ) : null}
      </div>

      {form.mode !== "closed" ? (
        <ClassForm
          key={form.mode === "edit" ? form.item.id : "new"}
          editing={form.mode === "edit" ? form.item : undefined}
          saving={saving}
          blockedReason={form.mode === "create" ? createBlocked : offlineReason}
          onSubmit={save}
          onCancel={() => setForm({ mode: "closed" })}
          onUnsavedChange={onUnsavedChange}
          nameRef={nameRef}
        />
      ) : null}

      {classes.isPending ? (
        <ClassesLoading paused={classes.fetchStatus === "paused"} />
      ) : !list ? (
        <ClassesError error={classes.error} onRetry={() => void classes.refetch()} />
      ) : list.length === 0 ? (
        form.mode === "closed" ? (
          <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border px-4 py-12 text-center">
            <School aria-hidden="true" className="size-12 text-muted-foreground" />
            <h2 className="text-xl font-semibold">
              <Trans>No classes yet</Trans>
            </h2>
            <p className="text-muted-foreground">
              <Trans>Create your first class to get started</Trans>
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              {createButton(<Trans>Create First Class</Trans>)}
              {oneRoster.button()}
              {google.button()}
            </div>
            {blockedNote}
          </div>
        ) : null
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((item) => (
            <li key={item.id} className="min-w-0">
              <ClassCard
                item={item}
                readOnly={!online || remove.isPending || leaving.pending}
                onOpen={() => void open(item)}
                onEdit={() => void switchForm({ mode: "edit", item })}
                onDelete={() => void confirmDelete(item)}
                onShare={() => share.open(item)}
                onRecentChanges={() =>
                  changes.open({ ...item, viewer: { role: item.role ?? "owner", name: me } })
                }
                onLeave={() => void leaving.leave(item)}
              />
            </li>
          ))}
        </ul>
      )}
      {oneRoster.dialog}
      {google.dialog}
      {share.dialog}
      {changes.dialog}
    </div>
  );
}
