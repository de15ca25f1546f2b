import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type Dispatch, useId } from "react";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { NativeSelect } from "#src/client/components/ui/native-select";
import { MAX_GROUPS, MIN_GROUPS } from "#src/domain/grouping/groups";
import {
  type GroupForm,
  type GroupFormAction,
  MAX_PER_GROUP,
  MIN_PER_GROUP,
  type SizeChoice,
  sizeChoice,
} from "../model/group-form-state";
import { sizePreview } from "../model/size-preview";

const CHOICES: readonly {
  value: SizeChoice;
  label: MessageDescriptor;
  hint: MessageDescriptor;
}[] = [
  { value: "groups", label: msg`Number of groups`, hint: msg`Group sizes differ by at most one.` },
  {
    value: "at-least",
    label: msg`At least this many per group`,
    hint: msg`As many groups of this size as fit; the students left over join them.`,
  },
  {
    value: "at-most",
    label: msg`At most this many per group`,
    hint: msg`The fewest groups of this size or smaller.`,
  },
];

/**
 * Sizes: by Number of groups, or at least or at most so many students per group (a select; the
 * number field is named after the choice, so each name belongs to one control). Sizes always
 * differ by at most one; the line under the fields says what the choice makes of the selected
 * students. The number is clamped on blur and on Generate.
 */
export function GroupSizesField({
  form,
  dispatch,
  selectedCount,
}: {
  form: GroupForm;
  dispatch: Dispatch<GroupFormAction>;
  selectedCount: number;
}) {
  const id = useId();
  const perGroup = form.sizeMode === "per-group";
  const field = perGroup
    ? { text: form.perGroupText, min: MIN_PER_GROUP, max: MAX_PER_GROUP }
    : { text: form.countText, min: MIN_GROUPS, max: MAX_GROUPS };
  const label = perGroup ? t`Students per group` : t`Number of groups`;
  const choice = sizeChoice(form);
  const hintMessage = CHOICES.find((c) => c.value === choice)?.hint;
  const hint = hintMessage ? t(hintMessage) : "";
  const { min, max } = field;
  const preview = sizePreview(form, selectedCount);
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1 text-lg font-semibold">
        <Trans>Group size</Trans>
      </legend>
      <div className="grid max-w-lg items-end gap-2 sm:grid-cols-[1fr_10rem]">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-mode`}>
            <Trans>Size by</Trans>
          </Label>
          <NativeSelect
            id={`${id}-mode`}
            value={choice}
            onChange={(event) => {
              const picked = CHOICES.find((c) => c.value === event.target.value);
              if (picked) dispatch({ type: "size-choice", choice: picked.value });
            }}
          >
            {CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {t(c.label)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-number`}>{label}</Label>
          <Input
            id={`${id}-number`}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            step={1}
            value={field.text}
            aria-describedby={`${id}-hint ${id}-preview`}
            onChange={(event) =>
              dispatch({
                type: perGroup ? "per-group-text" : "count-text",
                text: event.target.value,
              })
            }
            onBlur={() => dispatch({ type: "clamp-count" })}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        <Trans>
          From {min} to {max}. {hint}
        </Trans>
      </p>
      <p id={`${id}-preview`} aria-live="polite" className="text-sm font-medium">
        {preview}
      </p>
    </fieldset>
  );
}
