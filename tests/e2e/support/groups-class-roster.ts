import type { Page } from "@playwright/test";
import { createClassViaApi } from "./app-helpers";
import { importViaApi } from "./roster-helpers";

/** A class of `n` students with names of usual lengths and every attribute spread. */
const FIRST = [
  "Amelia",
  "Benjamin",
  "Chloe",
  "Daniel",
  "Eleanor",
  "Felix",
  "Grace",
  "Hugo",
  "Isabella",
  "Jacob",
  "Katarina",
  "Liam",
  "Maximilian",
  "Nora",
  "Oliver",
  "Penelope",
  "Quentin",
  "Rosa",
  "Sebastian",
  "Tilly",
  "Uma",
  "Victor",
  "Willow",
  "Xavier",
  "Yasmin",
  "Zachary",
  "Aaliyah",
  "Bartholomew",
  "Cora",
  "Dmitri",
  "Evangeline",
  "Finn",
  "Gabriela",
  "Henrik",
  "Ines",
];
const LAST = ["Okafor", "Smith", "Nguyen", "Kowalski", "Brown", "Haddad", "Lee", "Fernandes"];
const COLORS = ["Red", "Yellow", "Green", "Purple"];
const ELEMENTS = ["Fire", "Water", "Earth", "Air"];
const SHAPES = ["Square", "Circle", "Triangle", "Diamond"];

export function classRows(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    name: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
    number: (i % 4) + 1,
    color: COLORS[i % 4] ?? null,
    element: ELEMENTS[(i + 1) % 4] ?? null,
    shape: SHAPES[(i + 2) % 4] ?? null,
  }));
}

export async function classOf(page: Page, name: string, n: number) {
  const room = await createClassViaApi(page, name);
  await importViaApi(page, room.id, classRows(n));
  return room;
}
