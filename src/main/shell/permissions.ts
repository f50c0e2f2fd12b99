import { session } from 'electron';
import { originOf } from '../core/ipc/origin';
import { APP_ORIGIN } from './app-protocol';

/** Microphone only, only for the app's own pages; every other permission is denied. */
export function restrictPermissions(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((webContents, permission, callback, details) => {
    const fromApp =
      originOf(details.requestingUrl) === APP_ORIGIN &&
      originOf(webContents.getURL()) === APP_ORIGIN;
    const audioOnly =
      permission === 'media' &&
      'mediaTypes' in details &&
      (details.mediaTypes ?? []).every((type) => type === 'audio');
    callback(fromApp && audioOnly);
  });
  ses.setPermissionCheckHandler((_webContents, permission, requestingOrigin) => {
    return permission === 'media' && originOf(requestingOrigin) === APP_ORIGIN;
  });
}
