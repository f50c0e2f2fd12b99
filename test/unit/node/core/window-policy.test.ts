import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allowPermission,
  isAppUrl,
  rendererFileFor,
} from '../../../../src/main/core/security/window-policy';

const APP = 'app://companion/index.html';

describe('window policy', () => {
  it('allows navigation only within the app origin', () => {
    expect(isAppUrl('app://companion/index.html#webhooks')).toBe(true);
    expect(isAppUrl('app://other/index.html')).toBe(false);
    expect(isAppUrl('https://evil.example/')).toBe(false);
    expect(isAppUrl('file:///etc/passwd')).toBe(false);
  });

  it('grants the microphone to the app only, and nothing else to anyone', () => {
    expect(
      allowPermission({
        permission: 'media',
        requestingUrl: APP,
        pageUrl: APP,
        mediaTypes: ['audio'],
      }),
    ).toBe(true);
    expect(
      allowPermission({
        permission: 'media',
        requestingUrl: APP,
        pageUrl: APP,
        mediaTypes: ['audio', 'video'],
      }),
    ).toBe(false);
    expect(
      allowPermission({ permission: 'media', requestingUrl: APP, pageUrl: APP, mediaTypes: [] }),
    ).toBe(false);
    expect(
      allowPermission({
        permission: 'media',
        requestingUrl: 'https://x.example',
        pageUrl: APP,
        mediaTypes: ['audio'],
      }),
    ).toBe(false);
    expect(
      allowPermission({
        permission: 'media',
        requestingUrl: APP,
        pageUrl: 'https://x.example',
        mediaTypes: ['audio'],
      }),
    ).toBe(false);
    for (const permission of [
      'geolocation',
      'notifications',
      'clipboard-read',
      'display-capture',
      'openExternal',
    ]) {
      expect(
        allowPermission({ permission, requestingUrl: APP, pageUrl: APP, mediaTypes: ['audio'] }),
      ).toBe(false);
    }
  });

  it('serves only files inside the renderer folder', () => {
    const root = path.resolve('/opt/app/out/renderer');
    expect(rendererFileFor(root, 'app://companion/')).toBe(path.join(root, 'index.html'));
    expect(rendererFileFor(root, 'app://companion/assets/index-abc.js')).toBe(
      path.join(root, 'assets/index-abc.js'),
    );
    // Dot segments are folded by the URL parser or refused; either way nothing outside the folder.
    for (const attempt of [
      'app://companion/../../etc/passwd',
      'app://companion/%2e%2e/%2e%2e/etc/passwd',
      'app://companion/..%2f..%2fsecret',
      'app://companion/assets/..%2F..%2F..%2Fsecret',
    ]) {
      const file = rendererFileFor(root, attempt);
      expect(file === undefined || file.startsWith(root + path.sep)).toBe(true);
    }
    expect(rendererFileFor(root, 'app://companion/..%2f..%2fsecret')).toBeUndefined();
    expect(rendererFileFor(root, 'app://companion/a%00.js')).toBeUndefined();
    expect(rendererFileFor(root, 'app://companion/%E0%A4%A')).toBeUndefined();
    expect(rendererFileFor(root, 'app://elsewhere/index.html')).toBeUndefined();
  });
});

describe('the clipboard (Copy transcript)', () => {
  it('lets the app’s own page write to the clipboard, and nothing else', () => {
    const ask = (permission: string, requestingUrl: string, pageUrl = requestingUrl) =>
      allowPermission({ permission, requestingUrl, pageUrl });
    expect(ask('clipboard-sanitized-write', APP)).toBe(true);
    expect(ask('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    expect(ask('clipboard-sanitized-write', APP, 'https://evil.example/')).toBe(false);
    // Reading what the doctor copied elsewhere is never needed.
    expect(ask('clipboard-read', APP)).toBe(false);
  });
});

describe('the app’s name and id', () => {
  it('are the same in the shell and in package.json (a rename would orphan the data folder)', async () => {
    const { APP_ID, APP_NAME } = await import('../../../../src/main/core/security/window-policy');
    const pkg = JSON.parse(
      readFileSync(path.resolve(__dirname, '../../../../package.json'), 'utf8'),
    ) as { productName?: string; build?: { appId?: string; productName?: string } };
    expect(pkg.productName).toBe(APP_NAME);
    expect(pkg.build?.productName).toBe(APP_NAME);
    expect(pkg.build?.appId).toBe(APP_ID);
    expect(APP_NAME).toBe('Clinic Companion');
    expect(APP_ID).toBe('care.clinic.companion');
  });
});
