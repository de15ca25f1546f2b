import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "#src/client/components/ui/button";
import { isolate } from "#src/client/i18n/format";
import { cn } from "#src/client/lib/cn";
import {
  optionColor,
  presetColor,
  SWATCH_CHOICES,
  swatchNeedsOutline,
  swatchTextColor,
} from "#src/domain/students/option-colors";

type Props = {
  /** Unique id base for this option's picker. */
  id: string;
  /** The option's label as typed (blank: "Option 3"). */
  name: string;
  /** The label the colour by name is found from (the typed one). */
  label: string;
  /** The attribute's options as typed, for the palette colour of a name that is no colour. */
  options: readonly string[];
  color: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (color: string | null) => void;
};

/** The swatches' colour names in the teacher's language (the domain's list is in English). */
const SWATCH_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  Red: msg({ message: "Red", context: "swatch" }),
  Orange: msg({ message: "Orange", context: "swatch" }),
  Yellow: msg({ message: "Yellow", context: "swatch" }),
  Lime: msg({ message: "Lime", context: "swatch" }),
  Green: msg({ message: "Green", context: "swatch" }),
  Teal: msg({ message: "Teal", context: "swatch" }),
  Cyan: msg({ message: "Cyan", context: "swatch" }),
  Blue: msg({ message: "Blue", context: "swatch" }),
  Navy: msg({ message: "Navy", context: "swatch" }),
  Purple: msg({ message: "Purple", context: "swatch" }),
  Pink: msg({ message: "Pink", context: "swatch" }),
  Brown: msg({ message: "Brown", context: "swatch" }),
  Black: msg({ message: "Black", context: "swatch" }),
  Grey: msg({ message: "Grey", context: "swatch" }),
  White: msg({ message: "White", context: "swatch" }),
};

const swatchWord = (name: string) => {
  const words = SWATCH_WORDS[name];
  return words ? i18n._(words) : name;
};

const swatchRing =
  "peer-checked:ring-2 peer-checked:ring-foreground peer-checked:ring-offset-2 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring";

/** One colour as a radio button that looks like a swatch (its name is read out). */
function Swatch({
  group,
  name,
  color,
  checked,
  onSelect,
  text,
}: {
  group: string;
  name: string;
  color: string;
  checked: boolean;
  onSelect: () => void;
  /** Shown on the swatch (it is then a pill): for the colour by name. */
  text?: string;
}) {
  return (
    <label
      className={cn("relative grid h-11 cursor-pointer place-items-center", text ? "px-1" : "w-11")}
      title={name}
    >
      <input
        type="radio"
        name={group}
        checked={checked}
        onChange={onSelect}
        className="peer sr-only"
      />
      <span className="sr-only">{name}</span>
      <span
        aria-hidden="true"
        className={cn(
          "flex h-8 items-center justify-center gap-1 rounded-full border text-sm font-medium",
          text ? "px-3" : "w-8",
          swatchNeedsOutline(color) ? "border-slate-500" : "border-transparent",
          swatchRing,
        )}
        style={{ backgroundColor: color, color: swatchTextColor(color) }}
      >
        {checked ? <Check className="size-4" /> : null}
        {text}
      </span>
    </label>
  );
}

/**
 * The swatch of one colour option (docs/decisions/0044-option-colours.md): a button showing its
 * colour that opens a set of radio swatches (arrow keys move between them), the colour of its
 * name ("By name") first, and a native colour input for any other colour. Escape or Done closes
 * it and gives the focus back to the button.
 */
export function SwatchPicker({
  id,
  name,
  label,
  options,
  color,
  open,
  onOpenChange,
  onChange,
}: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLFieldSetElement>(null);
  const shown = optionColor(label, options, color ? { [label]: color } : null);
  const byName = optionColor(label, options);
  const known = SWATCH_CHOICES.find((c) => c.color === color);
  const describe = color === null ? t`by name` : known ? swatchWord(known.name) : color;
  const option = isolate(name);
  const byNameOf = presetColor(label) ? isolate(label.trim()) : t`palette`;
  const group = `${id}-swatch`;

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLInputElement>("input:checked")?.focus();
  }, [open]);

  const close = () => {
    onOpenChange(false);
    button.current?.focus();
  };

  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t`Colour of ${option}: ${describe}`}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => onOpenChange(!open)}
        className="shrink-0"
      >
        <span
          aria-hidden="true"
          className={cn(
            "size-6 rounded-full border",
            swatchNeedsOutline(shown) ? "border-slate-500" : "border-transparent",
          )}
          style={{ backgroundColor: shown }}
        />
      </Button>
      {open ? (
        <fieldset
          ref={panel}
          id={`${id}-panel`}
          className="order-last grid basis-full gap-2 rounded-card border border-border p-3"
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.preventDefault();
              e.stopPropagation();
              close();
            }
          }}
        >
          <legend className="px-1 text-sm font-medium">
            <Trans>
              Colour of <bdi>{name}</bdi>
            </Trans>
          </legend>
          <div className="flex flex-wrap gap-1">
            <Swatch
              group={group}
              name={t`By name (${byNameOf})`}
              color={byName}
              checked={color === null}
              onSelect={() => onChange(null)}
              text={t`By name`}
            />
            {SWATCH_CHOICES.map((choice) => (
              <Swatch
                key={choice.name}
                group={group}
                name={swatchWord(choice.name)}
                color={choice.color}
                checked={color === choice.color}
                onSelect={() => onChange(choice.color)}
              />
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={`${id}-custom`} className="text-sm font-medium">
              <Trans>Other colour</Trans>
            </label>
            <input
              id={`${id}-custom`}
              type="color"
              value={shown}
              onChange={(e) => onChange(e.target.value.toLowerCase())}
              className="h-11 w-16 cursor-pointer rounded-md border border-input bg-transparent p-1"
            />
            <Button type="button" variant="outline" onClick={close} className="ms-auto">
              <Trans>Done</Trans>
            </Button>
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
