import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Check, Sparkles } from "lucide-react";

// Decorative art, drawn inline (no image requests): a class wheel and a set of groups.
const WEDGES = [
  "#dc2626",
  "#eab308",
  "#16a34a",
  "#9333ea",
  "#2563eb",
  "#f97316",
  "#0d9488",
  "#db2777",
];

function wedgePath(index: number, count: number, r: number): string {
  const start = (index / count) * 2 * Math.PI - Math.PI / 2;
  const end = ((index + 1) / count) * 2 * Math.PI - Math.PI / 2;
  const point = (angle: number) =>
    `${(100 + r * Math.cos(angle)).toFixed(2)} ${(100 + r * Math.sin(angle)).toFixed(2)}`;
  return `M100 100L${point(start)}A${r} ${r} 0 0 1 ${point(end)}Z`;
}

function Wheel() {
  return (
    <svg viewBox="0 0 200 212" className="h-auto w-full" role="presentation">
      <g transform="translate(0 12)">
        <circle cx="100" cy="100" r="96" className="fill-card stroke-border" strokeWidth="2" />
        {WEDGES.map((color, i) => (
          <path key={color} d={wedgePath(i, WEDGES.length, 90)} fill={color} />
        ))}
        <circle cx="100" cy="100" r="22" className="fill-card" />
        <circle cx="100" cy="100" r="16" fill="#6d28d9" />
      </g>
      <path d="M100 30 88 4h24z" className="fill-foreground" />
    </svg>
  );
}

type Member = { name: string; color: string };
/** The wheel's pick in the picture: a name, as written in every language. */
const WINNER = "Leo";
const GROUPS: { title: MessageDescriptor; members: Member[] }[] = [
  {
    title: msg`Group 1`,
    members: [
      { name: "Maya", color: "#dc2626" },
      { name: "Leo", color: "#eab308" },
      { name: "Aisha", color: "#16a34a" },
    ],
  },
  {
    title: msg`Group 2`,
    members: [
      { name: "Sam", color: "#9333ea" },
      { name: "Priya", color: "#dc2626" },
      { name: "Diego", color: "#eab308" },
    ],
  },
];

/** The hero's picture: a class card with balanced groups and the wheel. Decorative only. */
export function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto mb-20 w-full max-w-md select-none">
      <div className="rounded-card border border-border bg-card p-4 shadow-soft sm:p-5">
        <div className="mb-4 flex items-center justify-between gap-2">
          <span className="text-sm font-semibold">
            <Trans>Room 12 · Science</Trans>
          </span>
          <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
            <Trans>24 students</Trans>
          </span>
        </div>
        <div className="grid grid-cols-2 gap-3">
          {GROUPS.map((group) => (
            <div key={group.title.id} className="rounded-lg border border-border bg-muted p-3">
              <p className="mb-2 text-sm font-semibold">{i18n._(group.title)}</p>
              <ul className="grid gap-1.5">
                {group.members.map((m) => (
                  <li key={m.name} className="flex items-center gap-2 text-sm">
                    <span
                      className="size-3 shrink-0 rounded-full"
                      style={{ backgroundColor: m.color }}
                    />
                    <bdi>{m.name}</bdi>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-4 flex h-10 items-center gap-1.5 pe-28 text-sm text-muted-foreground sm:pe-32">
          <Check className="size-4 shrink-0 text-green-700 dark:text-green-400" strokeWidth={3} />
          <Trans>Balanced by color</Trans>
        </p>
      </div>
      <div className="absolute -end-2 -bottom-20 w-28 rounded-card border border-border bg-card p-2.5 shadow-soft sm:-end-6 sm:w-32">
        <Wheel />
        <p className="mt-1 flex items-center justify-center gap-1.5 text-sm font-semibold">
          <Sparkles className="size-4 text-amber-500" />
          <Trans>
            <bdi>{WINNER}</bdi>!
          </Trans>
        </p>
      </div>
    </div>
  );
}
