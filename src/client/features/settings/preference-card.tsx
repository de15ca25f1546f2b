import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { Label } from "#src/client/components/ui/label";
import { Switch } from "#src/client/components/ui/switch";
import { failureReason } from "#src/client/lib/failure-reason";
import { BALANCED_PREFERENCE, useBalancedDefault, usePreferences, useSavePreference } from "./api";
import { useWritesPaused } from "./writes-paused";

/**
 * The general preference of docs/product.md#settings: default balanced assignment for new students,
 * on until turned off. When it could not be loaded it says so rather than show a guess.
 */
export function PreferenceCard() {
  const { value, isLoading } = useBalancedDefault();
  const preferences = usePreferences();
  const save = useSavePreference();
  const paused = useWritesPaused();
  const checked = save.isPending ? Boolean(save.variables?.preference_value) : value;

  async function change(next: boolean) {
    if (save.isPending) return;
    try {
      await save.mutateAsync({ preference_key: BALANCED_PREFERENCE, preference_value: next });
      toast({ title: t`Preference saved successfully` });
    } catch (error) {
      toast({
        title: t`Failed to save preference`,
        description: failureReason(error),
        variant: "destructive",
      });
    }
  }

  return (
    <section
      aria-labelledby="preferences-heading"
      className="grid gap-4 rounded-card border border-border bg-card p-5 text-card-foreground shadow-soft"
    >
      <h2 id="preferences-heading" className="text-xl font-semibold">
        <Trans>General</Trans>
      </h2>
      {preferences.isError && !preferences.data ? (
        <div role="alert" className="grid content-start gap-2">
          <p>
            <Trans>Your preferences could not be loaded.</Trans>
          </p>
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => void preferences.refetch()}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <div className="flex items-start gap-3">
          <Switch
            id="pref-balanced"
            checked={checked}
            disabled={isLoading || paused}
            // aria-disabled, not disabled, while saving: the switch keeps the keyboard focus.
            aria-disabled={save.isPending || undefined}
            onCheckedChange={(next) => void change(next)}
            aria-describedby="pref-balanced-hint"
            className="mt-2 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          />
          <div className="grid gap-0.5">
            <Label htmlFor="pref-balanced" className="min-h-11 content-center text-base">
              <Trans>Default balanced assignment</Trans>
            </Label>
            <p id="pref-balanced-hint" className="text-sm text-muted-foreground">
              <Trans>
                On unless you turn it off: students you add, paste or import (CSV, OneRoster, Google
                Classroom) get their attributes assigned evenly. Each import can still turn it off.
              </Trans>
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
