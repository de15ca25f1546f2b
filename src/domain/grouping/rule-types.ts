/** Types of grouping rules and their problems (see rules.ts). */
import type { Said } from "./said";

export type RuleKind = "keep-apart" | "keep-together";

export interface GroupRule {
  kind: RuleKind;
  studentIds: readonly string[];
}

/** A rule (or pin) that can't hold, in words a teacher reads. */
export interface RuleProblem {
  /** Indices into the rules given (empty when only pins are involved). */
  rules: number[];
  /** Ids of the pinned students involved. */
  pins: string[];
  /** True when the check gave up before deciding: the rules may hold, but no grouping was found. */
  undecided: boolean;
  /** Untranslated: the page says it in its language (said.ts). */
  message: Said;
}

/** Selected students as indices, rules and pins resolved to them. */
export interface RuleModel {
  n: number;
  k: number;
  sizes: readonly number[];
  /** Blocks of students that share a group (singletons included). */
  units: number[][];
  unitOf: Int32Array;
  /** The group a unit is pinned to, or -1. */
  unitPin: Int32Array;
  /** Keep-apart sets (selected members only, 2 or more) and the rule each came from. */
  apart: number[][];
  apartRule: number[];
  /** Per student, the indices of its keep-apart sets. */
  apartOf: number[][];
}

export const problem = (rules: number[], pins: string[], message: Said): RuleProblem => ({
  rules,
  pins,
  undecided: false,
  message,
});
