import {
  ed25519PrivateKey,
  ed25519PublicKey,
  keysMatch,
  UPDATE_PRIVATE_KEY_VARIABLE,
  UPDATE_PUBLIC_KEY_VARIABLE,
} from '../src/main/core/updates/feed-keys';
import { signingPlan, type Env, type TargetOs } from './signing';

/** The update feed's base URL, given at build time; electron-updater reads it from app-update.yml. */
export const UPDATE_URL_VARIABLE = 'CLINIC_COMPANION_UPDATE_URL';
/** The share of installations offered a new version at first (latest*.yml's `stagingPercentage`). */
export const STAGING_VARIABLE = 'CLINIC_COMPANION_STAGING_PERCENTAGE';

/** electron-builder's `generic` provider (builder-util-runtime's GenericServerOptions). */
export interface GenericFeed {
  provider: 'generic';
  url: string;
}

export interface FeedPlan {
  /** The platform's `publish`: null writes no app-update.yml, so the app never looks for updates. */
  publish: GenericFeed | null;
  note: string;
  /** Set when a feed was asked for (the URL is set) but could not be verified by the app. */
  refusal?: string;
}

const OS_NAME: Record<TargetOs, string> = { win: 'Windows', mac: 'macOS', linux: 'Linux' };

/**
 * The update feed of one platform's build. A `generic` feed (latest*.yml and the installers on
 * any HTTPS server) only when the app built can verify what the feed offers: Windows and macOS
 * installers must be signed (electron-updater and Squirrel check the code signature), and on
 * Linux the feed is signed with an Ed25519 key whose public half is pinned in the app. A feed
 * asked for that could not be verified is refused in one sentence (`npm run dist` stops on it)
 * and never written (a bare `electron-builder` run gets no feed for that platform).
 */
export function feedPlan(os: TargetOs, env: Env): FeedPlan {
  const value = (env[UPDATE_URL_VARIABLE] ?? '').trim();
  if (value === '') {
    return {
      publish: null,
      note: `Updates: off in this build, because ${UPDATE_URL_VARIABLE} is not set (the app will not look for updates).`,
    };
  }
  const url = feedUrl(value);
  stagingPercentage(env);
  const problem = unverifiable(os, env);
  if (problem) {
    const refusal = `no update feed for ${OS_NAME[os]}, because ${problem}; fix that, or unset ${UPDATE_URL_VARIABLE} to build without updates.`;
    return { publish: null, note: `Updates: ${refusal}`, refusal };
  }
  return {
    publish: { provider: 'generic', url: url.href },
    note: `Updates: the app will look for updates at ${url.href}.`,
  };
}

function feedUrl(value: string): URL {
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
  return url;
}

/** Why the app built for `os` could not verify an update, or undefined when it could. */
function unverifiable(os: TargetOs, env: Env): string | undefined {
  if (os === 'linux') return linuxKeyProblem(env);
  const signing = signingPlan(os, env);
  if (!signing.sign) {
    return os === 'win'
      ? 'the installer is not signed (set WIN_CSC_LINK or CSC_LINK, or Azure Trusted Signing), so the app could not check an update’s signature'
      : 'the app is not signed (set CSC_LINK or CSC_NAME), and Squirrel.Mac installs only an update signed like the running app';
  }
  return undefined;
}

function linuxKeyProblem(env: Env): string | undefined {
  const publicKey = ed25519PublicKey(env[UPDATE_PUBLIC_KEY_VARIABLE]);
  const privateKey = ed25519PrivateKey(env[UPDATE_PRIVATE_KEY_VARIABLE]);
  if (!publicKey) {
    return `${UPDATE_PUBLIC_KEY_VARIABLE} does not hold an Ed25519 public key (PEM) to pin in the app, so it could not check the feed’s signature`;
  }
  if (!privateKey) {
    return `${UPDATE_PRIVATE_KEY_VARIABLE} does not hold an Ed25519 private key (PKCS #8 PEM) to sign the feed with`;
  }
  if (!keysMatch(publicKey, privateKey)) {
    return `${UPDATE_PRIVATE_KEY_VARIABLE} is not the private half of ${UPDATE_PUBLIC_KEY_VARIABLE}, so the app would refuse the feed`;
  }
  return undefined;
}

/** The percentage to write into latest*.yml, or undefined for everyone at once. */
export function stagingPercentage(env: Env): number | undefined {
  const text = (env[STAGING_VARIABLE] ?? '').trim();
  if (text === '') return undefined;
  const percentage = Number(text);
  if (!/^\d+$/.test(text) || percentage < 1 || percentage > 100) {
    throw new Error(`${STAGING_VARIABLE} must be a whole number from 1 to 100: ${text}`);
  }
  return percentage;
}
