import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Frames logged at most: enough to find the failing call, not a whole async chain. */
export const MAX_FRAMES = 12;

// `    at fn (location)` or `    at location`; the location ends in `:line:column` when it is a file.
const FRAME = /^\s*at (?:(.*?) \((.*)\)|(.*))$/;
const LOCATION = /^(.*):(\d+):(\d+)$/;
// What V8 puts as a function name: identifiers, `new`/`async`, `Object.<anonymous>`, `[as x]`.
const SAFE_NAME = /^[\w$.<>[\] ]{1,120}$/;

/**
 * Where an error was thrown, as lines `function (file:line:column)`, for a log that support can
 * act on. Never the message: the stack's first line (and any line of a multi-line message) is
 * left out, so a path or a patient's name quoted in the message does not reach the log. A file
 * inside `appDir` (the app's own code) is named relative to it; any other file by its name only,
 * since a full path can hold a person's name (`C:\Users\<name>\...`); `node:` modules as they are.
 */
export function stackFrames(error: unknown, appDir?: string): string[] {
  if (!(error instanceof Error) || typeof error.stack !== 'string') return [];
  let stack = error.stack;
  // V8 writes the stack as `String(error)` (`Name: message`, however many lines) then the frames.
  let header = '';
  try {
    header = String(error);
  } catch {
    // A toString that throws: only lines that parse as frames below are kept.
  }
  if (header !== '' && stack.startsWith(header)) stack = stack.slice(header.length);
  const frames: string[] = [];
  for (const line of stack.split('\n')) {
    if (frames.length === MAX_FRAMES) break;
    const frame = FRAME.exec(line);
    if (!frame) continue;
    const name = frame[1];
    const location = frame[2] ?? frame[3] ?? '';
    const where = describeLocation(location, appDir);
    if (where === undefined) continue;
    if (name === undefined) frames.push(where);
    else if (SAFE_NAME.test(name)) frames.push(`${name} (${where})`);
    else frames.push(`? (${where})`);
  }
  return frames;
}

function describeLocation(location: string, appDir: string | undefined): string | undefined {
  if (location === '<anonymous>' || location === 'native') return location;
  const at = LOCATION.exec(location);
  if (!at) return /^index \d+$/.test(location) ? location : undefined;
  const [, file = '', line, column] = at;
  return `${describeFile(file, appDir)}:${line}:${column}`;
}

function describeFile(file: string, appDir: string | undefined): string {
  if (file.startsWith('node:')) return file;
  let filePath = file;
  if (file.startsWith('file://')) {
    try {
      filePath = fileURLToPath(file);
    } catch {
      return '?';
    }
  } else if (!path.isAbsolute(file) && !path.win32.isAbsolute(file)) {
    // `eval at ...`, `<anonymous>` chains or a bundler's virtual name: nothing to place.
    return '?';
  }
  if (appDir) {
    const relative = path.relative(appDir, filePath);
    if (relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)) {
      return relative.split(path.sep).join('/');
    }
  }
  return path.basename(filePath.replaceAll('\\', '/'));
}
