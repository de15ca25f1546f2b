import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type Dispatch, useId } from "react";
import { NativeSelect } from "#src/client/components/ui/native-select";
import {
  type GroupForm,
  type GroupFormAction,
  MAX_PARTNER_ROUNDS,
} from "../model/group-form-state";

const ROUNDS = Array.from({ length: MAX_PARTNER_ROUNDS }, (_, i) => i + 1);

const optionRow =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-muted has-focus-visible:bg-muted has-disabled:cursor-not-allowed has-disabled:opacity-60";
const control = "mt-0.5 size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed";

/**
 * New partners: "Avoid partners from the last N saved groupings", N from 1 to 10.
 * Disabled, saying why, while the class has no saved grouping. For the methods with an aim of
 * their own (all but Random), which comes first when both can't hold (decision 0020).
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
      ? t`Available once the saved groupings have loaded.`
      : savedCount === 0
        ? t`Save a grouping first: later groupings can then avoid its pairs.`
        : t`Pairs who shared a group then are kept apart. ${savedCount} saved.`;
  const off = none || !form.avoidPartners;
  const balance = form.method !== "same-category";
  return (
    <fieldset className="grid min-w-0 gap-1.5" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-lg font-semibold">
        <Trans>New partners</Trans>
      </legend>
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
          <Trans>Avoid partners from the last</Trans>
        </label>
        <div className="w-20">
          <NativeSelect
            id={`${id}-rounds`}
            aria-label={t`Saved groupings to look back on`}
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
        <span id={`${id}-after`}>
          <Trans>saved groupings</Trans>
        </span>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {form.method === "random" ? null : (
        <fieldset className="mt-1 grid min-w-0 gap-1" disabled={off}>
          <legend className="mb-1 font-medium">
            <Trans>When both can&apos;t hold</Trans>
          </legend>
          <label className={optionRow}>
            <input
              type="radio"
              name={`${id}-first`}
              className={control}
              checked={!form.partnersFirst}
              onChange={() => dispatch({ type: "partners-first", on: false })}
            />
            <span className="grid min-w-0">
              <span className="font-medium">
                {balance ? <Trans>Balance first</Trans> : <Trans>Categories first</Trans>}
              </span>
              <span className="text-sm text-muted-foreground">
                {balance ? (
                  <Trans>
                    The mix stays close to the best; a pair repeats where the mix needs it.
                  </Trans>
                ) : (
                  <Trans>
                    Categories stay together; pairs repeat where the categories need them.
                  </Trans>
                )}
              </span>
            </span>
          </label>
          <label className={optionRow}>
            <input
              type="radio"
              name={`${id}-first`}
              className={control}
              checked={form.partnersFirst}
              onChange={() => dispatch({ type: "partners-first", on: true })}
            />
            <span className="grid min-w-0">
              <span className="font-medium">
                <Trans>New partners first</Trans>
              </span>
              <span className="text-sm text-muted-foreground">
                {balance ? (
                  <Trans>As few repeated pairs as possible, then the best mix they allow.</Trans>
                ) : (
                  <Trans>
                    As few repeated pairs as possible, then the best categories they allow.
                  </Trans>
                )}
              </span>
            </span>
          </label>
        </fieldset>
      )}
    </fieldset>
  );
}
