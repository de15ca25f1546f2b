import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Eye, EyeOff, Pencil, RotateCcw } from "lucide-react";
import { useRef, useState } from "react";
import { AttributeBadge } from "#src/client/components/attribute-badge";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { confirmKeepingFocus } from "#src/client/components/ui/confirm-keeping-focus";
import { attributeNameText, attributeWord, optionText } from "#src/client/i18n/attribute-words";
import { isolate, listSeparator } from "#src/client/i18n/format";
import { failureReason } from "#src/client/lib/failure-reason";
import type { SettingDto } from "#src/domain/schemas/settings";
import { type AttributeDefinition, DEFAULT_OPTIONS } from "#src/domain/students/attributes";
import { useDeleteSetting } from "./api";
import { AttributeForm } from "./attribute-form";
import { useWritesPaused } from "./writes-paused";

type Props = {
  definition: AttributeDefinition;
  /** The teacher's stored setting, or undefined while the defaults apply. */
  setting: SettingDto | undefined;
};

/** The name of an attribute's list of options ("Color options"). */
function optionsLabel(attribute: string): string {
  const name = isolate(attribute);
  return t`${name} options`;
}

/** One attribute's card: view, then editing, then save or cancel; reset = delete (docs/product.md#attributes). */
export function AttributeEditor({ definition, setting }: Props) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const remove = useDeleteSetting();
  const paused = useWritesPaused();
  const headingId = `attribute-${definition.name}-heading`;
  const fixedName = attributeWord(definition.name);
  // The teacher's name for it as typed, or the fixed one in the teacher's language.
  const shown = attributeNameText(definition.name, definition.displayName);

  function close() {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  async function reset() {
    if (!setting) return;
    const name = isolate(shown);
    const defaults = DEFAULT_OPTIONS[definition.name]
      .map((option) => optionText(definition.name, option))
      .join(listSeparator());
    const ok = await confirmKeepingFocus(
      {
        title: t`Reset ${name} to defaults?`,
        description: t`The name, description and options go back to ${fixedName}: ${defaults}. Students whose value is not among the defaults will show N/A.`,
        confirmLabel: t`Reset to Defaults`,
        destructive: true,
      },
      () => editButton.current,
    );
    if (!ok) return;
    try {
      await remove.mutateAsync(setting.id);
      toast({ title: t`Settings deleted successfully` });
    } catch (error) {
      toast({
        title: t`Failed to delete settings`,
        description: failureReason(error),
        variant: "destructive",
      });
    }
    // Reset was disabled while it ran, and is gone once reset: the keyboard goes back to Edit.
    editButton.current?.focus();
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4 rounded-card border border-border bg-card p-5 text-card-foreground shadow-soft"
    >
      <div className="grid gap-0.5">
        <h3 id={headingId} className="text-lg font-semibold wrap-anywhere">
          <bdi>{shown}</bdi>
        </h3>
        {shown !== fixedName ? (
          <p className="text-sm text-muted-foreground">
            <Trans>{fixedName} attribute</Trans>
          </p>
        ) : null}
      </div>
      {editing ? (
        <AttributeForm definition={definition} setting={setting} onDone={close} />
      ) : (
        <>
          <p className="text-sm wrap-anywhere text-muted-foreground">
            {definition.description ?? <Trans>No description</Trans>}
          </p>
          <ul aria-label={optionsLabel(shown)} className="flex flex-wrap gap-2">
            {definition.options.map((option, index) => (
              <li key={option} className="max-w-full">
                <AttributeBadge
                  definition={definition}
                  value={definition.name === "number" ? index + 1 : option}
                />
              </li>
            ))}
          </ul>
          <p className="flex items-center gap-2 text-sm">
            {definition.showToStudents ? (
              <Eye aria-hidden="true" className="size-4" />
            ) : (
              <EyeOff aria-hidden="true" className="size-4" />
            )}
            {definition.showToStudents ? (
              <Trans>Shown to students</Trans>
            ) : (
              <Trans>Hidden from students</Trans>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={editButton}
              variant="outline"
              onClick={() => setEditing(true)}
              disabled={paused}
            >
              <Pencil aria-hidden="true" />
              <Trans>
                Edit
                <span className="sr-only">
                  {" "}
                  <bdi>{shown}</bdi>
                </span>
              </Trans>
            </Button>
            {setting ? (
              <Button
                variant="ghost"
                onClick={() => void reset()}
                disabled={remove.isPending || paused}
              >
                <RotateCcw aria-hidden="true" />
                <Trans>
                  Reset to Defaults
                  <span className="sr-only">
                    {" "}
                    (<bdi>{shown}</bdi>)
                  </span>
                </Trans>
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
