import type { CompanionApi } from '../../shared/ipc/contract';

/**
 * The one way the renderer reaches the main process. Read at call time, not import time, so the
 * preload (or the browser test harness) may install it after this module loads.
 */
export function companion(): CompanionApi {
  return window.companion;
}
