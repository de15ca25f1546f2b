import { toast } from "#src/client/components/toast/toast-store";
import { serverErrorMessage } from "#src/client/lib/api-error";
import type { ImportInput } from "#src/domain/schemas/students";
import { useImportStudents } from "./api";

/** "Imported 28 students" (one student: "Imported 1 student"). */
export function importedStudentsText(count: number): string {
  return `Imported ${count.toLocaleString("en-US")} ${count === 1 ? "student" : "students"}`;
}

/**
 * The one bulk request of Import CSV and Paste Names (docs/product.md#validation): the button
 * reads "Importing..." while it runs; once written, "Imported N students" and the dialog
 * closes, or "Import Failed" with what failed and nothing imported.
 * Resolves to whether the students were imported.
 */
export function useStudentImport(classId: string) {
  const importStudents = useImportStudents();
  async function run(input: ImportInput): Promise<boolean> {
    try {
      const { created } = await importStudents.mutateAsync({ classId, input });
      toast({
        title: importedStudentsText(created),
        description: input.balanced
          ? "Their attributes were assigned evenly."
          : "They keep the attributes given in the list; any left empty show N/A.",
      });
      return true;
    } catch (error) {
      const n = input.rows.length.toLocaleString("en-US");
      toast({
        title: "Import Failed",
        description: `${n} ${input.rows.length === 1 ? "student was" : "students were"} not imported: ${
          serverErrorMessage(error) ?? "the server could not be reached. Please try again."
        }`,
        variant: "destructive",
      });
      return false;
    }
  }
  return { run, pending: importStudents.isPending };
}
