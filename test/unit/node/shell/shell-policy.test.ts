import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import {
  contextMenuEntries,
  type ContextMenuParams,
} from '../../../../src/main/shell/policy/context-menu';
import { menuTemplate } from '../../../../src/main/shell/policy/menu';
import { createCrashPolicy } from '../../../../src/main/shell/policy/renderer-crash';

function roles(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu) : []),
  ]);
}

const menuContext = {
  appName: 'Clinic Companion',
  saveDiagnostics: () => undefined,
  openDataFolder: () => undefined,
  openLogFolder: () => undefined,
};

describe('application menu', () => {
  it('a release has neither Reload nor the developer tools, on every platform', () => {
    for (const platform of ['win32', 'darwin', 'linux'] as const) {
      const all = roles(menuTemplate({ ...menuContext, packaged: true, platform }));
      expect(all).not.toContain('reload');
      expect(all).not.toContain('forceReload');
      expect(all).not.toContain('toggleDevTools');
      expect(all).toEqual(expect.arrayContaining(['copy', 'paste', 'undo', 'selectAll', 'quit']));
    }
  });

  it('a development build keeps them', () => {
    const all = roles(menuTemplate({ ...menuContext, packaged: false, platform: 'linux' }));
    expect(all).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
  });

  it('macOS gets the app menu named after the app; Help offers diagnostics', () => {
    let saved = 0;
    const template = menuTemplate({
      ...menuContext,
      saveDiagnostics: () => (saved += 1),
      packaged: true,
      platform: 'darwin',
    });
    expect(template[0]!.label).toBe('Clinic Companion');
    const help = template.find((item) => item.role === 'help')!;
    const items = help.submenu as MenuItemConstructorOptions[];
    const diagnostics = items.find((item) => item.label?.startsWith('Save diagnostics'))!;
    (diagnostics.click as () => void)();
    expect(saved).toBe(1);
  });

  it('Help opens the log folder (what support asks for first), on every platform', () => {
    for (const platform of ['win32', 'darwin', 'linux'] as const) {
      let opened = 0;
      const template = menuTemplate({
        ...menuContext,
        openLogFolder: () => (opened += 1),
        packaged: true,
        platform,
      });
      const help = template.find((item) => item.role === 'help')!;
      const items = help.submenu as MenuItemConstructorOptions[];
      const logs = items.find((item) => item.label === 'Open the log folder')!;
      (logs.click as () => void)();
      expect(opened).toBe(1);
    }
  });
});

const field: ContextMenuParams = {
  isEditable: true,
  selectionText: '',
  misspelledWord: '',
  dictionarySuggestions: [],
  editFlags: { canCut: false, canCopy: false, canPaste: true, canSelectAll: true },
};

describe('context menu', () => {
  it('offers spelling suggestions (at most five) and Add to dictionary for a misspelt word', () => {
    const entries = contextMenuEntries({
      ...field,
      misspelledWord: 'paracetmol',
      dictionarySuggestions: ['paracetamol', 'a', 'b', 'c', 'd', 'e', 'f'],
    });
    expect(entries.filter((e) => e.kind === 'replace').map((e) => e.label)).toEqual([
      'paracetamol',
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(entries).toContainEqual({
      kind: 'add-to-dictionary',
      label: 'Add “paracetmol” to the dictionary',
      word: 'paracetmol',
    });
    expect(entries).toContainEqual({ kind: 'role', label: 'Paste', role: 'paste', enabled: true });
    expect(entries).toContainEqual({ kind: 'role', label: 'Cut', role: 'cut', enabled: false });
  });

  it('says when there is no suggestion', () => {
    const entries = contextMenuEntries({ ...field, misspelledWord: 'xqzv' });
    expect(entries[0]).toEqual({ kind: 'note', label: 'No spelling suggestions' });
  });

  it('outside a field: Copy of a selection only, and nothing at all without one', () => {
    const page = { ...field, isEditable: false, editFlags: { ...field.editFlags, canCopy: true } };
    expect(contextMenuEntries({ ...page, selectionText: 'BP 120/80' })).toEqual([
      { kind: 'role', label: 'Copy', role: 'copy', enabled: true },
    ]);
    expect(contextMenuEntries(page)).toEqual([]);
  });
});

describe('when the window’s page process goes away', () => {
  it('reloads and tells the user, then gives up after three in a minute', () => {
    let now = 0;
    const policy = createCrashPolicy({ now: () => now });
    for (let i = 0; i < 3; i += 1) {
      const decision = policy.decide('crashed', { closing: false });
      expect(decision.action).toBe('reload');
      if (decision.action === 'reload') expect(decision.message).toMatch(/pad/);
      now += 1_000;
    }
    expect(policy.decide('oom', { closing: false }).action).toBe('give-up');
    now += 61_000;
    expect(policy.decide('killed', { closing: false }).action).toBe('reload');
  });

  it('does nothing while the app is closing or when the page ended cleanly', () => {
    const policy = createCrashPolicy();
    expect(policy.decide('crashed', { closing: true })).toEqual({ action: 'none' });
    expect(policy.decide('clean-exit', { closing: false })).toEqual({ action: 'none' });
  });
});
