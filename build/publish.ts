import type { Env } from './signing';

/** The update feed's base URL, given at build time; electron-updater reads it from app-update.yml. */
export const UPDATE_URL_VARIABLE = 'CLINIC_COMPANION_UPDATE_URL';

/** electron-builder's `generic` provider (builder-util-runtime's GenericServerOptions). */
export interface GenericFeed {
  provider: 'generic';
  url: string;
}

export interface PublishPlan {
  publish: GenericFeed | null;
  note: string;
}

/**
 * A `generic` feed (latest.yml and the installers on any HTTPS server) when the variable is set;
 * no publish configuration, and so no update checks in the built app, when it is not.
 */
export function publishPlan(env: Env): PublishPlan {
  const value = (env[UPDATE_URL_VARIABLE] ?? '').trim();
  if (value === '') {
    return {
      publish: null,
      note: `Updates: off in this build, because ${UPDATE_URL_VARIABLE} is not set (the app will not look for updates).`,
    };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${UPDATE_URL_VARIABLE} is not a URL: ${value}`);
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error(
      `${UPDATE_URL_VARIABLE} must be an https URL (http only for a loopback test feed): ${value}`,
    );
  }
  return {
    publish: { provider: 'generic', url: url.href },
    note: `Updates: the app will look for updates at ${url.href}.`,
  };
}
