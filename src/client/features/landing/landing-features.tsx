import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  FileSpreadsheet,
  GraduationCap,
  History,
  LoaderPinwheel,
  type LucideIcon,
  Printer,
  Scale,
  School,
  SlidersHorizontal,
  UsersRound,
} from "lucide-react";

type Feature = { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor };

// What the app does today (docs/product.md#landing). The page is prerendered before any
// server's configuration is known, so it names only the roster imports every server has: a
// pasted list, CSV and OneRoster. Google Classroom needs the server's Google credentials
// (docs/product.md#roster-import); the app offers it where they are set.
export const FEATURES: Feature[] = [
  {
    icon: School,
    title: msg`Class management`,
    text: msg`Keep up to 5 classes, each with as many students as you teach. Add, edit or remove a student in a moment.`,
  },
  {
    icon: SlidersHorizontal,
    title: msg`Custom attributes`,
    text: msg`Every student gets a number, a color, an element and a shape. Rename them and their options to suit your room.`,
  },
  {
    icon: Scale,
    title: msg`Balanced assignment`,
    text: msg`New students get the attributes that keep every category even, so your groups stay balanced all year.`,
  },
  {
    icon: UsersRound,
    title: msg`Smart grouping`,
    text: msg`Completely random, like with like, or diverse groups that mix every category. You choose how many.`,
  },
  {
    icon: LoaderPinwheel,
    title: msg`Magic randomizer`,
    text: msg`A colorful spinning wheel picks the next student fairly. Add your own items too: jobs, topics, prizes.`,
  },
  {
    icon: FileSpreadsheet,
    title: msg`CSV import`,
    text: msg`Bring a whole roster in at once from a spreadsheet. Download the template, fill it in, import.`,
  },
  {
    icon: GraduationCap,
    title: msg`Roster import from OneRoster`,
    text: msg`Paste a list of names, or import your school system's OneRoster export and bring it up to date when pupils join or leave.`,
  },
  {
    icon: Printer,
    title: msg`Print`,
    text: msg`Print student lists, group sheets and an attribute reference for the wall or the substitute folder.`,
  },
  {
    icon: History,
    title: msg`Selection history`,
    text: msg`See who the wheel has already picked, so every student gets a turn. Clear it when a new week starts.`,
  },
];

export function LandingFeatures() {
  return (
    <section aria-labelledby="features-title" className="border-y border-border bg-card">
      <div className="mx-auto w-full max-w-[1200px] px-4 py-16 sm:px-6 lg:py-24">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-balance">
            <Trans>Everything you need for group work</Trans>
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            <Trans>
              Set your classes up once, then make groups and picks in seconds, all year long.
            </Trans>
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title.id}
              className="flex gap-4 rounded-card border border-border bg-background p-5 sm:flex-col sm:gap-4 sm:p-6"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{i18n._(title)}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{i18n._(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
