import { Plus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { wedgeColor } from "../../../domain/wheel-colors";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { confirmRemoval } from "./remove-item";
import { extraItem, type WheelItem } from "./wheel-items";

type Props = {
  items: readonly WheelItem[];
  /** While the wheel turns its items stay as they are. */
  locked: boolean;
  onAdd: (item: WheelItem) => void;
  onRemove: (id: string) => void;
};

/** The text box for extra items and the available-items list (the wheel's text equivalent). */
export function ItemsCard({ items, locked, onAdd, onRemove }: Props) {
  const inputId = useId();
  const headingId = useId();
  const [text, setText] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const remove = async (item: WheelItem, index: number) => {
    const asker = document.activeElement;
    const removed = await confirmRemoval(item, () => onRemove(item.id));
    // After the dialog's own focus return (Radix restores focus in a timeout after closing).
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (!removed) {
          if (asker instanceof HTMLElement && asker.isConnected) asker.focus();
          return;
        }
        const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
        const next = buttons[Math.min(index, buttons.length - 1)];
        (next ?? inputRef.current)?.focus();
      }),
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 content-start gap-4 rounded-card border border-border bg-card p-4 text-card-foreground shadow-soft sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        Available Items ({items.length})
      </h2>
      <form
        className="grid gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          const item = extraItem(text);
          if (!item || locked) return;
          onAdd(item);
          setText("");
        }}
      >
        <Label htmlFor={inputId}>Add an item to the wheel</Label>
        <div className="flex min-w-0 gap-2">
          <Input
            ref={inputRef}
            id={inputId}
            value={text}
            maxLength={100}
            placeholder="e.g. Teacher's choice"
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={!text.trim() || locked}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      </form>
      {items.length === 0 ? (
        <p className="text-muted-foreground">No items on the wheel.</p>
      ) : (
        <ul
          ref={listRef}
          aria-labelledby={headingId}
          className="grid max-h-80 gap-1 overflow-y-auto pr-1"
        >
          {items.map((item, index) => (
            <li key={item.id} className="flex min-w-0 items-center gap-3 rounded-lg pl-2">
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-full"
                style={{ backgroundColor: wedgeColor(index, items.length) }}
              />
              <span className="min-w-0 flex-1 truncate">{item.name}</span>
              {item.isStudent ? null : (
                <span className="rounded-full border border-border px-2 text-xs text-muted-foreground">
                  Extra
                </span>
              )}
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${item.name}`}
                disabled={locked}
                onClick={() => void remove(item, index)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
