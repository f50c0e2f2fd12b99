import { performance } from 'node:perf_hooks';
import { MAX_LIST_ENTRIES } from '../../src/main/core/ipc/argument-shape';
import { createDispatch, type HandlerTable } from '../../src/main/core/ipc/dispatch';
import { INVOKE_CHANNELS } from '../../src/shared/ipc/contract';
import { largestPadSave } from '../helpers/largest-ipc-calls';
import { createMemoryLogger } from '../helpers/memory-log';
import { median, report } from './report';

const ORIGIN = 'app://companion';
const RUNS = 5;

/** The pad's lists of entries: each filled with MAX_LIST_ENTRIES empty objects (all refused). */
const PAD_LISTS = [
  'findings',
  'procedures',
  'vitals',
  'medicines',
  'investigations',
  'advice',
  'notes',
  'checkOverrides',
];

/**
 * What one IPC argument costs the main process before its handler runs (the shape caps, then the
 * schema), in ms, median of RUNS after one warm-up: the 199,000-key object (refused by the
 * field cap), and the costliest argument found that the caps let through to a schema (a pad save
 * whose every list holds MAX_LIST_ENTRIES empty objects, each refused by the schema field by
 * field), each beside the largest real call, a pad save of 500 findings with a full plan, accepted.
 */
export async function benchIpcCaps(): Promise<void> {
  const handlers = Object.fromEntries(
    INVOKE_CHANNELS.map((channel) => [channel, () => Promise.resolve({})]),
  ) as unknown as HandlerTable;
  const dispatch = createDispatch(handlers, {
    isAllowedOrigin: () => true,
    logger: createMemoryLogger().logger,
  });
  const time = async (channel: string, args: unknown): Promise<number> => {
    const runs: number[] = [];
    for (let i = 0; i < RUNS + 1; i += 1) {
      const start = performance.now();
      await dispatch(channel, args, ORIGIN);
      if (i > 0) runs.push(performance.now() - start);
    }
    return median(runs);
  };

  const real = await time('pad:save-draft', largestPadSave());
  const wide = Object.fromEntries(Array.from({ length: 199_000 }, (_, i) => [`k${i}`, i]));
  const refused = await time('sync:get-status', wide);
  report('ipc_wide_199k_refused', refused, 'ms', 'ipc_largest_pad_save', real);
  const empties = Object.fromEntries(
    PAD_LISTS.map((list) => [list, Array.from({ length: MAX_LIST_ENTRIES }, () => ({}))]),
  );
  const worst = await time('pad:save-draft', { pad: empties });
  report('ipc_worst_under_caps', worst, 'ms', 'ipc_largest_pad_save', real);
}
