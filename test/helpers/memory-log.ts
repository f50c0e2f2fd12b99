import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../src/main/core/log/logger';

/** The app's real logger writing into memory, so tests can read exactly what would reach the log file. */
export function createMemoryLogger(): { logger: Logger; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { logger: createLogger(stream, 'debug'), text: () => chunks.join('') };
}
