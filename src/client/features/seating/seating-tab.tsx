import { t } from "@lingui/core/macro";
import { Armchair } from "lucide-react";
import { ClassTab } from "../classes";
import { SeatingScreen } from "./screen/seating-screen";

/** The Seating tab (docs/product.md#seating-charts): pick a class, draw its room, seat everyone. */
export function SeatingTab() {
  return (
    <ClassTab
      tab="seating"
      noClass={{ icon: Armchair, text: t`Please select a class to seat its students` }}
    >
      {(chosen) => <SeatingScreen key={chosen.id} classId={chosen.id} className={chosen.name} />}
    </ClassTab>
  );
}
