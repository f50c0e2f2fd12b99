import path from 'node:path';
import type { LocalDataNotice } from '../../../shared/local-data';
import type { Recovery } from '../db/recovery';

/** A time as the notice says it: the computer's own time zone, day month year. */
export function noticeTime(at: number): string {
  return new Date(at).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** What the user reads after the database was found damaged at start and replaced. */
export function recoveryNotice(recovery: Recovery): LocalDataNotice {
  const where = `The damaged copy was kept, unchanged, in ${path.normalize(recovery.damagedCopy)} (send it to your support contact if you need what it held).`;
  if (recovery.restoredFrom) {
    const from = noticeTime(recovery.restoredFrom.takenAt);
    return {
      id: `database-restored-${recovery.restoredFrom.takenAt}`,
      kind: 'database-restored',
      severity: 'notice',
      title: 'The local data was restored from a backup',
      message: `The database on this computer was damaged, so Clinic Companion opened its last good backup, from ${from}. ${where}`,
      steps: [
        `Changes made after ${from} that had not reached the platform may be missing: check the pads, documents and recordings of that time.`,
        'Changes that had reached the platform are safe there. Documents and recordings saved on this computer stay readable.',
      ],
    };
  }
  return {
    id: 'database-emptied',
    kind: 'database-emptied',
    severity: 'notice',
    title: 'The local data was damaged and there was no backup',
    message: `The database on this computer was damaged and no good backup was found, so Clinic Companion started with an empty one. ${where}`,
    steps: [
      'Changes that had reached the platform are safe there; changes that had not may be missing.',
      'Enter the platform account again in Clinic setup if you used one.',
    ],
  };
}

/** How to give the app a keychain, for the operating system it runs on. */
export function keychainSteps(platform: NodeJS.Platform): string[] {
  if (platform === 'linux') {
    return [
      'Install a desktop keyring: GNOME Keyring (package gnome-keyring: sudo apt install gnome-keyring on Debian or Ubuntu, sudo dnf install gnome-keyring on Fedora), or KWallet on KDE (package kwalletmanager on Debian or Ubuntu, kwallet on Fedora).',
      'Log out and back in so the keyring starts and is unlocked, then restart Clinic Companion.',
    ];
  }
  if (platform === 'darwin') {
    return [
      'Open Keychain Access and check that your login keychain exists and is unlocked, then restart Clinic Companion.',
    ];
  }
  return [
    'Sign in to Windows with your own user account (not a temporary profile), then restart Clinic Companion.',
  ];
}

/** What the user reads when the OS keychain cannot be used: nothing can be saved, and why. */
export function keychainNotice(reason: string, platform: NodeJS.Platform): LocalDataNotice {
  return {
    id: 'keychain-unavailable',
    kind: 'keychain-unavailable',
    severity: 'alert',
    title: 'Nothing can be saved on this computer yet',
    message: `Clinic Companion keeps patient data (pads, documents, recordings) and the platform account only encrypted with a key the operating system's keychain protects, and the keychain cannot be used: ${reason}`,
    steps: keychainSteps(platform),
  };
}
