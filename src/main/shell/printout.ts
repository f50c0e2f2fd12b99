import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BrowserWindow, app, dialog, session } from 'electron';
import type { PrintoutOutput } from '../core/printout/printout-module';
import type { PaperSize } from '../../shared/printout/printout-input';

/*
 * Print and Save PDF for the core's printout, offline. The prescription (a self-contained HTML
 * document from printout-html.ts) is loaded into a hidden window that is sandboxed, has no
 * preload and no JavaScript, fetches nothing (its own session cancels every request but the
 * document's data: URL and its signature image's) and cannot navigate or open windows. Chromium then prints it (the system
 * dialog) or writes it as PDF, text selectable.
 *
 * This file cannot run here (no Electron binary on the test machine): it is kept thin and
 * typechecked; what it renders is tested in Chromium by test/integration/printout/.
 */

const PARTITION = 'printout';

function printoutSession(): Electron.Session {
  const printing = session.fromPartition(PARTITION, { cache: false });
  // The document, and the signature image a finalized prescription carries inside it.
  printing.webRequest.onBeforeRequest((details, callback) =>
    callback({
      cancel: !/^data:(text\/html|image\/png;base64,|image\/jpeg;base64,)/.test(details.url),
    }),
  );
  printing.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  return printing;
}

async function withDocument<T>(
  html: string,
  use: (window: BrowserWindow) => Promise<T>,
): Promise<T> {
  const window = new BrowserWindow({
    show: false,
    webPreferences: {
      session: printoutSession(),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      javascript: false,
      webSecurity: true,
      webviewTag: false,
      spellcheck: false,
    },
  });
  const contents = window.webContents;
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  try {
    await window.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`);
    return await use(window);
  } finally {
    window.destroy();
  }
}

/** The shell's printer and PDF writer; dialogs are attached to `parent()` when it is open. */
export function electronPrintout(parent: () => BrowserWindow | undefined): PrintoutOutput {
  return {
    print: (html, paper: PaperSize) =>
      withDocument(
        html,
        (window) =>
          new Promise((resolve, reject) => {
            window.webContents.print(
              { silent: false, printBackground: true, pageSize: paper },
              (success, reason) => {
                if (success) resolve('printed');
                else if (reason === 'cancelled') resolve('cancelled');
                else reject(new Error(`printing failed: ${reason}`));
              },
            );
          }),
      ),

    // The copy for the patient's record: written as the saved PDF is, without a dialog.
    pdf: (html, paper: PaperSize) =>
      withDocument(html, (window) =>
        window.webContents.printToPDF({
          pageSize: paper,
          printBackground: true,
          preferCSSPageSize: true,
        }),
      ),

    async savePdf(html, paper, fileName) {
      const options: Electron.SaveDialogOptions = {
        title: 'Save the prescription as PDF',
        defaultPath: path.join(app.getPath('documents'), fileName),
        filters: [{ name: 'PDF', extensions: ['pdf'] }],
      };
      const owner = parent();
      const choice = owner
        ? await dialog.showSaveDialog(owner, options)
        : await dialog.showSaveDialog(options);
      if (choice.canceled || !choice.filePath) return undefined;
      const pdf = await withDocument(html, (window) =>
        window.webContents.printToPDF({
          pageSize: paper,
          printBackground: true,
          preferCSSPageSize: true,
        }),
      );
      await writeFile(choice.filePath, pdf);
      return choice.filePath;
    },
  };
}
