import { bulkContract } from "./bulk-contract";
import { classesContract } from "./classes-contract";
import { groupSettingsContract } from "./group-settings-contract";
import { type ContractFill, groupingsContract } from "./groupings-contract";
import type { FreshSource } from "./helpers";
import { pickingContract } from "./picking-contract";
import { rostersContract } from "./rosters-contract";
import { seatingContract } from "./seating-contract";
import { settingsContract } from "./settings-contract";
import { studentsContract } from "./students-contract";
import { versionsContract } from "./versions-contract";

export type { ContractFill } from "./groupings-contract";
export type { FreshSource } from "./helpers";

/**
 * The DataSource contract: the same assertions the server's API tests make, run against any
 * source. `memory-source.contract.test.ts` runs it on the demo's memory source, and
 * `tests/contracts/http-source.test.ts` on the HTTP source talking to the real server,
 * so the demo keeps behaving exactly like the signed-in app.
 */
export function dataSourceContract(fresh: FreshSource, fill?: ContractFill): void {
  classesContract(fresh);
  studentsContract(fresh);
  bulkContract(fresh);
  settingsContract(fresh);
  versionsContract(fresh);
  pickingContract(fresh);
  groupingsContract(fresh, fill);
  groupSettingsContract(fresh);
  rostersContract(fresh);
  seatingContract(fresh);
}
