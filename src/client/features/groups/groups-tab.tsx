import { useSelectedClass } from "../../app/selected-class";
import { ClassPicker } from "../../components/class-picker";
import { useClass } from "../classes/api";

/**
 * INTERIM Groups tab: the class choice works; group building (D3) arrives with the Groups
 * issue, which replaces this file.
 */
export function GroupsTab() {
  const { classId } = useSelectedClass();
  const current = useClass(classId);
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Groups</h1>
      <ClassPicker />
      {current ? (
        <p className="text-muted-foreground">
          Group building for {current.name} is coming in the next update.
        </p>
      ) : (
        <p className="text-muted-foreground">Please select a class to create groups</p>
      )}
    </div>
  );
}
