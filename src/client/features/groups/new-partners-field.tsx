import { type Dispatch, useId } from "react";
import { NativeSelect } from "../../components/ui/native-select";
import { type GroupForm, type GroupFormAction, MAX_PARTNER_ROUNDS } from "./group-form-state";

const ROUNDS = Array.from({ length: MAX_PARTNER_ROUNDS }, (_, i) => i + 1);

/**
 * New partners (issue 17.5): "Avoid partners from the last N saved groupings", N from 1 to 10.
 * Disabled, saying why, while the class has no saved grouping.
 */
export function NewPartnersField({
  form,
  dispatch,
  savedCount,
}: {
  form: GroupForm;
  dispatch: Dispatch<GroupFormAction>;
  /** How many saved groupings the class has (null while they load or when they failed). */
  savedCount: number | null;
}) {
  const id = useId();
  const none = savedCount === null || savedCount === 0;
  const hint =
    savedCount === null
      ? "Available once the saved groupings have loaded."
      : savedCount === 0
        ? "Save a grouping first: later groupings can then avoid its pairs."
        : `Pairs who shared a group then are kept apart where the balance allows. ${savedCount} saved.`;
  return (
    <fieldset className="grid min-w-0 gap-1.5" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-lg font-semibold">New partners</legend>
      <div className="flex min-h-11 flex-wrap items-center gap-x-2 gap-y-1">
        <input
          id={`${id}-on`}
          type="checkbox"
          className="size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
          disabled={none}
          checked={form.avoidPartners && !none}
          aria-labelledby={`${id}-on-label ${id}-rounds ${id}-after`}
          onChange={(event) => dispatch({ type: "avoid-partners", on: event.target.checked })}
        />
        <label id={`${id}-on-label`} htmlFor={`${id}-on`} className="cursor-pointer">
          Avoid partners from the last
        </label>
        <div className="w-20">
          <NativeSelect
            id={`${id}-rounds`}
            aria-label="Saved groupings to look back on"
            disabled={none}
            value={form.partnerRounds}
            onChange={(event) =>
              dispatch({ type: "partner-rounds", rounds: Number(event.target.value) })
            }
          >
            {ROUNDS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </div>
        <span id={`${id}-after`}>saved groupings</span>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
    </fieldset>
  );
}
