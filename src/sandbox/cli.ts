// `npm run sandbox -- --port <n>`: the sandbox as a standalone server for manual runs and for
// tests in other processes. Credentials not given by flags are random and printed once at start.
// Exit codes: 0 after a clean shutdown, 2 for bad flags, 1 otherwise.
import { parseCliArgs } from './cli-args';
import { credentialsBanner } from './cli-banner';
import { startSandbox } from './server';

async function main(): Promise<number> {
  const parsed = parseCliArgs(process.argv.slice(2));
  switch (parsed.kind) {
    case 'help':
      console.log(parsed.text);
      return 0;
    case 'error':
      console.error(`sandbox: ${parsed.message}\nRun with --help for the options.`);
      return 2;
    case 'run':
      break;
  }
  const sandbox = await startSandbox(parsed.options);
  // Tests read this exact line to learn the port, so it stays stable.
  console.log(`listening on ${sandbox.url}`);
  console.log(credentialsBanner(parsed.options, sandbox.options));
  // `on`, not `once`: a process group often gets the signal twice (shell and tsx both relay it),
  // and a second, unhandled SIGTERM would kill the process mid-close with a non-zero status.
  await new Promise<void>((resolve) => {
    process.on('SIGINT', () => resolve());
    process.on('SIGTERM', () => resolve());
  });
  await sandbox.close();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('sandbox: failed to start:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
