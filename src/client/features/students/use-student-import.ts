import { toast } from "#src/client/components/toast/toast-store";
import { serverErrorMessage } from "#src/client/lib/api-error";
import type { ImportInput } from "#src/domain/schemas/students";
import { useImportStudents } from "./api";

/**
 * The one bulk request of Import CSV and Paste Names (docs/product.md#validation): "Import Started",
 * then the dialog closes, or "Import Failed" with the server's reason and nothing imported.
 * Resolves to whether the students were imported.
 */
export function useStudentImport(classId: string) {
  const importStudents = useImportStudents();
  async function run(input: ImportInput): Promise<boolean> {
    const n = input.rows.length.toLocaleString("en-US");
    toast({ title: "Import Started", description: `Importing ${n} students...` });
    try {
      await importStudents.mutateAsync({ classId, input });
      return true;
    } catch (error) {
      toast({
        title: "Import Failed",
        description: serverErrorMessage(error) ?? "Nothing was imported. Please try again.",
        variant: "destructive",
      });
      return false;
    }
  }
  return { run, pending: importStudents.isPending };
}
