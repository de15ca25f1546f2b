import { Trans } from "@lingui/react/macro";
import { attributeNameText } from "#src/client/i18n/attribute-words";
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
} from "#src/domain/students/attributes";

/**
 * "Mix across tables": the attributes Seat everyone spreads over each table and run of desks, as
 * Balanced groups spread them over groups (after the rules, needs and pins). Named as the
 * teacher named them.
 */
export function MixChoice({
  attributes,
  mix,
  onChange,
}: {
  attributes: AttributeSet;
  mix: readonly AttributeName[];
  onChange: (mix: AttributeName[]) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1">
      <legend className="float-start me-2 min-h-11 content-center font-medium">
        <Trans>Mix across tables:</Trans>
      </legend>
      {ATTRIBUTE_NAMES.map((name) => (
        <label key={name} className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={mix.includes(name)}
            onChange={(e) =>
              onChange(
                ATTRIBUTE_NAMES.filter((n) => (n === name ? e.target.checked : mix.includes(n))),
              )
            }
          />
          {attributeNameText(name, attributes[name].displayName)}
        </label>
      ))}
    </fieldset>
  );
}
