import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { ConflictAlert } from "#src/client/components/conflict-alert";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { Switch } from "#src/client/components/ui/switch";
import { Textarea } from "#src/client/components/ui/textarea";
import { attributeNameText } from "#src/client/i18n/attribute-words";
import { isolate } from "#src/client/i18n/format";
import { failureReason } from "#src/client/lib/failure-reason";
import { useUnsavedEdits } from "#src/client/lib/unsaved-edits";
import { useVersionedEdit } from "#src/client/lib/use-versioned-edit";
import type { SettingDto } from "#src/domain/schemas/settings";
import { type AttributeDefinition, effectiveAttribute } from "#src/domain/students/attributes";
import { useSaveSetting } from "./api";
import { OptionsEditor } from "./options-editor";
import {
  draftChanged,
  draftErrors,
  draftFrom,
  draftInput,
  draftReducer,
  droppedWarning,
  optionsDroppedBy,
} from "./setting-draft";
import { useWritesPaused } from "./writes-paused";

type Props = {
  definition: AttributeDefinition;
  setting: SettingDto | undefined;
  onDone: () => void;
};

/** What leaving the form loses (the question's description). */
function changesLost(attribute: string): string {
  const name = isolate(attribute);
  return t`What you changed in ${name} will be lost.`;
}

/** The editing state of an attribute card: name, description, options, show to students. */
export function AttributeForm({ definition, setting, onDone }: Props) {
  const [draft, dispatch] = useReducer(draftReducer, definition, draftFrom);
  const save = useSaveSetting();
  const paused = useWritesPaused();
  const errors = draftErrors(draft);
  const id = `attribute-${definition.name}`;
  // The options stored when the teacher chose Keep my changes: those the draft would remove are
  // named before the save (their students lose the value), however the draft changes after.
  const [keptOver, setKeptOver] = useState<readonly string[]>([]);
  const warning = droppedWarning(optionsDroppedBy(draft, keptOver));
  const nameRef = useRef<HTMLInputElement>(null);
  // A save under way: a double-click's second submit comes before React has drawn the disabled
  // Save (save.isPending), and is ignored rather than sent again as a conflicting second write.
  const saving = useRef(false);
  // The setting this edit started from (none while the defaults apply), whose version
  // is sent as If-Match. Held by the hook, not read from the props, which follow the settings as
  // they refetch: a refused save keeps the teacher's input and offers the setting as stored now.
  const edit = useVersionedEdit<SettingDto>({
    loaded: setting,
    onReload: (current) => {
      dispatch({ type: "load", definition: effectiveAttribute(definition.name, current) });
      setKeptOver([]);
    },
    onKeep: (current) => setKeptOver(effectiveAttribute(definition.name, current).options),
    focus: nameRef,
  });
  const base = edit.base;
  // What the form opened with (or reloaded): leaving it changed (another tab, Back, a reload)
  // asks first; Cancel and Escape are the teacher's own choice to drop it.
  const [opened] = useState(definition);
  const from = useMemo(
    () => (base ? effectiveAttribute(definition.name, base) : opened),
    [base, definition.name, opened],
  );
  useUnsavedEdits(
    draftChanged(definition.name, draft, from),
    changesLost(attributeNameText(from.name, from.displayName)),
  );
  // The Edit button that opened the form is gone: the keyboard goes to the form's first field.
  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (errors.length > 0 || saving.current || paused) return;
    saving.current = true;
    const creating = !base;
    try {
      const result = await save.mutateAsync({
        id: base?.id ?? null,
        input: draftInput(definition.name, draft),
        ifMatch: edit.ifMatch,
      });
      if ("conflict" in result) edit.showConflict(result.conflict);
      else {
        toast({
          title: creating ? t`Settings saved successfully` : t`Settings updated successfully`,
        });
        onDone();
      }
    } catch (error) {
      toast({
        title: creating ? t`Failed to save settings` : t`Failed to update settings`,
        description: failureReason(error),
        variant: "destructive",
      });
    }
    saving.current = false;
  }

  return (
    <form
      onSubmit={submit}
      // Escape cancels, as in the class form (focus goes back to the Edit button).
      onKeyDown={(e) => e.key === "Escape" && !e.defaultPrevented && onDone()}
      className="grid min-w-0 gap-4"
      noValidate
    >
      {edit.conflict ? (
        <ConflictAlert
          current={edit.conflict}
          title={t`This setting was changed somewhere else.`}
          onReload={edit.reload}
          onKeep={edit.keepMine}
        />
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-display-name`}>
          <Trans>Display name</Trans>
        </Label>
        <Input
          ref={nameRef}
          id={`${id}-display-name`}
          value={draft.displayName}
          maxLength={40}
          onChange={(e) => dispatch({ type: "displayName", value: e.target.value })}
          aria-invalid={draft.displayName.trim() === "" ? true : undefined}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>
          <Trans>Description (optional)</Trans>
        </Label>
        <Textarea
          id={`${id}-description`}
          value={draft.description}
          maxLength={200}
          rows={2}
          className="min-h-16"
          onChange={(e) => dispatch({ type: "description", value: e.target.value })}
        />
      </div>
      <OptionsEditor
        idPrefix={id}
        attributeLabel={attributeNameText(
          definition.name,
          draft.displayName.trim() || definition.displayName,
        )}
        items={draft.items}
        nextKey={draft.nextKey}
        dispatch={dispatch}
        swatches={definition.name === "color"}
      />
      <div className="flex min-h-11 items-center gap-3">
        <Switch
          id={`${id}-show`}
          checked={draft.showToStudents}
          onCheckedChange={(value) => dispatch({ type: "showToStudents", value })}
        />
        <Label htmlFor={`${id}-show`} className="text-base">
          <Trans>Show to students</Trans>
        </Label>
      </div>
      <div aria-live="polite" className="grid gap-1">
        {warning ? (
          <p id={`${id}-dropped`} className="text-sm text-destructive-text">
            {warning}
          </p>
        ) : null}
        {errors.length > 0 ? (
          <ul id={`${id}-errors`} className="grid gap-1 text-sm text-destructive-text">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          type="submit"
          disabled={errors.length > 0 || save.isPending || paused}
          aria-describedby={
            [errors.length > 0 ? `${id}-errors` : "", warning ? `${id}-dropped` : ""]
              .filter(Boolean)
              .join(" ") || undefined
          }
        >
          {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
        </Button>
      </div>
    </form>
  );
}
