/**
 * `npm run bench` runs every benchmark module and prints its figures. Add a module by adding a
 * line below; `npm run bench -- domain` runs only the named ones. A name that is not a bench
 * stops the run before anything is measured, listing the benches that exist, so a typo never
 * passes for a bench that printed nothing.
 */
export interface BenchModule {
  run(): Promise<void>;
}

const benches: Record<string, () => Promise<BenchModule>> = {
  domain: () => import("./domain"),
  seating: () => import("./seating"),
  api: () => import("./api"),
  landing: () => import("./landing"),
  wheel: () => import("./wheel"),
  load: () => import("./load"),
  "sqlite-sync": () => import("./sqlite-sync"),
  "large-class": () => import("./large-class"),
  stall: () => import("./stall"),
  app: () => import("./app"),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !Object.hasOwn(benches, name));
if (unknown.length > 0) {
  console.error(
    `No bench named ${unknown.map((n) => `"${n}"`).join(", ")}. The benches are: ${Object.keys(benches).join(", ")}.`,
  );
  process.exit(2);
}
for (const [name, load] of Object.entries(benches)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n## ${name}`);
  await (await load()).run();
}
