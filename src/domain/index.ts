/** ClassCharm's domain core: pure rules shared by the server and the browser. */
export type {
  AttributeDefinition,
  AttributeName,
  AttributeSet,
  AttributeSettingInput,
  AttributeValue,
  StudentAttributes,
} from "./attributes";
export {
  ATTRIBUTE_LABELS,
  ATTRIBUTE_NAMES,
  attributeList,
  attributeWord,
  DEFAULT_ATTRIBUTES,
  DEFAULT_OPTIONS,
  displayValue,
  effectiveAttribute,
  effectiveAttributes,
  isAttributeName,
  isValidValue,
  NOT_AVAILABLE,
  valueAt,
  valueError,
  valueIndex,
} from "./attributes";
export type { AttributeCounts } from "./balance";
export {
  addToCounts,
  assignBalanced,
  balancedValues,
  countValues,
  emptyCounts,
  leastUsedIndex,
} from "./balance";
export type { CsvContent, CsvEncoding } from "./csv-content";
export {
  binarySignature,
  CSV_SNIFF_BYTES,
  checkCsvContent,
  NOT_A_CSV,
} from "./csv-content";
export type { CsvPreview } from "./csv-export";
export {
  classSlug,
  csvPreview,
  csvTemplate,
  exportFileName,
  exportStudentsCsv,
  PREVIEW_ROWS,
} from "./csv-export";
export { CSV_COLUMNS, csvField, csvText, escapeFormula, unescapeFormula } from "./csv-format";
export type { CsvImportOptions, CsvImportResult, ImportedStudent, Notice } from "./csv-import";
export {
  checkCsvFile,
  FILE_TOO_LARGE,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  NO_STUDENTS_TO_IMPORT,
  parseStudentCsv,
  TOO_MANY_ROWS,
  utf8Length,
} from "./csv-import";
export type { TightBound, TightBoundOptions } from "./group-bound";
export { exactLowerBound, tightQuality } from "./group-bound";
export type { ExplainContext, ExplainStudent } from "./group-explain";
export { EXPLAIN_LENGTH, explainGroup } from "./group-explain";
export type { PartnerHistory, PastGrouping } from "./group-partners";
export type { PlanOptions, PlanResult, PlanStudent } from "./group-plan";
export { balanceTolerance, checkRules, planGroups } from "./group-plan";
export type { GroupQuality } from "./group-quality";
export { groupQuality } from "./group-quality";
export type { IdGroups, RuleBreak } from "./group-rule-check";
export { countRepeatedPairs, repeatedPairs, ruleCheck } from "./group-rule-check";
export type { GroupRule, RuleKind, RuleProblem } from "./group-rules";
export type { GroupSizeRequest } from "./group-sizes";
export { evenSizes, groupSizesFor } from "./group-sizes";
export type { GroupingMethod, GroupingOptions } from "./grouping";
export {
  clampGroupCount,
  createGroups,
  DEFAULT_GROUPS,
  groupSizes,
  MAX_GROUPS,
  MIN_GROUPS,
} from "./grouping";
export type { HistoryPeriod, PickEntry, TallyRow } from "./history-stats";
export {
  entriesIn,
  HISTORY_CSV_COLUMNS,
  HISTORY_PERIOD_LABELS,
  HISTORY_PERIODS,
  historyCsv,
  historyFileName,
  lastPickIds,
  localDateTime,
  periodBounds,
  pickTally,
} from "./history-stats";
export type { ImportRow } from "./import-rows";
export { importRefusal, importRowErrors, MAX_ROW_ERRORS } from "./import-rows";
export type { OptionEditResult, StudentRecord, StudentValueChange } from "./option-changes";
export { planOptionChange, removeOption, renameOption, resetOptions } from "./option-changes";
export type { OptionColors } from "./option-colors";
export {
  COLOR_PRESETS,
  FALLBACK_COLORS,
  HEX_COLOR,
  isHexColor,
  keepOptionColors,
  nextOptionColors,
  optionColor,
  presetColor,
  SWATCH_CHOICES,
  swatchNeedsOutline,
  swatchTextColor,
} from "./option-colors";
export {
  MAX_OPTION_LENGTH,
  MAX_OPTIONS,
  MIN_OPTIONS,
  normalizeOptions,
  validateOptions,
} from "./option-rules";
export type {
  PasteColumn,
  PasteImportOptions,
  PasteImportResult,
  RepeatedName,
} from "./paste-import";
export {
  blankRowsText,
  NOTHING_PASTED,
  PASTE_TOO_LARGE,
  PASTE_TOO_MANY_ROWS,
  parsePastedStudents,
  repeatText,
} from "./paste-import";
export type { OffWheelReason, PickMode } from "./picking";
export {
  drawSeveral,
  fewestPicks,
  MAX_PICKS,
  maxPicks,
  PICK_MODE_LABELS,
  PICK_MODES,
  pickCounts,
  turnEligible,
  whyNotOnWheel,
} from "./picking";
export type { Random } from "./random";
export {
  cryptoRandom,
  defaultRandom,
  pick,
  randomFraction,
  seededRandom,
  shuffled,
  shuffleInPlace,
} from "./random";
export { relativeTime } from "./relative-time";
export { isSchoolDay, isWritableDay, localDay, weekStart } from "./school-day";
export type { ShuffledStudent } from "./shuffle-categories";
export { evenOptionIndices, shuffleCategories } from "./shuffle-categories";
export type { StudentInput } from "./student";
export {
  NAME_REQUIRED,
  nameError,
  nameKey,
  newStudentDefaults,
  normalizeName,
  validateStudent,
} from "./student";
export type { SpinPhase, Weights } from "./wheel";
export {
  COOLDOWN_MS,
  chances,
  easeOutCubic,
  MAX_TURNS,
  MIN_TURNS,
  pickWinner,
  rotationAt,
  SPIN_MS,
  spinPhase,
  spinTarget,
  wedgeBounds,
  winnerIndex,
} from "./wheel";
export {
  labelTextColor,
  relativeLuminance,
  WHEEL_PALETTE,
  wedgeColor,
  wedgeColors,
} from "./wheel-colors";
export type { LabelFit, LabelInput, LabelRoom, MeasureText, Upright } from "./wheel-labels";
export {
  contrastRatio,
  firstName,
  firstNameInitial,
  fitLabel,
  fittingSize,
  MAX_LABEL_SHARE,
  MIN_LABEL_FLOOR_PX,
  MIN_LABEL_SHARE,
  maxLabelPx,
  minLabelPx,
  shortForms,
  uprightLabel,
} from "./wheel-labels";
