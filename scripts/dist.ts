// `npm run dist`: builds the app (electron-vite build), then this platform's installers with
// electron-builder (Windows: NSIS; macOS: dmg and zip; Linux: AppImage and deb), into dist/.
// Extra arguments go to electron-builder: `npm run dist -- --dir`, `-- -c.electronDist=PATH`.
// A failure ends in one sentence saying what is missing, not a stack trace (README, "Building
// installers", lists what each platform needs). With CLINIC_COMPANION_UPDATE_URL set, it refuses
// before building when a platform's app could not verify its updates, and afterwards signs the
// Linux feed and writes the staging percentage (build/feed-files.ts, docs/updates.md).
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { explainFailure } from '../build/dist-failure';
import { distRefusal, distTargets, finishFeedFiles } from '../build/feed-files';

const HOST_FLAG: Record<string, string> = { win32: '--win', darwin: '--mac', linux: '--linux' };

function buildApp(): void {
  console.log('== electron-vite build');
  const result = spawnSync('electron-vite', ['build'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm run dist: the app did not build (electron-vite build failed, see above).');
    process.exit(1);
  }
}

async function buildInstallers(extra: string[]): Promise<number> {
  const platformGiven = extra.some((a) => /^--(win|windows|mac|macos|linux|w|m|l)$/.test(a));
  const hostFlag = HOST_FLAG[process.platform];
  const args = [...(platformGiven || !hostFlag ? [] : [hostFlag]), '--publish', 'never', ...extra];
  console.log(`== electron-builder ${args.join(' ')}`);
  const child = spawn('electron-builder', args, { stdio: ['inherit', 'pipe', 'pipe'] });
  let seen = '';
  let inStack = false;
  const relay = (line: string, to: NodeJS.WriteStream): void => {
    seen += `${line}\n`;
    // electron-builder prints a failure as `⨯ message  stackTrace=Error: ...` and then the frames.
    if (/^\s+at /.test(line) && inStack) return;
    inStack = line.includes('stackTrace=');
    to.write(`${inStack ? line.slice(0, line.indexOf('stackTrace=')).trimEnd() : line}\n`);
  };
  createInterface({ input: child.stdout }).on('line', (l) => relay(l, process.stdout));
  createInterface({ input: child.stderr }).on('line', (l) => relay(l, process.stderr));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  if (code !== 0) {
    const reason = explainFailure(seen) ?? 'electron-builder failed (its message is above).';
    console.error(`npm run dist: no installers were made: ${reason}`);
  } else {
    console.log('npm run dist: installers are in dist/.');
  }
  return code;
}

async function main(extra: string[]): Promise<number> {
  const targets = distTargets(extra, process.platform);
  const refusal = distRefusal(targets, process.env);
  if (refusal) {
    console.error(`npm run dist: ${refusal}`);
    return 1;
  }
  buildApp();
  const code = await buildInstallers(extra);
  if (code !== 0) return code;
  try {
    for (const note of await finishFeedFiles('dist', targets, process.env))
      console.log(`  • ${note}`);
  } catch (error) {
    console.error(`npm run dist: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  return 0;
}

process.exit(await main(process.argv.slice(2)));
