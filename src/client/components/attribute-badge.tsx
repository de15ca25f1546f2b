import { t } from "@lingui/core/macro";
import {
  Circle,
  Diamond,
  Droplets,
  Flame,
  type LucideIcon,
  Mountain,
  Square,
  Triangle,
  Wind,
} from "lucide-react";
import {
  ATTRIBUTE_NAMES,
  type AttributeDefinition,
  type AttributeName,
  type AttributeSet,
  displayValue,
  NOT_AVAILABLE,
  type StudentAttributes,
} from "#src/domain/students/attributes";
import {
  optionColor,
  swatchNeedsOutline,
  swatchTextColor,
} from "#src/domain/students/option-colors";
import { attributeNameText, optionText } from "../i18n/attribute-words";
import { cn } from "../lib/cn";

const ELEMENT_ICONS: Readonly<Record<string, LucideIcon>> = {
  fire: Flame,
  water: Droplets,
  earth: Mountain,
  air: Wind,
};
const SHAPE_ICONS: Readonly<Record<string, LucideIcon>> = {
  square: Square,
  circle: Circle,
  triangle: Triangle,
  diamond: Diamond,
};

/**
 * The colours of a colour badge (docs/decisions/0044-option-colours.md): the swatch the teacher
 * chose for the option, else the colour of its name, else a palette colour by its position;
 * black or white text, whichever reads at 4.5:1 or more.
 */
export function colorBadgeColors(
  label: string,
  definition?: Pick<AttributeDefinition, "options" | "optionColors">,
): { background: string; text: string; outline: boolean } {
  const background = optionColor(label, definition?.options, definition?.optionColors);
  return {
    background,
    text: swatchTextColor(background),
    outline: swatchNeedsOutline(background),
  };
}

/** The icon that goes with an element or shape label, or null. */
export function badgeIcon(name: AttributeName, label: string): LucideIcon | null {
  const key = label.trim().toLowerCase();
  if (name === "element") return ELEMENT_ICONS[key] ?? null;
  if (name === "shape") return SHAPE_ICONS[key] ?? null;
  return null;
}

const base =
  "inline-flex max-w-full min-h-7 items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium";

/**
 * One attribute value as a badge: the option label (or "N/A"), never an icon alone. Numbers are
 * white with a visible border, colours are coloured, elements and shapes carry an icon.
 */
export function AttributeBadge({
  definition,
  value,
  className,
}: {
  definition: AttributeDefinition;
  value: unknown;
  className?: string;
}) {
  const label = displayValue(definition, value);
  const missing = label === NOT_AVAILABLE;
  // A default option, or "N/A" for no value, in the teacher's language (a teacher's own option
  // "N/A" as typed); its colour and icon come from the stored label.
  const ownNotAvailable = definition.options.includes(NOT_AVAILABLE);
  const text = missing && !ownNotAvailable ? t`N/A` : optionText(definition.name, label);
  if (definition.name === "number" && !missing) {
    return (
      <span className={cn(base, "border-slate-500 bg-white text-slate-900", className)}>
        <span className="truncate">{text}</span>
      </span>
    );
  }
  if (definition.name === "color" && !missing) {
    const colors = colorBadgeColors(label, definition);
    return (
      <span
        className={cn(base, colors.outline ? "border-slate-500" : "border-transparent", className)}
        style={{ backgroundColor: colors.background, color: colors.text }}
      >
        <span className="truncate">{text}</span>
      </span>
    );
  }
  const Icon = missing ? null : badgeIcon(definition.name, label);
  return (
    <span
      className={cn(
        base,
        missing
          ? "border-dashed border-input bg-transparent text-muted-foreground"
          : "border-border bg-muted text-foreground",
        className,
      )}
    >
      {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
      <span className="truncate">{text}</span>
    </span>
  );
}

/**
 * The four badges of a student under the teacher's display names (a description list, so a
 * screen reader hears "Color: Red").
 */
export function AttributeBadges({
  attributes,
  student,
  className,
}: {
  attributes: AttributeSet;
  student: Partial<StudentAttributes>;
  className?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-2 gap-x-3 gap-y-2", className)}>
      {ATTRIBUTE_NAMES.map((name) => (
        <div key={name} className="grid min-w-0 gap-0.5">
          <dt className="truncate text-xs font-medium text-muted-foreground">
            {attributeNameText(name, attributes[name].displayName)}
          </dt>
          <dd className="min-w-0">
            <AttributeBadge definition={attributes[name]} value={student[name] ?? null} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
