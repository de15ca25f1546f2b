import { plural, t } from "@lingui/core/macro";
import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { Label } from "#src/client/components/ui/label";
import { isolate } from "#src/client/i18n/format";
import { cn } from "#src/client/lib/cn";
import { useClasses } from "./api";
import { useSelectedClass } from "./selected-class";

export type ClassPickerProps = {
  /** The chosen class id; defaults to the app's selected class (useSelectedClass). */
  value?: string | null;
  /** Called with the chosen id; defaults to selecting the class app-wide. */
  onValueChange?: (classId: string | null) => void;
  /** The visible label (default "Class"); it also names the control. */
  label?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
};

/** "Ada's class (1 student)" or "(N students)". */
export function classOptionLabel(className: string, studentCount: number): string {
  // Set apart where directions mix, so the count stays after the name.
  const name = isolate(className);
  return plural(studentCount, { one: `${name} (# student)`, other: `${name} (# students)` });
}

/**
 * The "Select a class" picker (docs/product.md#classes) with each class's student count. Bound to the app's
 * selected class unless `value`/`onValueChange` are given. A native select: keyboard, screen
 * reader and phone pickers work as people expect.
 */
export function ClassPicker({
  value,
  onValueChange,
  label,
  hideLabel = false,
  disabled = false,
  id,
  className,
}: ClassPickerProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const selected = useSelectedClass();
  const { data: classes, isPending } = useClasses();
  const current = value === undefined ? selected.classId : value;
  const onChange = onValueChange ?? selected.selectClass;
  const known = classes?.some((c) => c.id === current) ?? false;

  return (
    <div className={cn("grid w-full max-w-sm gap-1.5", className)}>
      <Label htmlFor={selectId} className={hideLabel ? "sr-only" : undefined}>
        {label ?? t`Class`}
      </Label>
      <div className="relative">
        <select
          id={selectId}
          value={known && current ? current : ""}
          disabled={disabled || isPending}
          onChange={(event) => onChange(event.target.value || null)}
          className={cn(
            "block min-h-11 w-full min-w-0 cursor-pointer appearance-none truncate rounded-lg border",
            "border-input bg-card py-2 ps-3 pe-10 text-base text-card-foreground",
            "focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-60",
          )}
        >
          <option value="" disabled>
            {isPending ? t`Loading classes...` : t`Select a class`}
          </option>
          {classes?.map((c) => (
            <option key={c.id} value={c.id}>
              {classOptionLabel(c.name, c.studentCount)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}
