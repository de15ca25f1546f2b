import { useState } from "react";
import { expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { ConflictsPanel } from "#src/client/features/seating/chart/conflicts-panel";
import type { PlacementInput } from "#src/client/features/seating/placement/placement-protocol";
import { usePlacement } from "#src/client/features/seating/placement/use-placement";
import { PresetChooser } from "#src/client/features/seating/room-editor/preset-chooser";
import { seatingNames } from "#src/client/features/seating/words/seat-words";
import { presetRoom } from "#src/domain/seating/presets";
import type { Room } from "#src/domain/seating/room-types";
import type { SeatingResult } from "#src/domain/seating/seating-types";
import { renderSeating } from "./render";

const made = presetRoom({ kind: "tables", tables: 2, seats: 4 });
if (!made.ok) throw new Error("the preset makes a room");
const ROOM = made.room;
const kid = (id: string) => ({ id, number: null, color: null, element: null, shape: null });

/** Places on a button press with the hook, as the seating screen will. */
function Placer({ input, results }: { input: PlacementInput; results: (SeatingResult | null)[] }) {
  const place = usePlacement();
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      onClick={async () => {
        results.push(await place(input));
        setDone(true);
      }}
    >
      {done ? "placed" : "place"}
    </button>
  );
}

test("the placement runs in a Web Worker and answers placeStudents' result", async () => {
  const results: (SeatingResult | null)[] = [];
  const students = ["a", "b", "c", "d", "e"].map(kid);
  const input: PlacementInput = {
    room: ROOM,
    students,
    options: { rules: [{ kind: "keep-together", studentIds: ["a", "e"] }], seed: 3 },
  };
  await renderSeating(<Placer input={input} results={results} />);
  await page.getByRole("button", { name: "place" }).click();
  await expect.element(page.getByRole("button", { name: "placed" })).toBeVisible();
  const [result] = results;
  if (!result?.ok) throw new Error("the class fits the room");
  expect(Object.values(result.chart).sort()).toEqual(["a", "b", "c", "d", "e"]);
  // Kept together: a and e share a table.
  const tableOf = (id: string) =>
    Object.keys(result.chart)
      .find((s) => result.chart[s] === id)
      ?.split(":")[0];
  expect(tableOf("a")).toBe(tableOf("e"));
  expect(result.broken).toEqual([]);
});

test("the conflicts are listed in words, and Place anyway is offered only when everyone fits", async () => {
  let anyway = 0;
  const names = seatingNames(ROOM, [
    { id: "a", name: "Ava" },
    { id: "b", name: "Ben" },
  ]);
  const screen = await renderSeating(
    <ConflictsPanel
      conflicts={[{ code: "apart-and-together", rules: [0, 1], students: ["a", "b"] }]}
      canPlaceAnyway
      names={names}
      onPlaceAnyway={() => anyway++}
    />,
  );
  const alert = page.getByRole("alert");
  await expect.element(alert).toHaveTextContent("No chart was made: something can't hold.");
  await expect
    .element(alert)
    .toHaveTextContent("Ava and Ben are kept apart by one rule and together by another.");
  await page.getByRole("button", { name: "Place anyway" }).click();
  expect(anyway).toBe(1);

  screen.unmount();
  await renderSeating(
    <ConflictsPanel
      conflicts={[{ code: "too-many-students", students: 9, seats: 8 }]}
      canPlaceAnyway={false}
      names={names}
      onPlaceAnyway={() => anyway++}
    />,
  );
  await expect
    .element(alert)
    .toHaveTextContent(
      "9 students to seat, and the room has only 8 seats. Add seats or close the gaps.",
    );
  await expect.element(page.getByRole("button", { name: "Place anyway" })).not.toBeInTheDocument();
});

test("a ready-made room from its counts: the seats it makes, or its counts' fault, as they are typed", async () => {
  const chosen: Room[] = [];
  await renderSeating(<PresetChooser onChoose={(room) => chosen.push(room)} />);
  await expect.element(page.getByTestId("preset-result")).toHaveTextContent("30 seats");
  await page.getByRole("radio", { name: "Horseshoe with an inner row" }).click();
  const inner = page.getByRole("spinbutton", { name: "Desks in the inner row" });
  await inner.fill("7");
  await expect
    .element(page.getByTestId("preset-result"))
    .toHaveTextContent("The number of desks in the inner row is out of range.");
  await expect.element(page.getByRole("button", { name: "Use this room" })).toBeDisabled();
  await inner.fill("6");
  await expect.element(page.getByTestId("preset-result")).toHaveTextContent("26 seats");
  const sides = page.getByRole("spinbutton", { name: "Desks down each side" });
  await sides.fill("24");
  await expect
    .element(page.getByTestId("preset-result"))
    .toHaveTextContent("The room has 62 seats; a room holds at most 60.");
  await sides.fill("6");
  await userEvent.click(page.getByRole("button", { name: "Use this room" }));
  expect(chosen).toHaveLength(1);
  expect(chosen[0]?.furniture).toHaveLength(26);
});
