/**
 * `npm run bench` runs every benchmark module and prints its figures. Add a module by adding a
 * line below; `npm run bench -- domain` runs only the named ones.
 */
export interface BenchModule {
  run(): Promise<void>;
}

const benches: Record<string, () => Promise<BenchModule>> = {
  domain: () => import("./domain"),
  api: () => import("./api"),
  landing: () => import("./landing"),
  wheel: () => import("./wheel"),
  load: () => import("./load"),
  "sqlite-sync": () => import("./sqlite-sync"),
  "large-class": () => import("./large-class"),
  app: () => import("./app"),
};

const wanted = process.argv.slice(2);
for (const [name, load] of Object.entries(benches)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n## ${name}`);
  await (await load()).run();
}
