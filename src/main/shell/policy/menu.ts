import type { MenuItemConstructorOptions } from 'electron';

/** What the menu bar may hold: actions of the app, never the developer's tools in a release. */
export interface MenuContext {
  /** A packaged release (Reload and the developer tools are left out). */
  packaged: boolean;
  platform: NodeJS.Platform;
  appName: string;
  /** Writes the diagnostics bundle for support (Help menu). */
  saveDiagnostics: () => void;
  /** Opens the folder where the app keeps its data (Help menu). */
  openDataFolder: () => void;
  /** Opens the folder of the app's log files (Help menu), for support. */
  openLogFolder: () => void;
}

/**
 * The application menu. A release has no Reload (it would drop what the renderer has not saved)
 * and no developer tools (they would let anyone at the desk read the page's patient data). The
 * Edit menu is kept everywhere: on macOS copy and paste shortcuts exist only through it.
 */
export function menuTemplate(context: MenuContext): MenuItemConstructorOptions[] {
  const mac = context.platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [];
  if (mac) {
    template.push({
      label: context.appName,
      submenu: [
        { role: 'about' },
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        { role: 'quit' },
      ],
    });
  } else {
    template.push({ label: '&File', submenu: [{ role: 'quit', label: 'E&xit' }] });
  }
  template.push({
    label: '&Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  });
  const view: MenuItemConstructorOptions[] = [
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  if (!context.packaged) {
    view.push(
      { type: 'separator' },
      { role: 'reload' },
      { role: 'forceReload' },
      { role: 'toggleDevTools' },
    );
  }
  template.push({ label: '&View', submenu: view });
  template.push({ role: 'windowMenu' });
  template.push({
    role: 'help',
    submenu: [
      { label: 'Save diagnostics for support…', click: () => context.saveDiagnostics() },
      { label: 'Open the log folder', click: () => context.openLogFolder() },
      { label: 'Open the data folder', click: () => context.openDataFolder() },
    ],
  });
  return template;
}
