import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  Check,
  Clock,
  HeartHandshake,
  type LucideIcon,
  Scale,
  Smile,
  Sparkles,
} from "lucide-react";
import { PRODUCT_NAME } from "#src/client/lib/constants";

type Benefit = { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor };

// The product's benefit claims (docs/product.md#landing), in its words, with what they mean in a classroom.
export const BENEFITS: Benefit[] = [
  {
    icon: Clock,
    title: msg`Save hours of manual group creation`,
    text: msg`No more sticky notes and seating-chart puzzles. Groups that took a planning period take one click.`,
  },
  {
    icon: Scale,
    title: msg`Fair and balanced teams`,
    text: msg`Students spread evenly across groups by the categories you choose, so no group is stacked.`,
  },
  {
    icon: HeartHandshake,
    title: msg`Less classroom stress`,
    text: msg`Nobody argues with the wheel. Picks and groups are plainly fair, so the class moves on.`,
  },
  {
    icon: Smile,
    title: msg`Engaged students`,
    text: msg`Kids lean in when the wheel spins, and fresh groups get everyone talking to someone new.`,
  },
];

export const PERFECT_FOR = [
  msg`Elementary, middle and high school classrooms`,
  msg`Cooperative learning and group projects`,
  msg`Lab partners and learning stations`,
  msg`Calling on students fairly in discussions`,
  msg`Classroom jobs and taking turns`,
  msg`Substitute plans with groups ready to print`,
  msg`Specialists and tutors who teach several classes`,
];

export function LandingBenefits() {
  return (
    <section
      aria-labelledby="why-title"
      className="mx-auto grid w-full max-w-[1200px] gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:py-24"
    >
      <div>
        <h2 id="why-title" className="text-3xl font-bold tracking-tight text-balance">
          <Trans>Why Teachers Love {PRODUCT_NAME}</Trans>
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title.id} className="flex gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-lg leading-snug font-semibold">{i18n._(title)}</h3>
                <p className="mt-1 leading-relaxed text-muted-foreground">{i18n._(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-card border border-border bg-card p-6 shadow-soft sm:p-8">
        <h2 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Sparkles aria-hidden="true" className="size-6 text-amber-500" />
          <Trans>Perfect For</Trans>
        </h2>
        <ul className="mt-6 grid gap-3">
          {PERFECT_FOR.map((item) => (
            <li key={item.id} className="flex gap-3 leading-relaxed">
              <Check
                aria-hidden="true"
                className="mt-1 size-5 shrink-0 text-primary dark:text-violet-300"
                strokeWidth={3}
              />
              {i18n._(item)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
