import type { ReactNode } from "react";
import { useAuth } from "#src/client/features/auth/auth-provider";
import { PrintCardsPage } from "#src/client/features/print/print-cards-page";
import { PrintGroupsPage } from "#src/client/features/print/print-groups-page";
import { PrintReferencePage } from "#src/client/features/print/print-reference-page";
import { PrintSeatingPage } from "#src/client/features/print/print-seating-page";
import { PrintStudentsPage } from "#src/client/features/print/print-students-page";
import { DemoProviders } from "../demo/demo-providers";
import { TeacherProviders } from "../teacher-providers";

/**
 * The print views' routes (docs/product.md#print), outside the tabbed shell. The student list and the reference
 * read the teacher's data, or, signed out, the demo's in-memory Sample Class (docs/product.md#routes), so the demo's
 * print buttons work too. The group sheet prints the groups this tab generated last, with no
 * request.
 */
function WithTeacherData({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user) return <TeacherProviders userId={user.id}>{children}</TeacherProviders>;
  return <DemoProviders>{children}</DemoProviders>;
}

export function PrintStudentsRoute() {
  return (
    <WithTeacherData>
      <PrintStudentsPage />
    </WithTeacherData>
  );
}

export function PrintCardsRoute() {
  return (
    <WithTeacherData>
      <PrintCardsPage />
    </WithTeacherData>
  );
}

export function PrintReferenceRoute() {
  return (
    <WithTeacherData>
      <PrintReferencePage />
    </WithTeacherData>
  );
}

export function PrintGroupsRoute() {
  return <PrintGroupsPage />;
}

export function PrintSeatingRoute() {
  return <PrintSeatingPage />;
}
