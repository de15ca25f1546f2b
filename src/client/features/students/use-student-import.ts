import { plural, t } from "@lingui/core/macro";
import { toast } from "#src/client/components/toast/toast-store";
import { numberText } from "#src/client/i18n/format";
import { serverErrorMessage } from "#src/client/lib/api-error";
import type { ImportInput } from "#src/domain/schemas/students";
import { useImportStudents } from "./api";

/** "Imported 28 students" (one student: "Imported 1 student"). */
export function importedStudentsText(count: number): string {
  const n = numberText(count);
  return t`Imported ${plural(count, { one: `${n} student`, other: `${n} students` })}`;
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
          ? t`Their attributes were assigned evenly.`
          : t`They keep the attributes given in the list; any left empty show N/A.`,
      });
      return true;
    } catch (error) {
      const count = input.rows.length;
      const n = numberText(count);
      const reason =
        serverErrorMessage(error) ?? t`the server could not be reached. Please try again.`;
      toast({
        title: t`Import Failed`,
        description: plural(count, {
          one: `${n} student was not imported: ${reason}`,
          other: `${n} students were not imported: ${reason}`,
        }),
        variant: "destructive",
      });
      return false;
    }
  }
  return { run, pending: importStudents.isPending };
}
