import { toast } from "../../components/toast/toast-store";
import { Label } from "../../components/ui/label";
import { Switch } from "../../components/ui/switch";
import { BALANCED_PREFERENCE, useBalancedDefault, useSavePreference } from "./api";

/** The general preference of spec §2: default balanced assignment for new students. */
export function PreferenceCard() {
  const { value, isLoading } = useBalancedDefault();
  const save = useSavePreference();
  const checked = save.isPending ? Boolean(save.variables?.preference_value) : value;

  async function change(next: boolean) {
    try {
      await save.mutateAsync({ preference_key: BALANCED_PREFERENCE, preference_value: next });
      toast({ title: "Preference saved successfully" });
    } catch {
      toast({ title: "Failed to save preference", variant: "destructive" });
    }
  }

  return (
    <section
      aria-labelledby="preferences-heading"
      className="grid gap-4 rounded-card border border-border bg-card p-5 text-card-foreground shadow-soft"
    >
      <h2 id="preferences-heading" className="text-xl font-semibold">
        General
      </h2>
      <div className="flex items-start gap-3">
        <Switch
          id="pref-balanced"
          checked={checked}
          disabled={isLoading || save.isPending}
          onCheckedChange={(next) => void change(next)}
          aria-describedby="pref-balanced-hint"
          className="mt-2"
        />
        <div className="grid gap-0.5">
          <Label htmlFor="pref-balanced" className="min-h-11 content-center text-base">
            Default balanced assignment
          </Label>
          <p id="pref-balanced-hint" className="text-sm text-muted-foreground">
            New students start with "Use Balanced Assignment" turned on, so their attributes stay
            evenly spread.
          </p>
        </div>
      </div>
    </section>
  );
}
