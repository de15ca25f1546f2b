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

type Feature = { icon: LucideIcon; title: string; text: string };

// What the app does today (docs/product.md#landing). The page is prerendered before any
// server's configuration is known, so it names only the roster imports every server has: a
// pasted list, CSV and OneRoster. Google Classroom needs the server's Google credentials
// (docs/product.md#roster-import); the app offers it where they are set.
export const FEATURES: Feature[] = [
  {
    icon: School,
    title: "Class management",
    text: "Keep up to 5 classes, each with as many students as you teach. Add, edit or remove a student in a moment.",
  },
  {
    icon: SlidersHorizontal,
    title: "Custom attributes",
    text: "Every student gets a number, a color, an element and a shape. Rename them and their options to suit your room.",
  },
  {
    icon: Scale,
    title: "Balanced assignment",
    text: "New students get the attributes that keep every category even, so your groups stay balanced all year.",
  },
  {
    icon: UsersRound,
    title: "Smart grouping",
    text: "Completely random, like with like, or diverse groups that mix every category. You choose how many.",
  },
  {
    icon: LoaderPinwheel,
    title: "Magic randomizer",
    text: "A colorful spinning wheel picks the next student fairly. Add your own items too: jobs, topics, prizes.",
  },
  {
    icon: FileSpreadsheet,
    title: "CSV import",
    text: "Bring a whole roster in at once from a spreadsheet. Download the template, fill it in, import.",
  },
  {
    icon: GraduationCap,
    title: "Roster import from OneRoster",
    text: "Paste a list of names, or import your school system's OneRoster export and bring it up to date when pupils join or leave.",
  },
  {
    icon: Printer,
    title: "Print",
    text: "Print student lists, group sheets and an attribute reference for the wall or the substitute folder.",
  },
  {
    icon: History,
    title: "Selection history",
    text: "See who the wheel has already picked, so every student gets a turn. Clear it when a new week starts.",
  },
];

export function LandingFeatures() {
  return (
    <section aria-labelledby="features-title" className="border-y border-border bg-card">
      <div className="mx-auto w-full max-w-[1200px] px-4 py-16 sm:px-6 lg:py-24">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-balance">
            Everything you need for group work
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            Set your classes up once, then make groups and picks in seconds, all year long.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-card border border-border bg-background p-5 sm:flex-col sm:gap-4 sm:p-6"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
