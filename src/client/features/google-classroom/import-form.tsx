import { i18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Dialog } from "radix-ui";
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button, buttonClasses } from "#src/client/components/ui/button";
import { confirmKeepingFocus } from "#src/client/components/ui/confirm-keeping-focus";
import { Spinner } from "#src/client/components/ui/spinner";
import { useDataSource } from "#src/client/data/data-context";
import { numberText } from "#src/client/i18n/format";
import type { RosterImportResult } from "#src/domain/schemas/rosters";
import { useClasses } from "../classes/api";
import {
  chosenRemovals,
  importedToast,
  RosterImportFields,
  RosterReviewStep,
  removalConfirmation,
} from "../rosters";
import { useRosterLinks } from "../rosters/api";
import { useBalancedDefault, useInitialsChoice } from "../settings/api";
import { useDisconnectGoogle, useGoogleConnection, useGoogleCourses, useGoogleImport } from "./api";
import { ConnectPanel } from "./connect-panel";
import { type CourseChoices, CoursePick, initialCourseChoices, NEW_CLASS } from "./course-pick";
import { DemoNote } from "./demo-note";
import { GOOGLE_PRIVACY, googleErrorText, googleNeeds } from "./google-errors";

function Loading({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-6">
      <Spinner />
      <span>{text}</span>
    </div>
  );
}

export function GoogleImportForm({ onClose }: { onClose: () => void }) {
  const source = useDataSource();
  const server = source.kind === "server";
  const connection = useGoogleConnection(server);
  const connected = connection.data?.status === "connected";
  const courses = useGoogleCourses(server && connected);
  const classes = useClasses();
  const links = useRosterLinks(server);
  const dryRun = useGoogleImport();
  const run = useGoogleImport();
  const disconnect = useDisconnectGoogle();
  const [choices, setChoices] = useState<CourseChoices | null>(null);
  const [review, setReview] = useState<RosterImportResult | null>(null);
  const [removals, setRemovals] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<{ text: string; needs: "reconnect" | "connect" | null }>();
  // The teacher's own tick wins; until then the preference as it stands now.
  const balancedDefault = useBalancedDefault().value;
  const [balancedChoice, setBalanced] = useState<boolean | null>(null);
  const balanced = balancedChoice ?? balancedDefault;
  const initials = useInitialsChoice();
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = dryRun.isPending || run.isPending || disconnect.isPending;

  useEffect(() => {
    if (courses.data && choices === null) setChoices(initialCourseChoices(courses.data));
  }, [courses.data, choices]);
  const step = review ? "review" : "pick";
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current !== step) heading.current?.focus();
    previous.current = step;
  }, [step]);

  const list = classes.data ?? [];
  const linkedClassIds = useMemo(
    () => new Set((links.data ?? []).map((l) => l.class_id)),
    [links.data],
  );
  const picked = (courses.data ?? []).filter((c) => choices?.[c.id]?.picked);
  const input = (dry: boolean, lastInitials = initials.checked) => ({
    dry_run: dry,
    balanced,
    ...(lastInitials ? { last_initials: true } : {}),
    courses: picked.map((c) => {
      const target = choices?.[c.id]?.target ?? NEW_CLASS;
      const result = review?.classes.find((r) => r.external_id === c.id);
      return {
        course_id: c.id,
        target_class_id: target === NEW_CLASS ? null : target,
        remove_student_ids: dry
          ? []
          : (result?.left ?? []).filter((s) => removals.has(s.id)).map((s) => s.id),
      };
    }),
  });
  const fail = (error: unknown) =>
    setFailure({ text: googleErrorText(error), needs: googleNeeds(error) });

  async function onReview(lastInitials = initials.checked) {
    setFailure(undefined);
    try {
      setRemovals(new Set());
      setReview(await dryRun.mutateAsync(input(true, lastInitials)));
    } catch (error) {
      fail(error);
    }
  }
  async function onImport() {
    if (!review) return;
    const chosen = chosenRemovals(review, removals);
    if (chosen.length > 0 && !(await confirmKeepingFocus(removalConfirmation(chosen)))) return;
    setFailure(undefined);
    try {
      toast(importedToast(await run.mutateAsync(input(false))));
      onClose();
    } catch (error) {
      fail(error);
    }
  }
  async function onDisconnect() {
    const ok = await confirmKeepingFocus({
      title: t`Disconnect Google Classroom?`,
      description: t`ClassCharm's access to your Google Classroom is withdrawn at Google and deleted here. Your classes and students stay as they are.`,
      confirmLabel: t`Disconnect`,
      destructive: true,
    });
    if (!ok) return;
    try {
      await disconnect.mutateAsync();
      toast({ title: t`Google Classroom disconnected` });
    } catch (error) {
      fail(error);
    }
  }

  if (!server) return <DemoNote />;
  const needs =
    failure?.needs ??
    googleNeeds(courses.error) ??
    (connection.data && !connected
      ? connection.data.status === "reconnect"
        ? "reconnect"
        : "connect"
      : null);
  const shownError = failure && !failure.needs ? failure.text : null;
  const count = picked.length;
  const number = numberText(count);
  return (
    <div className="grid min-w-0 gap-5">
      {connection.isPending ? (
        <Loading text={t`Checking Google Classroom...`} />
      ) : connection.isError ? (
        <p role="alert">{googleErrorText(connection.error)}</p>
      ) : needs ? (
        <ConnectPanel reconnect={needs === "reconnect"} returnTo="/classes" headingRef={heading} />
      ) : courses.isPending || choices === null ? (
        <Loading text={t`Loading your Google Classroom courses...`} />
      ) : courses.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{googleErrorText(courses.error)}</p>
          <Button variant="outline" onClick={() => void courses.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : step === "review" && review ? (
        <RosterReviewStep
          review={review}
          titles={new Map(picked.map((c) => [c.id, c.name]))}
          removals={removals}
          onRemoval={(id, remove) =>
            setRemovals(new Set([...removals].filter((r) => r !== id).concat(remove ? [id] : [])))
          }
          headingRef={heading}
          disabled={busy}
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{i18n._(GOOGLE_PRIVACY)}</p>
          <CoursePick
            courses={courses.data}
            classes={list}
            linkedClassIds={linkedClassIds}
            choices={choices}
            onChoices={(next) => {
              setChoices(next);
              setFailure(undefined);
            }}
            email={connection.data?.email ?? null}
            headingRef={heading}
            disabled={busy}
          />
        </>
      )}
      {step === "review" && review && !needs ? (
        <RosterImportFields
          idPrefix="google"
          balanced={balanced}
          onBalanced={setBalanced}
          initials={initials}
          onInitials={(on) => void onReview(on)}
          disabled={busy}
        />
      ) : null}
      {shownError ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive-text p-3 text-sm break-words text-destructive-text"
        >
          {shownError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {connected && !needs ? (
          <Button variant="ghost" className="sm:me-auto" onClick={onDisconnect} disabled={busy}>
            {disconnect.isPending ? (
              <Trans>Disconnecting...</Trans>
            ) : (
              <Trans>Disconnect Google Classroom</Trans>
            )}
          </Button>
        ) : null}
        <Dialog.Close className={buttonClasses("outline")}>
          <Trans>Cancel</Trans>
        </Dialog.Close>
        {step === "review" && !needs ? (
          <Button variant="outline" onClick={() => setReview(null)} disabled={busy}>
            <Trans>Back</Trans>
          </Button>
        ) : null}
        {step === "pick" && connected && !needs && courses.data ? (
          <Button onClick={() => onReview()} disabled={busy || picked.length === 0}>
            {dryRun.isPending ? <Trans>Reviewing...</Trans> : <Trans>Review Import</Trans>}
          </Button>
        ) : null}
        {step === "review" && !needs ? (
          <Button onClick={onImport} disabled={busy}>
            {run.isPending ? (
              <Trans>Importing...</Trans>
            ) : (
              t`Import ${plural(count, { one: `${number} Course`, other: `${number} Courses` })}`
            )}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
