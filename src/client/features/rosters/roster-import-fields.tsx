import { BalancedImportField } from "#src/client/components/balanced-import-field";
import { InitialsImportField } from "#src/client/components/initials-import-field";
import { attributeListText } from "#src/client/i18n/attribute-sentence";
import type { InitialsChoice } from "../settings/api";
import { useAttributes } from "../settings/api";
import { balancedHint } from "./roster-errors";

/**
 * The review step's choices of an import from a roster (OneRoster, Google Classroom): balanced
 * values for newcomers, and first names and last initials only. The review's names come from the
 * server's dry run, so a change of the second runs it again (`onInitials`).
 */
export function RosterImportFields({
  idPrefix,
  balanced,
  onBalanced,
  initials,
  onInitials,
  disabled,
}: {
  idPrefix: string;
  balanced: boolean;
  onBalanced: (on: boolean) => void;
  initials: InitialsChoice;
  onInitials: (on: boolean) => void;
  disabled: boolean;
}) {
  const attributes = useAttributes();
  return (
    <>
      <BalancedImportField
        id={`${idPrefix}-balanced`}
        checked={balanced}
        onChange={onBalanced}
        disabled={disabled}
        hint={balancedHint(attributeListText(attributes))}
      />
      <InitialsImportField
        id={`${idPrefix}-initials`}
        checked={initials.checked}
        locked={initials.locked}
        disabled={disabled}
        onChange={(on) => {
          initials.onChange(on);
          onInitials(on);
        }}
      />
    </>
  );
}
