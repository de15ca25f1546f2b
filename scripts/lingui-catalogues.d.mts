export const CATALOGUES_MODULE: string;
export const LOCALES_DIR: string;
export function cataloguesModuleSource(dir?: string, specifier?: (path: string) => string): string;
export function withMacros(
  code: string,
  filename: string,
  options?: { typescript?: boolean },
): Promise<string | null>;
export function compiledCatalogue(path: string): Promise<string>;
