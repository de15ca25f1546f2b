import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { ClipboardCheck, Dices, UsersRound } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Logo } from "#src/client/components/logo";
import { isolate } from "#src/client/i18n/format";
import { cn } from "#src/client/lib/cn";
import { useSubstitute } from "./context";
import { GroupsSection } from "./groups-section";
import { dayText } from "./refusal-page";
import { RollSection } from "./roll-section";
import { WheelSection } from "./wheel-section";

const SECTIONS = ["roll", "wheel", "groups"] as const;
type Section = (typeof SECTIONS)[number];

/**
 * The substitute's lesson: who the class is and until when, then Roll, Wheel and Groups as tabs
 * (each kept as it was while another shows). Nothing else: no roster edits, no export, no
 * other class, no account.
 */
export function SubstituteLesson() {
  const { session } = useSubstitute();
  const [section, setSection] = useState<Section>("roll");
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const name = isolate(session.class_name);
  const until = dayText(session.ends_on);
  const owner = session.owner_name;
  const labels: Record<Section, string> = { roll: t`Roll`, wheel: t`Wheel`, groups: t`Groups` };
  const icons = { roll: ClipboardCheck, wheel: Dices, groups: UsersRound };

  function onKey(event: KeyboardEvent, index: number) {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: SECTIONS.length - 1 - index }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    const rtl = document.documentElement.dir === "rtl" && event.key.startsWith("Arrow");
    const next = (index + (rtl ? -step : step) + SECTIONS.length) % SECTIONS.length;
    setSection(SECTIONS[next] as Section);
    tabs.current[next]?.focus();
  }

  return (
    <main className="mx-auto grid min-h-dvh w-full max-w-6xl content-start gap-4 px-3 py-4 sm:px-6">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Logo showName={false} />
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-semibold wrap-anywhere sm:text-2xl">
            {t`${name} — substitute access until ${until}`}
          </h1>
          <p className="text-sm text-muted-foreground wrap-anywhere">
            <Trans>
              Class of <bdi>{owner}</bdi>
            </Trans>
          </p>
        </div>
      </header>
      <div
        role="tablist"
        aria-label={t`What to do`}
        className="grid grid-cols-3 gap-1 rounded-xl bg-muted p-1"
      >
        {SECTIONS.map((key, index) => {
          const Icon = icons[key];
          const selected = key === section;
          return (
            <button
              key={key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${key}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setSection(key)}
              onKeyDown={(event) => onKey(event, index)}
              className={cn(
                "flex min-h-11 items-center justify-center gap-2 rounded-lg px-2 font-semibold",
                selected ? "bg-card text-card-foreground shadow-soft" : "text-muted-foreground",
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
              {labels[key]}
            </button>
          );
        })}
      </div>
      {SECTIONS.map((key) => (
        <section
          key={key}
          role="tabpanel"
          id={`${base}-panel-${key}`}
          aria-labelledby={`${base}-tab-${key}`}
          hidden={key !== section}
          className="min-w-0"
        >
          {key === "roll" ? (
            <RollSection />
          ) : key === "wheel" ? (
            <WheelSection />
          ) : (
            <GroupsSection />
          )}
        </section>
      ))}
    </main>
  );
}
