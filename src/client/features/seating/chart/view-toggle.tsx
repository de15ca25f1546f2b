import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { Switch } from "#src/client/components/ui/switch";
import type { ChartView } from "../room-view";

/** "Students' view": the board at the top, as seen from the back; off, the teacher's view. */
export function ViewToggle({
  view,
  onView,
}: {
  view: ChartView;
  onView: (view: ChartView) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3">
      <Switch
        id={id}
        checked={view === "students"}
        onCheckedChange={(on) => onView(on ? "students" : "teacher")}
      />
      <label htmlFor={id} className="cursor-pointer">
        <Trans>Students' view (the board at the top)</Trans>
      </label>
    </div>
  );
}
