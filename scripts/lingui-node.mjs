// `node --import tsx --import ./scripts/lingui-node.mjs src/server/main.ts`: the server run from
// its sources (npm run dev, the tests that start it as a process) reads its messages as the
// built one does. Registered after tsx, its hooks run first: they compile the catalogues and
// turn Lingui's macros into lookups in what tsx made of a source file (scripts/lingui-catalogues.mjs).
import { register } from "node:module";

register("./lingui-node-hooks.mjs", import.meta.url);
