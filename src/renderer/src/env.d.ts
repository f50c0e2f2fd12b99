import type { CompanionApi } from '../../shared/ipc/contract';

declare global {
  interface Window {
    /** Installed by the preload (or the browser test harness); see src/shared/ipc/api.ts. */
    readonly companion: CompanionApi;
  }
}

export {};
