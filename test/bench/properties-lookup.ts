import { performance } from 'node:perf_hooks';
import { createPropertiesCache } from '../../src/main/core/properties/properties-cache';
import type { PropertyItem } from '../../src/shared/properties-view';
import { startTestCompanion } from '../helpers/companion';
import { report } from './report';
import { EMBEDDED_SANDBOX_ACCOUNT } from '../../src/main/core/backend';

const ENTRIES = 50_000;
const CALLS = 500;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * One property lookup by id through the whole IPC dispatch: served from a cache holding 50,000
 * entries (the platform known offline) versus asked of the sandbox over loopback.
 */
export async function benchPropertiesLookup(): Promise<void> {
  const app = await startTestCompanion();
  try {
    const live = await app.value('properties:lookup', { context: 'symptoms' });
    const account = EMBEDDED_SANDBOX_ACCOUNT;
    const filler: PropertyItem[] = Array.from({ length: ENTRIES }, (_, i) => ({
      id: `bench-${i}`,
      name: `Bench symptom ${i}`,
      context: 'symptoms',
      groups: live.items[0]!.groups,
    }));
    createPropertiesCache(app.core.db).save(account, 'symptoms', filler, Date.now());

    const ids = live.items.map((item) => item.id);
    const time = async (): Promise<number[]> => {
      const samples: number[] = [];
      for (let i = 0; i < CALLS; i += 1) {
        const id = ids[i % ids.length]!;
        const start = performance.now();
        const view = await app.value('properties:lookup', { context: 'symptoms', ids: [id] });
        samples.push(performance.now() - start);
        if (view.items.length !== 1) throw new Error(`lookup of ${id} found ${view.items.length}`);
      }
      return samples;
    };
    const fromSandbox = await time();
    app.core.network.setOsOnline(false);
    const fromCache = await time();
    if (app.core.connection.status().state !== 'offline') throw new Error('expected offline');
    report(
      'properties_lookup_cache_50k_p50',
      percentile(fromCache, 50),
      'ms',
      'properties_lookup_sandbox_p50',
      percentile(fromSandbox, 50),
    );
    report(
      'properties_lookup_cache_50k_p99',
      percentile(fromCache, 99),
      'ms',
      'properties_lookup_sandbox_p99',
      percentile(fromSandbox, 99),
    );
  } finally {
    await app.close();
  }
}
