// The pad's one autosave timer: it lives outside the store's state, since nothing renders from it.
let timer: ReturnType<typeof setTimeout> | undefined;

/** Forgets the save that was scheduled, if any. */
export function cancelSave(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

/** Schedules `save` after `delayMs`, in place of the one scheduled before. */
export function scheduleSave(save: () => void, delayMs: number): void {
  cancelSave();
  timer = setTimeout(() => {
    timer = undefined;
    save();
  }, delayMs);
}
