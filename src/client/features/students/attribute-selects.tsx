import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Label } from "#src/client/components/ui/label";
import { NativeSelect } from "#src/client/components/ui/native-select";
import { attributeNameText, optionText } from "#src/client/i18n/attribute-words";
import { cn } from "#src/client/lib/cn";
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
  type StudentAttributes,
  valueAt,
} from "#src/domain/students/attributes";
import { parseSelectValue, selectValue } from "./student-form-state";

/**
 * The four dropdowns of the student dialog, with the teacher's display names and options.
 * Disabled and dimmed while balanced assignment picks the values.
 */
export function AttributeSelects({
  attributes,
  values,
  disabled,
  onChange,
}: {
  attributes: AttributeSet;
  values: StudentAttributes;
  disabled: boolean;
  onChange: (attribute: AttributeName, value: number | string | null) => void;
}) {
  return (
    <fieldset
      disabled={disabled}
      className={cn("grid min-w-0 gap-4 sm:grid-cols-2", disabled && "opacity-60")}
    >
      <legend className="sr-only">
        <Trans>Attributes</Trans>
      </legend>
      {ATTRIBUTE_NAMES.map((name) => {
        const definition = attributes[name];
        const id = `student-${name}`;
        return (
          <div key={name} className="grid min-w-0 gap-2">
            <Label htmlFor={id}>{attributeNameText(name, definition.displayName)}</Label>
            <NativeSelect
              id={id}
              value={selectValue(definition, values[name])}
              onChange={(e) => onChange(name, parseSelectValue(definition, e.target.value))}
            >
              <option value="">{t`N/A`}</option>

              {definition.options.map((option, index) => (
                <option key={option} value={String(valueAt(definition, index))}>
                  {optionText(name, option)}
                </option>
              ))}
            </NativeSelect>
          </div>
        );
      })}
    </fieldset>
  );
}
