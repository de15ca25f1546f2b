import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type Dispatch, type ReactNode, useId } from "react";
import { Label } from "#src/client/components/ui/label";
import { NativeSelect } from "#src/client/components/ui/native-select";
import { attributeNameText } from "#src/client/i18n/attribute-words";
import {
  ATTRIBUTE_NAMES,
  type AttributeSet,
  isAttributeName,
} from "#src/domain/students/attributes";
import {
  type GroupForm,
  type GroupFormAction,
  NO_ATTRIBUTE_TO_BALANCE,
} from "../model/group-form-state";
import { METHODS } from "../model/methods";
import { GroupSizesField } from "./group-sizes-field";
import { NewPartnersField } from "./new-partners-field";

const optionRow =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-muted has-focus-visible:bg-muted";
const control = "mt-0.5 size-5 shrink-0 cursor-pointer accent-primary";

/** Sizes, the method, the method's own choice (category or attributes), and New partners. */
export function GroupOptions({
  form,
  dispatch,
  attributes,
  savedCount,
  selectedCount,
  methodNotice,
}: {
  form: GroupForm;
  dispatch: Dispatch<GroupFormAction>;
  attributes: AttributeSet;
  /** The class's saved groupings (New partners), null while unknown. */
  savedCount: number | null;
  /** The students ticked, for the size choice's preview. */
  selectedCount: number;
  /** Shown next to the method picker: the students who lack the values it uses. */
  methodNotice?: ReactNode;
}) {
  const id = useId();
  const noneToBalance = form.method === "balanced" && form.balanceOn.length === 0;
  return (
    <div className="grid min-w-0 content-start gap-5">
      <GroupSizesField form={form} dispatch={dispatch} selectedCount={selectedCount} />

      <fieldset className="grid min-w-0 gap-1">
        <legend className="mb-1 text-lg font-semibold">
          <Trans>Grouping method</Trans>
        </legend>
        {METHODS.map((method) => (
          <label key={method.value} className={optionRow}>
            <input
              type="radio"
              name={`${id}-method`}
              value={method.value}
              className={control}
              checked={form.method === method.value}
              onChange={() => dispatch({ type: "method", method: method.value })}
            />
            <span className="grid min-w-0">
              <span className="font-medium">{t(method.label)}</span>
              <span className="text-sm text-muted-foreground">{t(method.hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {methodNotice}

      {form.method === "same-category" ? (
        <div className="grid max-w-xs gap-1.5">
          <Label htmlFor={`${id}-category`}>
            <Trans>Category</Trans>
          </Label>
          <NativeSelect
            id={`${id}-category`}
            value={form.category}
            onChange={(event) => {
              const category = event.target.value;
              if (isAttributeName(category)) dispatch({ type: "category", category });
            }}
          >
            {ATTRIBUTE_NAMES.map((name) => (
              <option key={name} value={name}>
                {attributeNameText(name, attributes[name].displayName)}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}

      {form.method === "balanced" ? (
        <fieldset
          className="grid min-w-0 gap-1"
          aria-describedby={noneToBalance ? `${id}-balance-error` : undefined}
        >
          <legend className="mb-1 font-semibold">
            <Trans>Attributes to balance</Trans>
          </legend>
          <div className="grid gap-x-2 sm:grid-cols-2">
            {ATTRIBUTE_NAMES.map((name) => (
              <label key={name} className={`${optionRow} items-center`}>
                <input
                  type="checkbox"
                  className="size-5 shrink-0 cursor-pointer accent-primary"
                  checked={form.balanceOn.includes(name)}
                  onChange={() => dispatch({ type: "toggle-balance", name })}
                />
                <span className="min-w-0 wrap-anywhere">
                  {attributeNameText(name, attributes[name].displayName)}
                </span>
              </label>
            ))}
          </div>
          {noneToBalance ? (
            <p id={`${id}-balance-error`} className="text-sm text-destructive-text">
              {t(NO_ATTRIBUTE_TO_BALANCE)}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      <NewPartnersField form={form} dispatch={dispatch} savedCount={savedCount} />
    </div>
  );
}
