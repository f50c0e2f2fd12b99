import { describe, expect, it } from 'vitest';
import { explainFailure } from '../../../../build/dist-failure';

describe('the sentence npm run dist ends a failed build with', () => {
  it('names the unreachable host when a download failed', () => {
    const sentence = explainFailure('  ⨯ getaddrinfo ENOTFOUND github.com  failedTask=build');
    expect(sentence).toMatch(/github\.com cannot be reached from this machine/);
    expect(sentence).toMatch(/-c\.electronDist=PATH/);
  });

  it('names the deb tools and signing, and leaves an unknown failure to electron-builder', () => {
    expect(explainFailure('spawn fakeroot ENOENT')).toMatch(/fakeroot and dpkg/);
    expect(explainFailure('codesign failed with exit code 1')).toMatch(/CSC_LINK/);
    expect(explainFailure('something else')).toBeUndefined();
  });
});
