import { clampGroupCount } from "#src/domain/grouping/groups";
import type { GroupSettingsInput } from "#src/domain/schemas/group-settings";
import { clampPerGroup, type GroupForm } from "./group-form-state";

/**
 * The form's remembered part (docs/product.md#groups): method, category, attributes, sizes and
 * New partners, the typed numbers clamped. Which students are ticked is not remembered: that is
 * today's choice.
 */
export function settingsOfForm(form: GroupForm): GroupSettingsInput {
  return {
    method: form.method,
    category: form.category,
    balance_on: [...form.balanceOn],
    size_mode: form.sizeMode,
    group_count: clampGroupCount(form.countText),
    per_group: clampPerGroup(form.perGroupText),
    per_group_rule: form.perGroupRule,
    avoid_partners: form.avoidPartners,
    partner_rounds: form.partnerRounds,
    partners_first: form.partnersFirst,
  };
}

/** The form with the class's remembered choices (the ticks kept). */
export function formWithSettings(form: GroupForm, settings: GroupSettingsInput): GroupForm {
  return {
    ...form,
    method: settings.method,
    category: settings.category,
    balanceOn: [...settings.balance_on],
    sizeMode: settings.size_mode,
    countText: String(settings.group_count),
    perGroupText: String(settings.per_group),
    perGroupRule: settings.per_group_rule,
    avoidPartners: settings.avoid_partners,
    partnerRounds: settings.partner_rounds,
    partnersFirst: settings.partners_first,
  };
}

/** The same choices, in the same order (the key a save is compared by). */
export function settingsKey(settings: GroupSettingsInput): string {
  const { method, category, balance_on, size_mode, group_count, per_group, per_group_rule } =
    settings;
  const { avoid_partners, partner_rounds, partners_first } = settings;
  return JSON.stringify([
    method,
    category,
    balance_on,
    size_mode,
    group_count,
    per_group,
    per_group_rule,
    avoid_partners,
    partner_rounds,
    partners_first,
  ]);
}
