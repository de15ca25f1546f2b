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
  type SizeMode,
} from "../model/group-form-state";

const MODES: readonly { value: SizeMode; label: string }[] = [
  { value: "groups", label: "Number of groups" },
  { value: "per-group", label: "Students per group" },
];

/**
 * Sizes: size by Number of groups or Students per group (a select; the number
 * field is named after the choice, so each name belongs to one control). Sizes always differ
 * by at most one. The number is clamped on blur and on Generate.
 */
export function GroupSizesField({
  form,
  dispatch,
}: {
  form: GroupForm;
  dispatch: Dispatch<GroupFormAction>;
}) {
  const id = useId();
  const perGroup = form.sizeMode === "per-group";
  const field = perGroup
    ? { text: form.perGroupText, min: MIN_PER_GROUP, max: MAX_PER_GROUP }
    : { text: form.countText, min: MIN_GROUPS, max: MAX_GROUPS };
  const label = perGroup ? "Students per group" : "Number of groups";
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1 text-lg font-semibold">Group size</legend>
      <div className="grid max-w-md gap-2 sm:grid-cols-[1fr_8rem]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-mode`}>Size by</Label>
          <NativeSelect
            id={`${id}-mode`}
            value={form.sizeMode}
            onChange={(event) => {
              const mode = MODES.find((m) => m.value === event.target.value);
              if (mode) dispatch({ type: "size-mode", mode: mode.value });
            }}
          >
            {MODES.map((mode) => (
              <option key={mode.value} value={mode.value}>
                {mode.label}
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
            aria-describedby={`${id}-hint`}
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
        From {field.min} to {field.max}. Group sizes differ by at most one.
      </p>
    </fieldset>
  );
}
