// Node's module hooks for the server run from its sources (see lingui-node.mjs).
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  CATALOGUES_MODULE,
  cataloguesModuleSource,
  compiledCatalogue,
  LOCALES_DIR,
  withMacros,
} from "./lingui-catalogues.mjs";

const CATALOGUES_URL = "classcharm:catalogues";
const ROOT = fileURLToPath(new URL("../", import.meta.url));
const isSource = (path) => path.startsWith(`${ROOT}src/`) && /\.tsx?$/.test(path);

export async function resolve(specifier, context, nextResolve) {
  if (specifier === CATALOGUES_MODULE) return { url: CATALOGUES_URL, shortCircuit: true };
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url === CATALOGUES_URL) {
    const source = cataloguesModuleSource(LOCALES_DIR, (path) => pathToFileURL(path).href);
    return { format: "module", source, shortCircuit: true };
  }
  if (url.startsWith("file:") && url.endsWith(".po")) {
    const source = await compiledCatalogue(fileURLToPath(url));
    return { format: "module", source, shortCircuit: true };
  }
  const loaded = await nextLoad(url, context);
  if (!url.startsWith("file:") || !isSource(fileURLToPath(url)) || loaded.source == null) {
    return loaded;
  }
  const code = await withMacros(String(loaded.source), fileURLToPath(url), { typescript: false });
  return code === null ? loaded : { ...loaded, source: code };
}
