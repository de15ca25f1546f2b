export * from "./attendance";
export * from "./classes";
export * from "./common";
export * from "./groupings";
export * from "./history";
export * from "./rosters";
export * from "./settings";
export * from "./students";
