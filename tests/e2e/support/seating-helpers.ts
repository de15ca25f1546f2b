import type { Page } from "@playwright/test";
import { neighbourGraph } from "#src/domain/seating/neighbours";
import { roomSeats } from "#src/domain/seating/room";
import type { Room } from "#src/domain/seating/room-types";

/** The chart on screen: seat id → the student id seated there. */
export async function chartOnScreen(page: Page): Promise<Record<string, string>> {
  return page.getByTestId("chart-frame").evaluate((frame) => {
    const seats: Record<string, string> = {};
    for (const li of frame.querySelectorAll<HTMLElement>("[data-testid=chart-seat]")) {
      const student = li.querySelector<HTMLElement>("[data-student]")?.dataset.student;
      if (student && li.dataset.seat) seats[li.dataset.seat] = student;
    }
    return seats;
  });
}

/** The room's seats next to each other (as the product defines neighbours), as "seatA|seatB". */
export function neighbourSeatPairs(room: Room): Set<string> {
  const seats = roomSeats(room);
  const pairs = new Set<string>();
  neighbourGraph(seats).adjacent.forEach((next, i) => {
    for (const j of next) pairs.add(`${seats[i]?.id}|${seats[j]?.id}`);
  });
  return pairs;
}

/** Who sits next to whom in a chart: "idA|idB" with idA < idB. */
export function neighbourPairs(room: Room, chart: Record<string, string>): Set<string> {
  const pairs = new Set<string>();
  for (const pair of neighbourSeatPairs(room)) {
    const [a, b] = pair.split("|").map((seat) => chart[seat]);
    if (a && b) pairs.add(a < b ? `${a}|${b}` : `${b}|${a}`);
  }
  return pairs;
}
