export const CATALOGUES_MODULE: string;
export const LOCALES_DIR: string;
export function cataloguesModuleSource(dir?: string): string;
