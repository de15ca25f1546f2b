// What other features use of the classes feature (the import rules allow a feature's api.ts and
// index.ts only): the class picker, the frame of a class tab, and the selected class.
export { ClassPicker, type ClassPickerProps, classOptionLabel } from "./class-picker";
export { ClassTab, TabMessage, TabSpinner } from "./class-tab";
export { SelectedClassProvider, useSelectedClass } from "./selected-class";
