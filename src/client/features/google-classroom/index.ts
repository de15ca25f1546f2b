// What other features use of Google Classroom: its buttons and dialogs.
export { useGoogleClassroomImport } from "./use-google-import";
export { useGoogleClassroomSync } from "./use-google-sync";
