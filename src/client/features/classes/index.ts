// What other features use of the classes feature (the import rules allow a feature's api.ts and
// index.ts only): the class picker, the frame of a class tab, the selected class, a class's
// quick actions and the class list's loading and error states.
export { ClassPicker, type ClassPickerProps, classOptionLabel } from "./class-picker";
export { ClassQuickActions } from "./class-quick-actions";
export { ClassTab, TabMessage, TabSpinner } from "./class-tab";
export { ClassesError, ClassesLoading } from "./classes-states";
export { SelectedClassProvider, useSelectedClass } from "./selected-class";
