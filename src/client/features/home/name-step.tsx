import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, type RefObject, useId, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { Textarea } from "#src/client/components/ui/textarea";
import { useWritesOpen } from "#src/client/data/data-context";
import { failureReason } from "#src/client/lib/failure-reason";
import type { ClassDto } from "#src/domain/schemas/classes";
import { useCreateClass, useUpdateClass } from "../classes/api";
import { stepSearch } from "./first-class-step";
import { StepFrame } from "./step-frame";

/** Pushed with the "add students" step when it follows this one, so the flow's Back is the browser's. */
export const FROM_NAME_STEP = "first-class-from-name";

/**
 * Step 1 of the first class: its name (and an optional description). Made, the class's
 * students come next; after Back, the same form renames it.
 */
export function NameStep({
  item,
  headingRef,
}: {
  item: ClassDto | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const id = useId();
  const [name, setName] = useState(item?.name ?? "");
  const [description, setDescription] = useState(item?.description ?? "");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateClass();
  const update = useUpdateClass();
  const online = useWritesOpen();
  const navigate = useNavigate();
  const saving = create.isPending || update.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || !online) return;
    const input = { name: name.trim(), description: description.trim() || null };
    if (!input.name) {
      setError(t`Please enter a class name`);
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setError(null);
    try {
      if (!item) {
        const made = await create.mutateAsync(input);
        toast({ title: t`Class created` });
        // Back from the students step comes here, to this class's name rather than a new one.
        await navigate(stepSearch("name", made.id), { replace: true });
        await navigate(stepSearch("students", made.id), { state: FROM_NAME_STEP });
        return;
      }
      if (input.name !== item.name || input.description !== (item.description ?? null)) {
        await update.mutateAsync({ id: item.id, input, ifMatch: item.version });
        toast({ title: t`Class updated` });
      }
      await navigate(stepSearch("students", item.id), { state: FROM_NAME_STEP });
    } catch (failure) {
      toast({
        title: t`Failed to save class`,
        description: failureReason(failure),
        variant: "destructive",
      });
    }
  }

  return (
    <StepFrame
      number={1}
      title={item ? <Trans>Name your class</Trans> : <Trans>Create your first class</Trans>}
      text={<Trans>Give it a name your students would recognise. You can add students next.</Trans>}
      headingRef={headingRef}
    >
      <form onSubmit={submit} noValidate className="grid max-w-xl gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>
            <Trans>Class Name</Trans>
          </Label>
          <Input
            id={`${id}-name`}
            value={name}
            required
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            maxLength={100}
            autoComplete="off"
            placeholder={t`e.g. Period 3 Science`}
            onChange={(e) => setName(e.target.value)}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive-text">
              {error}
            </p>
          ) : null}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-description`}>
            <Trans>Description (optional)</Trans>
          </Label>
          <Textarea
            id={`${id}-description`}
            value={description}
            rows={2}
            maxLength={500}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        {online ? null : (
          <p className="text-sm text-muted-foreground">
            <Trans>Not available while offline</Trans>
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving || !online}>
            {saving ? (
              <Trans>Saving...</Trans>
            ) : item ? (
              <Trans>Continue</Trans>
            ) : (
              <Trans>Create class</Trans>
            )}
          </Button>
        </div>
      </form>
    </StepFrame>
  );
}
