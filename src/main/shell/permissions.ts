import { session } from 'electron';
import { allowPermission } from '../core/security/window-policy';

/** Microphone only, only for the app's own pages; every other permission is denied. */
export function restrictPermissions(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((webContents, permission, callback, details) => {
    callback(
      allowPermission({
        permission,
        requestingUrl: details.requestingUrl,
        pageUrl: webContents.getURL(),
        mediaTypes: 'mediaTypes' in details ? details.mediaTypes : undefined,
      }),
    );
  });
  ses.setPermissionCheckHandler((webContents, permission, requestingOrigin, details) => {
    return allowPermission({
      permission,
      requestingUrl: requestingOrigin,
      pageUrl: webContents?.getURL(),
      mediaTypes: details.mediaType ? [details.mediaType] : undefined,
    });
  });
}
