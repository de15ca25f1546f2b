import { Trans } from "@lingui/react/macro";
import { type RefObject, useId } from "react";
import type { RosterClassResult, RosterImportResult } from "#src/domain/schemas/rosters";
import { leftText, reviewLines, targetText } from "./roster-review";

/**
 * The dry run's answer, class by class: what will be added, renamed and linked, and the students
 * who left with a Keep/Remove choice each (Keep unless the teacher says otherwise).
 */
export function RosterReviewStep({
  review,
  titles,
  removals,
  onRemoval,
  headingRef,
  disabled,
}: {
  review: RosterImportResult;
  /** The roster classes' titles by sourcedId. */
  titles: ReadonlyMap<string, string>;
  removals: ReadonlySet<string>;
  onRemoval: (studentId: string, remove: boolean) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  disabled: boolean;
}) {
  return (
    <div className="grid min-w-0 gap-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        <Trans>Review the Import</Trans>
      </h3>
      <p role="status" className="text-sm">
        <Trans>Nothing has changed yet: this is what Import will do.</Trans>
      </p>
      {review.classes.map((result) => (
        <ClassReview
          key={result.external_id}
          result={result}
          title={titles.get(result.external_id) ?? result.class_name}
          removals={removals}
          onRemoval={onRemoval}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

function ClassReview({
  result,
  title,
  removals,
  onRemoval,
  disabled,
}: {
  result: RosterClassResult;
  title: string;
  removals: ReadonlySet<string>;
  onRemoval: (studentId: string, remove: boolean) => void;
  disabled: boolean;
}) {
  const id = useId();
  const target = targetText(result);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid min-w-0 gap-2 rounded-lg border border-border p-3"
    >
      <h4 id={`${id}-title`} className="font-semibold wrap-anywhere">
        <Trans>
          <bdi>{title}</bdi>{" "}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
          <span className="sr-only">into</span> {target}
        </Trans>
      </h4>
      <ul className="grid list-disc gap-1 ps-5 text-sm wrap-anywhere">
        {reviewLines(result).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {result.left.length > 0 ? (
        <fieldset className="grid min-w-0 gap-2">
          <legend className="mb-1 text-sm font-semibold">{leftText(result.left.length)}</legend>
          <ul className="grid gap-2">
            {result.left.map((student) => {
              const remove = removals.has(student.id);
              const name = `${id}-${student.id}`;
              return (
                <li key={student.id}>
                  <fieldset
                    aria-label={student.name}
                    className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1"
                  >
                    <bdi aria-hidden="true" className="min-w-0 flex-1 wrap-anywhere">
                      {student.name}
                    </bdi>
                    {(["keep", "remove"] as const).map((choice) => (
                      <label
                        key={choice}
                        className="flex min-h-11 cursor-pointer items-center gap-2 text-sm"
                      >
                        <input
                          type="radio"
                          name={name}
                          value={choice}
                          checked={remove === (choice === "remove")}
                          disabled={disabled}
                          onChange={() => onRemoval(student.id, choice === "remove")}
                          className="size-5 cursor-pointer accent-(--primary)"
                        />
                        {choice === "keep" ? <Trans>Keep</Trans> : <Trans>Remove</Trans>}
                      </label>
                    ))}
                  </fieldset>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
    </section>
  );
}
