import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { confirmKeepingFocus } from "#src/client/components/ui/confirm-keeping-focus";
import { Input } from "#src/client/components/ui/input";
import { isolate, numberText } from "#src/client/i18n/format";
import { MAX_OPTION_LENGTH, MAX_OPTIONS } from "#src/domain/students/option-rules";
import { type DraftAction, type OptionItem, removalNeedsConfirm } from "./setting-draft";
import { SwatchPicker } from "./swatch-picker";

type Props = {
  /** Prefix of the element ids (one editor per attribute). */
  idPrefix: string;
  attributeLabel: string;
  items: readonly OptionItem[];
  /** The key the next added option gets (to focus it). */
  nextKey: number;
  dispatch: (action: DraftAction) => void;
  /** The colour attribute: each option has a swatch to pick (docs/decisions/0044-option-colours.md). */
  swatches?: boolean;
};

const arrowClasses = "aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

/**
 * The options list of an attribute: edit a label in place (a rename: students keep it), add,
 * reorder, and remove (confirmed when students may hold the option: they will show "N/A").
 */
export function OptionsEditor({
  idPrefix,
  attributeLabel,
  items,
  nextKey,
  dispatch,
  swatches = false,
}: Props) {
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const [pickerKey, setPickerKey] = useState<number | null>(null);
  const labels = items.map((item) => item.value.trim());
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (focusKey === null) return;
    list.current?.querySelector<HTMLInputElement>(`[data-key="${focusKey}"]`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  async function remove(item: OptionItem, index: number) {
    if (removalNeedsConfirm(item)) {
      const option = isolate(item.original ?? "");
      const attribute = isolate(attributeLabel);
      const ok = await confirmKeepingFocus({
        title: t`Remove "${option}"?`,
        description: t`Students who have ${option} as their ${attribute} will show N/A once you save.`,
        confirmLabel: t`Remove Option`,
        destructive: true,
      });
      if (!ok) return;
    }
    dispatch({ type: "removeOption", key: item.key });
    const neighbour = items[index + 1] ?? items[index - 1];
    if (neighbour) setFocusKey(neighbour.key);
  }

  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-medium">
        <Trans>Options</Trans>
      </legend>
      <ol ref={list} className="grid gap-2">
        {items.map((item, index) => {
          const position = numberText(index + 1);
          const numbered = t`Option ${position}`;
          const label = item.value.trim() || numbered;
          const name = isolate(label);
          return (
            // On a phone the label takes the whole line and its buttons go under it (reordering
            // matters there too: the number attribute's order says which label is 1, 2, ...).
            <li
              key={item.key}
              className={`flex min-w-0 flex-wrap items-center gap-1 ${pickerKey === item.key ? "" : "sm:flex-nowrap"}`}
            >
              <Input
                id={`${idPrefix}-option-${item.key}`}
                data-key={item.key}
                aria-label={numbered}
                value={item.value}
                maxLength={MAX_OPTION_LENGTH + 10}
                onChange={(e) =>
                  dispatch({ type: "changeOption", key: item.key, value: e.target.value })
                }
                className="min-w-0 flex-1 basis-full sm:basis-0"
              />
              {swatches ? (
                <SwatchPicker
                  id={`${idPrefix}-option-${item.key}`}
                  name={label}
                  label={item.value.trim()}
                  options={labels}
                  color={item.color}
                  open={pickerKey === item.key}
                  onOpenChange={(open) => setPickerKey(open ? item.key : null)}
                  onChange={(color) => dispatch({ type: "colorOption", key: item.key, color })}
                />
              ) : null}
              <span className="ms-auto flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t`Move ${name} up`}
                  // aria-disabled, not disabled: an option moved to the top keeps the focus.
                  aria-disabled={index === 0}
                  // At the top the reducer leaves the draft as it is (no render).
                  onClick={() => dispatch({ type: "moveOption", key: item.key, offset: -1 })}
                  className={arrowClasses}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t`Move ${name} down`}
                  aria-disabled={index === items.length - 1}
                  onClick={() => dispatch({ type: "moveOption", key: item.key, offset: 1 })}
                  className={arrowClasses}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t`Remove ${name}`}
                  onClick={() => void remove(item, index)}
                  className="text-destructive-text"
                >
                  <X aria-hidden="true" />
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        onClick={() => {
          dispatch({ type: "addOption" });
          setFocusKey(nextKey);
        }}
        disabled={items.length >= MAX_OPTIONS}
        className="justify-self-start"
      >
        <Plus aria-hidden="true" />
        <Trans>Add Option</Trans>
      </Button>
    </fieldset>
  );
}
