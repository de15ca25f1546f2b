/** Seating charts: the room editor, the chart, their words, placement off the main thread, print. */
export { type ChartChange, type ChartStudent, ChartView } from "./chart/chart-view";
export { ConflictsPanel } from "./chart/conflicts-panel";
export type { PlacementInput, PlacementOptions } from "./placement/placement-protocol";
export { usePlacement } from "./placement/use-placement";
export { PrintChart, type PrintStudent, printScale } from "./print/print-chart";
export {
  keepSeatingSheet,
  SEATING_SHEET_PATH,
  type SeatingSheet,
  seatingSheetToPrint,
} from "./print/seating-sheet";
export { PresetChooser } from "./room-editor/preset-chooser";
export { EMPTY_ROOM } from "./room-editor/room-edit";
export { RoomEditor } from "./room-editor/room-editor";
export { brokenText } from "./words/broken-words";
export { conflictText } from "./words/conflict-words";
export { roomErrorText } from "./words/room-error-words";
export { seatingNames } from "./words/seat-words";
