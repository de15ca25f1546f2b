import { Plural, Trans } from "@lingui/react/macro";
import { Calendar, History, LogOut, Pencil, Share2, Trash, Users } from "lucide-react";
import { Button } from "#src/client/components/ui/button";
import { dateText } from "#src/client/lib/dates";
import type { ClassDto } from "#src/domain/schemas/classes";
import { ClassQuickActions } from "./class-quick-actions";

type ClassCardProps = {
  item: ClassDto;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Share opens the Share dialog (invitations for the owner, substitute links for both). */
  onShare: () => void;
  /** Leave (a co-teacher): the class is no longer theirs. */
  onLeave: () => void;
  /** Recent changes: who did what in the class (docs/decisions/0060-who-did-what.md). */
  onRecentChanges: () => void;
  /** Edit and delete are unavailable (offline, or a save in progress). */
  readOnly: boolean;
};

export function formatUpdated(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateText(date);
}

/**
 * A class card (docs/product.md#classes). Open covers the whole card, so clicking anywhere on it opens the
 * class; edit, delete and the quick actions (Spin, Groups) sit above it.
 */
export function ClassCard({
  item,
  onOpen,
  onEdit,
  onDelete,
  onShare,
  onLeave,
  onRecentChanges,
  readOnly,
}: ClassCardProps) {
  const count = item.studentCount;
  const name = item.name;
  const owner = item.owner_name ?? "";
  const coTeacher = item.role === "co-teacher";
  const updated = formatUpdated(item.updated_at);
  return (
    <article
      aria-label={item.name}
      className="relative flex h-full flex-col gap-3 rounded-card border border-border bg-card p-5 text-card-foreground shadow-soft transition-colors duration-150 hover:border-primary"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 pt-2 text-lg font-semibold wrap-anywhere">
          <bdi>{name}</bdi>
        </h2>
        <div className="relative z-10 flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" onClick={onRecentChanges}>
            <History aria-hidden="true" />
            <span className="sr-only">
              <Trans>
                Recent changes in <bdi>{name}</bdi>
              </Trans>
            </span>
          </Button>
          <Button variant="ghost" size="icon" onClick={onEdit} disabled={readOnly}>
            <Pencil aria-hidden="true" />
            <span className="sr-only">
              <Trans>
                Edit <bdi>{name}</bdi>
              </Trans>
            </span>
          </Button>
          {/* Share: the owner's invitations, and substitute links for every teacher of the class. */}
          <Button variant="ghost" size="icon" onClick={onShare} disabled={readOnly}>
            <Share2 aria-hidden="true" />
            <span className="sr-only">
              <Trans>
                Share <bdi>{name}</bdi>
              </Trans>
            </span>
          </Button>
          {coTeacher ? (
            <Button variant="ghost" size="icon" onClick={onLeave} disabled={readOnly}>
              <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
              <span className="sr-only">
                <Trans>
                  Leave <bdi>{name}</bdi>
                </Trans>
              </span>
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive-text"
              onClick={onDelete}
              disabled={readOnly}
            >
              <Trash aria-hidden="true" />
              <span className="sr-only">
                <Trans>
                  Delete <bdi>{name}</bdi>
                </Trans>
              </span>
            </Button>
          )}
        </div>
      </div>
      {coTeacher ? (
        <p className="-mt-2 text-sm text-muted-foreground wrap-anywhere">
          <Trans>
            Shared by <bdi>{owner}</bdi>
          </Trans>
        </p>
      ) : null}
      <p
        className={
          item.description ? "wrap-anywhere whitespace-pre-line" : "text-muted-foreground italic"
        }
      >
        {item.description || <Trans>No description</Trans>}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4" />
          <Plural value={count} one="# student" other="# students" />
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Calendar aria-hidden="true" className="size-4" />
          <Trans>
            Updated <time dateTime={item.updated_at}>{updated}</time>
          </Trans>
        </span>
      </div>
      <ClassQuickActions classId={item.id} name={name} students={false} className="relative z-10" />
      <Button
        variant="secondary"
        onClick={onOpen}
        className="w-full after:absolute after:inset-0 after:rounded-card after:content-['']"
      >
        <Trans context="verb">
          Open
          <span className="sr-only">
            {" "}
            <bdi>{name}</bdi>
          </span>
        </Trans>
      </Button>
    </article>
  );
}
