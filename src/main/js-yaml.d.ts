// js-yaml 4 ships no types; the two calls used here (the same parser electron-updater reads its
// yml files with), typed as far as this project uses them.
declare module 'js-yaml' {
  export function load(text: string, options?: { filename?: string; json?: boolean }): unknown;
  export function dump(
    value: unknown,
    options?: { lineWidth?: number; noRefs?: boolean; sortKeys?: boolean },
  ): string;
}
