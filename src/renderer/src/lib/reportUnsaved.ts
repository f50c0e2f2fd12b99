import { companion } from '../companion';

/**
 * Tells the main process whether the window holds edits not yet saved, on each change only: the
 * shell holds an operating-system shutdown (Windows shows "preventing shutdown") only while
 * something would be lost. `isUnsaved` is read from a store; `subscribe` calls back on its changes.
 * Returns the unsubscribe function.
 */
export function reportUnsavedChanges(
  isUnsaved: () => boolean,
  subscribe: (listener: () => void) => () => void,
): () => void {
  let reported: boolean | undefined;
  const report = (): void => {
    const unsaved = isUnsaved();
    if (unsaved === reported) return;
    reported = unsaved;
    // A failed report leaves the main process assuming unsaved work: it holds, it never loses.
    void companion()
      .reportUnsaved({ unsaved })
      .catch(() => undefined);
  };
  report();
  return subscribe(report);
}
