/**
 * Whether an installer is signed (and, on macOS, notarized) is decided by the environment alone:
 * a machine with no certificate builds unsigned installers and says why, instead of failing or
 * prompting. electron-builder reads the same variables itself; this decides and explains.
 */
export type Env = Readonly<Record<string, string | undefined>>;
export type TargetOs = 'win' | 'mac' | 'linux';

export interface SigningPlan {
  /** Sign with the certificate the environment names. */
  sign: boolean;
  /**
   * Windows: the publisher name written into app-update.yml, which electron-updater checks each
   * downloaded installer's signature against. Absent with a .pfx: electron-builder then reads it
   * from the certificate's subject (windowsSignToolManager.js, `computedPublisherName`).
   */
  publisherName?: string;
  /** Windows: Azure Trusted Signing (electron-builder's `azureSignOptions`) instead of a .pfx. */
  azure?: { endpoint: string; codeSigningAccountName: string; certificateProfileName: string };
  /** macOS only: send the signed app to Apple's notary service. */
  notarize: boolean;
  /** One sentence per decision, printed by the build. */
  notes: string[];
}

const set = (env: Env, name: string): boolean => (env[name] ?? '').trim() !== '';

/** The sets of variables electron-builder accepts for notarization, each complete or useless. */
export const NOTARIZATION_CREDENTIALS: readonly (readonly string[])[] = [
  ['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER'],
  ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'],
  ['APPLE_KEYCHAIN', 'APPLE_KEYCHAIN_PROFILE'],
];

export function signingPlan(os: TargetOs, env: Env): SigningPlan {
  switch (os) {
    case 'win':
      return windowsPlan(env);
    case 'mac':
      return macPlan(env);
    case 'linux':
      return {
        sign: false,
        notarize: false,
        notes: ['Linux: AppImage and deb are not signed (no signing step is configured).'],
      };
  }
}

/** The subject's common name of the Windows code-signing certificate, exactly. */
export const WIN_PUBLISHER_VARIABLE = 'CLINIC_COMPANION_WIN_PUBLISHER_NAME';
/** Azure Trusted Signing: endpoint, account and certificate profile (sign-in: AZURE_* variables). */
export const AZURE_SIGNING_VARIABLES = [
  'CLINIC_COMPANION_AZURE_ENDPOINT',
  'CLINIC_COMPANION_AZURE_ACCOUNT',
  'CLINIC_COMPANION_AZURE_PROFILE',
] as const;

const value = (env: Env, name: string): string => (env[name] ?? '').trim();

function windowsPlan(env: Env): SigningPlan {
  const publisherName = value(env, WIN_PUBLISHER_VARIABLE);
  const azureSet = AZURE_SIGNING_VARIABLES.filter((name) => set(env, name));
  if (azureSet.length > 0) return azurePlan(env, azureSet, publisherName);
  const link = set(env, 'WIN_CSC_LINK') ? 'WIN_CSC_LINK' : set(env, 'CSC_LINK') ? 'CSC_LINK' : '';
  if (link === '') {
    return {
      sign: false,
      notarize: false,
      notes: [
        'Windows: not signing, because neither WIN_CSC_LINK nor CSC_LINK is set; SmartScreen will warn whoever installs it.',
      ],
    };
  }
  const password = set(env, 'WIN_CSC_KEY_PASSWORD') || set(env, 'CSC_KEY_PASSWORD');
  return {
    sign: true,
    notarize: false,
    ...(publisherName === '' ? {} : { publisherName }),
    notes: [
      password
        ? `Windows: signing with the certificate in ${link}.`
        : `Windows: signing with the certificate in ${link}, with no CSC_KEY_PASSWORD (an unprotected certificate).`,
      publisherName === ''
        ? `Windows: updates are checked against the publisher named in the certificate's subject (set ${WIN_PUBLISHER_VARIABLE} to name it yourself).`
        : `Windows: updates are checked against the publisher "${publisherName}".`,
    ],
  };
}

function azurePlan(env: Env, given: readonly string[], publisherName: string): SigningPlan {
  const missing = [...AZURE_SIGNING_VARIABLES, WIN_PUBLISHER_VARIABLE].filter(
    (name) => !set(env, name),
  );
  if (missing.length > 0) {
    return {
      sign: false,
      notarize: false,
      notes: [
        `Windows: not signing, because Azure Trusted Signing is set up only in part (${given.join(', ')} set; ${missing.join(', ')} missing).`,
      ],
    };
  }
  const [endpoint, codeSigningAccountName, certificateProfileName] = AZURE_SIGNING_VARIABLES.map(
    (name) => value(env, name),
  ) as [string, string, string];
  return {
    sign: true,
    notarize: false,
    publisherName,
    azure: { endpoint, codeSigningAccountName, certificateProfileName },
    notes: [
      `Windows: signing with Azure Trusted Signing (account ${codeSigningAccountName}, profile ${certificateProfileName}); updates are checked against the publisher "${publisherName}".`,
    ],
  };
}

function macPlan(env: Env): SigningPlan {
  const certificate = set(env, 'CSC_LINK') ? 'CSC_LINK' : set(env, 'CSC_NAME') ? 'CSC_NAME' : '';
  const complete = NOTARIZATION_CREDENTIALS.find((names) => names.every((n) => set(env, n)));
  if (certificate === '') {
    return {
      sign: false,
      notarize: false,
      notes: [
        'macOS: not signing or notarizing, because neither CSC_LINK nor CSC_NAME names a Developer ID Application certificate; Gatekeeper will block the app on other Macs.',
      ],
    };
  }
  if (!complete) {
    const partial = NOTARIZATION_CREDENTIALS.flat().filter((n) => set(env, n));
    return {
      sign: true,
      notarize: false,
      notes: [
        `macOS: signing with the certificate in ${certificate}.`,
        partial.length === 0
          ? 'macOS: not notarizing, because no Apple credentials are set (APPLE_API_KEY, APPLE_API_KEY_ID and APPLE_API_ISSUER; or APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID).'
          : `macOS: not notarizing, because the Apple credentials are incomplete (${partial.join(', ')} set; see the README for the complete sets).`,
      ],
    };
  }
  return {
    sign: true,
    notarize: true,
    notes: [
      `macOS: signing with the certificate in ${certificate}.`,
      `macOS: notarizing with ${complete.join(', ')}.`,
    ],
  };
}
