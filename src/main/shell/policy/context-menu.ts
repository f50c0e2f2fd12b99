/** What Electron's `context-menu` event says about the place the user right-clicked. */
export interface ContextMenuParams {
  isEditable: boolean;
  selectionText: string;
  misspelledWord: string;
  dictionarySuggestions: string[];
  editFlags: { canCut: boolean; canCopy: boolean; canPaste: boolean; canSelectAll: boolean };
}

export type ContextMenuEntry =
  | { kind: 'replace'; label: string; word: string }
  | { kind: 'add-to-dictionary'; label: string; word: string }
  | { kind: 'role'; label: string; role: 'cut' | 'copy' | 'paste' | 'selectAll'; enabled: boolean }
  | { kind: 'note'; label: string }
  | { kind: 'separator' };

/** At most this many spelling suggestions; more make the menu hard to read. */
const MAX_SUGGESTIONS = 5;

/**
 * The right-click menu: spelling suggestions for a misspelt word in a field (a drug or a finding
 * written in free text), then the edit actions the field allows. Outside fields, only Copy of a
 * selection. Nothing else: no Inspect, no Back, no Reload.
 */
export function contextMenuEntries(params: ContextMenuParams): ContextMenuEntry[] {
  const entries: ContextMenuEntry[] = [];
  if (params.isEditable && params.misspelledWord) {
    const suggestions = params.dictionarySuggestions.slice(0, MAX_SUGGESTIONS);
    for (const word of suggestions) entries.push({ kind: 'replace', label: word, word });
    if (suggestions.length === 0) entries.push({ kind: 'note', label: 'No spelling suggestions' });
    entries.push({
      kind: 'add-to-dictionary',
      label: `Add “${params.misspelledWord}” to the dictionary`,
      word: params.misspelledWord,
    });
    entries.push({ kind: 'separator' });
  }
  if (params.isEditable) {
    const { canCut, canCopy, canPaste, canSelectAll } = params.editFlags;
    entries.push(
      { kind: 'role', label: 'Cut', role: 'cut', enabled: canCut },
      { kind: 'role', label: 'Copy', role: 'copy', enabled: canCopy },
      { kind: 'role', label: 'Paste', role: 'paste', enabled: canPaste },
      { kind: 'separator' },
      { kind: 'role', label: 'Select all', role: 'selectAll', enabled: canSelectAll },
    );
  } else if (params.selectionText.trim() !== '') {
    entries.push({ kind: 'role', label: 'Copy', role: 'copy', enabled: params.editFlags.canCopy });
  }
  return entries;
}
