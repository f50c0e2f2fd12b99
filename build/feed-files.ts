import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dump, load } from 'js-yaml';
import { SIGNATURE_FIELD, signFeed } from '../src/main/core/updates/feed-signature';
import { UPDATE_PRIVATE_KEY_VARIABLE } from '../src/main/core/updates/feed-keys';
import { publisherNames } from '../src/main/shell/policy/update-check';
import { feedPlan, stagingPercentage, UPDATE_URL_VARIABLE } from './publish';
import { WIN_PUBLISHER_VARIABLE, type Env, type TargetOs } from './signing';

/** electron-builder's update info files (updateInfoBuilder.js, `getUpdateInfoFileName`). */
const FEED_FILE = /^(latest|beta|alpha)(-mac|-linux(-[a-z0-9]+)?)?\.yml$/;

const HOST_OS: Partial<Record<NodeJS.Platform, TargetOs>> = {
  win32: 'win',
  darwin: 'mac',
  linux: 'linux',
};

/** The platforms `npm run dist` builds for: its flags (electron-builder's), else this machine's. */
export function distTargets(args: readonly string[], host: NodeJS.Platform): TargetOs[] {
  const given = new Set<TargetOs>();
  for (const arg of args) {
    if (/^(--win|--windows|-w)$/.test(arg)) given.add('win');
    if (/^(--mac|--macos|-m)$/.test(arg)) given.add('mac');
    if (/^(--linux|-l)$/.test(arg)) given.add('linux');
  }
  const hostOs = HOST_OS[host];
  return given.size > 0 ? [...given] : hostOs ? [hostOs] : [];
}

/**
 * Before anything is built: the one sentence `npm run dist` stops on when an update feed is asked
 * for that a platform's app could not verify (or the feed's settings are wrong); undefined to go on.
 */
export function distRefusal(targets: readonly TargetOs[], env: Env): string | undefined {
  try {
    for (const os of targets) {
      const plan = feedPlan(os, env);
      if (plan.refusal) return plan.refusal;
    }
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return undefined;
}

/**
 * After electron-builder: signs every latest-linux*.yml with the private key (the app verifies it
 * with the pinned public key), writes the staging percentage into every update info file, and
 * checks that each Windows build's app-update.yml names the publisher electron-updater verifies.
 * Throws one sentence when the feed must not be uploaded; returns the notes to print.
 */
export async function finishFeedFiles(
  distDir: string,
  targets: readonly TargetOs[],
  env: Env,
): Promise<string[]> {
  if ((env[UPDATE_URL_VARIABLE] ?? '').trim() === '') return [];
  const notes: string[] = [];
  const staging = stagingPercentage(env);
  for (const name of readdirSync(distDir).filter((each) => FEED_FILE.test(each))) {
    const file = path.join(distDir, name);
    const info = load(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (staging !== undefined) info.stagingPercentage = staging;
    const linux = name.includes('-linux');
    if (linux && targets.includes('linux')) {
      info[SIGNATURE_FIELD] = await signFeed(info, env[UPDATE_PRIVATE_KEY_VARIABLE] ?? '');
    }
    writeFileSync(file, dump(info, { lineWidth: -1, noRefs: true }));
    notes.push(
      `${name}: ${linux ? 'signed, ' : ''}${staging === undefined ? 'offered to every installation' : `offered to ${staging}% of installations at first`}.`,
    );
  }
  if (targets.includes('win')) {
    for (const unpacked of readdirSync(distDir).filter((each) => /^win.*-unpacked$/.test(each))) {
      const appUpdate = path.join(distDir, unpacked, 'resources', 'app-update.yml');
      // None for a build without an installer (`--dir`): that app never looks for updates.
      if (!existsSync(appUpdate)) continue;
      const config = load(readFileSync(appUpdate, 'utf8')) as { publisherName?: unknown } | null;
      const names = publisherNames(config?.publisherName);
      if (names.length === 0) {
        throw new Error(
          `${path.join(unpacked, 'resources', 'app-update.yml')} names no publisher, so that app would not check an update's signature: do not upload this build; set ${WIN_PUBLISHER_VARIABLE} and build again.`,
        );
      }
      notes.push(`${unpacked}: updates are checked against the publisher ${names.join(', ')}.`);
    }
  }
  return notes;
}
