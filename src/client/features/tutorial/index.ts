// What other features use of the tutorial: its provider and controls.
export { TutorialProvider, useTutorial } from "./tutorial-context";
