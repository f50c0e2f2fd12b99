import { TodayScreen } from '../consultation/TodayScreen';
import type { ScreenId } from '../lib/screens';
import { lazyScreen, type LazyScreen } from './lazyScreen';

/**
 * Every screen but Today is in a chunk of its own (docs/lazy-screens.md): the first paint loads
 * Today's code only. Names are the screens' headings.
 */
const LAZY_SCREENS: Readonly<Record<Exclude<ScreenId, 'today'>, LazyScreen>> = {
  consultation: lazyScreen('Consultation', () =>
    import('../consultation/ConsultationScreen').then((m) => m.ConsultationScreen),
  ),
  recording: lazyScreen('Recordings', () =>
    import('../recording/RecordingScreen').then((m) => m.RecordingScreen),
  ),
  documents: lazyScreen('Documents', () =>
    import('../documents/DocumentsScreen').then((m) => m.DocumentsScreen),
  ),
  abha: lazyScreen('ABHA registration', () =>
    import('../abha/AbhaScreen').then((m) => m.AbhaScreen),
  ),
  sync: lazyScreen('Sync', () => import('../sync/SyncScreen').then((m) => m.SyncScreen)),
  settings: lazyScreen('Settings', () =>
    import('../settings/SettingsScreen').then((m) => m.SettingsScreen),
  ),
  'clinic-setup': lazyScreen('Clinic setup', () =>
    import('../clinic-setup/ClinicSetupScreen').then((m) => m.ClinicSetupScreen),
  ),
  webhooks: lazyScreen('Webhooks', () =>
    import('../webhooks/WebhooksScreen').then((m) => m.WebhooksScreen),
  ),
  'profile-extras': lazyScreen('EMR profile extras', () =>
    import('../clinic-setup/ProfileExtrasScreen').then((m) => m.ProfileExtrasScreen),
  ),
};

/** The screen being shown. */
export function CurrentScreen({ screen }: { screen: ScreenId }) {
  if (screen === 'today') return <TodayScreen />;
  const { Screen } = LAZY_SCREENS[screen];
  return <Screen />;
}

/**
 * Fetches every screen's chunk once the browser is idle after the first paint, the Consultation
 * first (the next press is most often Enter on "Next patient"), one after another so the page
 * stays responsive. Returns a function that cancels what has not started.
 */
export function prefetchScreensWhenIdle(): () => void {
  let cancelled = false;
  const queue = Object.values(LAZY_SCREENS);
  const next = (): void => {
    const item = queue.shift();
    if (cancelled || !item) return;
    void item.prefetch().then(() => whenIdle(next));
  };
  whenIdle(next);
  return () => {
    cancelled = true;
  };
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 2000 });
  } else {
    setTimeout(run, 50);
  }
}

/** Every screen's chunk, fetched now (for a page that must open screens without a wait). */
export function loadEveryScreen(): Promise<unknown> {
  return Promise.all(Object.values(LAZY_SCREENS).map((item) => item.prefetch()));
}
