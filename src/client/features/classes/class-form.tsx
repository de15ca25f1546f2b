import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, type RefObject, useEffect, useId, useState } from "react";
import { ConflictAlert } from "#src/client/components/conflict-alert";
import { Button } from "#src/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#src/client/components/ui/card";
import { Field } from "#src/client/components/ui/field";
import { Input } from "#src/client/components/ui/input";
import { useOneAtATime } from "#src/client/lib/one-at-a-time";
import { useUnsavedEdits } from "#src/client/lib/unsaved-edits";
import { useVersionedEdit } from "#src/client/lib/use-versioned-edit";
import type { ClassDto } from "#src/domain/schemas/classes";
import { classFormLost } from "./use-class-form-state";

export type ClassFormValues = { name: string; description: string };

/** What a save did: `conflict` when the class changed since the form loaded it. */
export type ClassSaveResult = { conflict: ClassDto } | undefined;

type ClassFormProps = {
  /** The class being edited; none for a new class. */
  editing?: ClassDto;
  saving: boolean;
  /**
   * Resolves when the save is over (either way). `ifMatch`: the version the form was loaded
   * from (edit mode), so a change made meanwhile is refused rather than overwritten.
   */
  onSubmit: (values: ClassFormValues, ifMatch?: number) => Promise<ClassSaveResult>;
  onCancel: () => void;
  /** Why saving is not possible now (e.g. offline); disables the submit button. */
  blockedReason?: string | null;
  /** Told whether the form holds input not saved yet (what leaving it would lose). */
  onUnsavedChange: (unsaved: boolean) => void;
  /** The Class Name field (the tab gives it the focus after asking about unsaved input). */
  nameRef: RefObject<HTMLInputElement | null>;
};

/** The inline class form (docs/product.md#classes): Create New Class / Edit Class. */
export function ClassForm({
  editing,
  saving,
  onSubmit,
  onCancel,
  blockedReason,
  onUnsavedChange,
  nameRef,
}: ClassFormProps) {
  const nameId = useId();
  const descriptionId = useId();
  const titleId = useId();
  const [name, setName] = useState(editing?.name ?? "");
  const [description, setDescription] = useState(editing?.description ?? "");
  const oneAtATime = useOneAtATime();
  const edit = useVersionedEdit<ClassDto>({
    loaded: editing,
    onReload: (current) => {
      setName(current.name);
      setDescription(current.description ?? "");
    },
    focus: nameRef,
  });

  useEffect(() => {
    nameRef.current?.focus();
  }, [nameRef]);

  const unsaved =
    name.trim() !== (edit.base?.name ?? "") ||
    description.trim() !== (edit.base?.description ?? "");
  useEffect(() => onUnsavedChange(unsaved), [onUnsavedChange, unsaved]);
  // Another tab, Back, a reload: asked first too (lib/unsaved-edits.ts).
  useUnsavedEdits(unsaved, classFormLost());

  const blank = name.trim() === "";
  const disabled = blank || saving || Boolean(blockedReason);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    await oneAtATime(async () => {
      const result = await onSubmit(
        { name: name.trim(), description: description.trim() },
        edit.ifMatch,
      );
      if (result) edit.showConflict(result.conflict);
    });
  }

  return (
    <Card>
      <form
        aria-labelledby={titleId}
        onSubmit={submit}
        onKeyDown={(e) => e.key === "Escape" && onCancel()}
      >
        <CardHeader>
          <CardTitle id={titleId} className="text-xl">
            {editing ? <Trans>Edit Class</Trans> : <Trans>Create New Class</Trans>}
          </CardTitle>
          <CardDescription>
            {editing ? (
              <Trans>Update class information</Trans>
            ) : (
              <Trans>Create a new class to manage students and activities</Trans>
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {edit.conflict ? (
            <ConflictAlert
              current={edit.conflict}
              title={t`This class was changed somewhere else.`}
              onReload={edit.reload}
              onKeep={edit.keepMine}
            />
          ) : null}
          <Field id={nameId} label={t`Class Name`}>
            {() => (
              <Input
                ref={nameRef}
                id={nameId}
                value={name}
                required
                aria-required="true"
                maxLength={100}
                autoComplete="off"
                placeholder={t`e.g. Period 3 Science`}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </Field>
          <Field id={descriptionId} label={t`Description`}>
            {() => (
              <textarea
                id={descriptionId}
                value={description}
                rows={3}
                maxLength={500}
                placeholder={t`Optional`}
                onChange={(e) => setDescription(e.target.value)}
                className="block min-h-11 w-full min-w-0 rounded-lg border border-input bg-card px-3 py-2 text-base text-card-foreground placeholder:text-muted-foreground focus-visible:border-ring"
              />
            )}
          </Field>
          {blockedReason ? <p className="text-sm text-muted-foreground">{blockedReason}</p> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={disabled}>
              {saving ? (
                <Trans>Saving...</Trans>
              ) : editing ? (
                <Trans>Update</Trans>
              ) : (
                <Trans>Create</Trans>
              )}
            </Button>
          </div>
        </CardContent>
      </form>
    </Card>
  );
}
