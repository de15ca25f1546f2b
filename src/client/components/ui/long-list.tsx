import type { ReactNode, Ref } from "react";
import { cn } from "#src/client/lib/cn";
import { useProgressiveCount } from "#src/client/lib/long-list";

/** Items per chunk: the unit the browser skips while it is off screen. */
export const CHUNK_SIZE = 50;

type Props<T> = {
  items: readonly T[];
  /** Each item, as an element with role="listitem". */
  renderItem: (item: T) => ReactNode;
  /**
   * Items drawn at first when the list is longer than a usual class (FIRST_STEP): about what
   * its box shows, so opening it over a class of 5,000 costs no more than a short list.
   */
  firstStep?: number;
  /** A change (e.g. of the search text) draws the list again from its first step. */
  restart?: unknown;
  /** The list box (e.g. its scrolling). */
  className?: string;
  /** Each chunk's layout (e.g. a grid of two columns); the chunks stack in the list box. */
  chunkClassName?: string;
  /** A chunk's height in px until it has been drawn once (then the browser remembers it). */
  chunkHeight: number;
  /** Shown inside the list when there are no items. */
  empty?: ReactNode;
  id?: string;
  ref?: Ref<HTMLDivElement>;
  "aria-label"?: string;
};

/**
 * A list that can hold a whole big class (5,000 students; decision 0025) with every item in the
 * page, so Tab, Space, find and screen readers work as in a short list:
 * - a long list is drawn in steps (useProgressiveCount), so opening it never freezes the page;
 * - items sit in chunks of CHUNK_SIZE with `content-visibility: auto`: the browser skips the
 *   style, layout and paint of chunks off screen, so a change elsewhere on the page does not
 *   lay out 5,000 rows again.
 */
export function LongList<T>({
  items,
  renderItem,
  restart = null,
  firstStep,
  className,
  chunkClassName,
  chunkHeight,
  empty,
  ref,
  ...rest
}: Props<T>) {
  const drawn = useProgressiveCount(items.length, restart, { firstStep });
  const chunks: T[][] = [];
  for (let start = 0; start < drawn; start += CHUNK_SIZE) {
    chunks.push(items.slice(start, Math.min(drawn, start + CHUNK_SIZE)));
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: chunks (role none) stand between list and items
    <div role="list" ref={ref} className={className} {...rest}>
      {chunks.map((chunk, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a chunk is a place in the list
          key={i}
          role="none"
          className={cn("[content-visibility:auto]", chunkClassName)}
          style={{ containIntrinsicSize: `auto ${chunkHeight}px` }}
        >
          {chunk.map(renderItem)}
        </div>
      ))}
      {items.length === 0 ? empty : null}
    </div>
  );
}
