import { i18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Plus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { isolate, numberText, percentText } from "#src/client/i18n/format";
import { wedgeColor } from "#src/domain/wheel/colors";
import { chanceToBePicked } from "#src/domain/wheel/picking";
import { confirmRemoval } from "./remove-item";
import { extraItem, type WheelItem } from "./wheel-items";
import { type OffWheel, offReasonText } from "./wheel-lineup";

/**
 * A chance as a percentage to one decimal ("33.3%", "100%"). In English as `Intl.NumberFormat("en",
 * {style: "percent", maximumFractionDigits: 1})` writes it for 0 to 1, without the formatter:
 * made at start-up, the page's first number format cost the Randomizer's opening about
 * 130 ms of a phone's main thread. Other languages write it their way (percentText).
 */
export const formatChance = (chance: number) =>
  i18n.locale === "en" ? `${Math.round(chance * 1000) / 10}%` : percentText(chance);

/** The X button's name: "Remove Ann". */
function removeLabel(itemName: string): string {
  const name = isolate(itemName);
  return t`Remove ${name}`;
}

type Props = {
  items: readonly WheelItem[];
  /** Who is not on the wheel, and why. */
  off?: readonly OffWheel[];
  /** Winners per spin: each entry's chance to be among them. */
  picks?: number;
  /** While the wheel turns its items stay as they are. */
  locked: boolean;
  onAdd: (item: WheelItem) => void;
  onRemove: (id: string) => void;
};

/** The text box for extra items and the available-items list (the wheel's text equivalent). */
export function ItemsCard({ items, off = [], picks = 1, locked, onAdd, onRemove }: Props) {
  const inputId = useId();
  const headingId = useId();
  const offHeadingId = useId();
  const chance = formatChance(chanceToBePicked(items.length, picks));
  const itemCount = numberText(items.length);
  const offCount = numberText(off.length);
  const winners = Math.min(picks, items.length);
  const [text, setText] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const remove = async (item: WheelItem, index: number) => {
    const asker = document.activeElement;
    const removed = await confirmRemoval(item, () => onRemove(item.id));
    // After the dialog's own focus return (Radix restores focus in a timeout after closing).
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (!removed) {
          if (asker instanceof HTMLElement && asker.isConnected) asker.focus();
          return;
        }
        const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
        const next = buttons[Math.min(index, buttons.length - 1)];
        (next ?? inputRef.current)?.focus();
      }),
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 content-start gap-4 rounded-card border border-border bg-card p-4 text-card-foreground shadow-soft sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold">
          <Trans>Available Items ({itemCount})</Trans>
        </h2>
        {items.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {picks > 1
              ? plural(winners, {
                  other: `Each entry has a ${chance} chance to be among the # winners of a spin.`,
                })
              : t`Each entry has a ${chance} chance on every spin: its wedge's share of the wheel.`}
          </p>
        ) : null}
      </div>
      <form
        className="grid gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          const item = extraItem(text);
          if (!item || locked) return;
          onAdd(item);
          setText("");
          // Add is disabled once the box is empty: the keyboard goes back to the box, for the next.
          inputRef.current?.focus();
        }}
      >
        <Label htmlFor={inputId}>
          <Trans>Add an item to the wheel</Trans>
        </Label>
        <div className="flex min-w-0 gap-2">
          <Input
            ref={inputRef}
            id={inputId}
            value={text}
            maxLength={100}
            placeholder={t`e.g. Teacher's choice`}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={!text.trim() || locked}>
            <Plus aria-hidden="true" />
            <Trans>Add</Trans>
          </Button>
        </div>
      </form>
      {items.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No items on the wheel.</Trans>
        </p>
      ) : (
        <ul
          ref={listRef}
          aria-labelledby={headingId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard, also while its buttons are locked
          tabIndex={0}
          className="grid max-h-80 gap-1 overflow-y-auto pe-1"
        >
          {items.map((item, index) => (
            <li key={item.id} className="flex min-w-0 items-center gap-3 rounded-lg ps-2">
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-full"
                style={{ backgroundColor: wedgeColor(index, items.length) }}
              />
              {/* Wrapped, never cut off: two long names that differ at the end stay apart. */}
              <bdi className="min-w-0 flex-1 wrap-anywhere">{item.name}</bdi>
              {item.isStudent ? null : (
                <span className="rounded-full border border-border px-2 text-xs text-muted-foreground">
                  <Trans>Extra</Trans>
                </span>
              )}
              <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
                <span className="sr-only">{t`chance`} </span>
                {chance}
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={removeLabel(item.name)}
                disabled={locked}
                onClick={() => void remove(item, index)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {off.length > 0 ? (
        <div className="grid gap-2">
          <h3 id={offHeadingId} className="text-base font-semibold">
            <Trans>Not on the wheel ({offCount})</Trans>
          </h3>
          <ul
            aria-labelledby={offHeadingId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            tabIndex={0}
            className="grid max-h-60 gap-1 overflow-y-auto rounded-lg pe-1"
          >
            {off.map((entry) => (
              <li
                key={entry.id}
                className="grid min-w-0 gap-0.5 rounded-lg bg-muted px-3 py-2 text-muted-foreground"
              >
                <bdi className="font-medium wrap-anywhere text-foreground">{entry.name}</bdi>
                <span className="text-sm">{offReasonText(entry)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
