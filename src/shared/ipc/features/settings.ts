import { z } from 'zod';
import {
  PlatformSettingsInputSchema,
  type ProfileExtrasView,
  type ConnectionTestView,
  type SettingsView,
} from '../../settings';
import {
  DefaultPrintLanguageInputSchema,
  type DefaultPrintLanguageView,
} from '../../print-language-view';
import { noArgs } from './common';
import type { SETTINGS_METHODS } from '../channels/settings';
import { lazyArgs } from '../lazy-args';

export const settingsArgs = lazyArgs({
  'settings:get': () => noArgs,
  'settings:save-platform': () => PlatformSettingsInputSchema.strict(),
  'settings:use-sandbox': () => noArgs,
  'settings:test-connection': () => PlatformSettingsInputSchema.strict(),
  'profile:get-extras': () => noArgs,
  // The rules are checked in the core, which reports every violation on its own key.
  'profile:save-extras': () => z.object({ extras: z.unknown() }).strict(),
  'settings:get-print-language': () => noArgs,
  'settings:save-print-language': () => DefaultPrintLanguageInputSchema,
} satisfies Record<keyof typeof SETTINGS_METHODS, () => z.ZodType>);

export interface SettingsResults {
  'settings:get': SettingsView;
  'settings:save-platform': SettingsView;
  'settings:use-sandbox': SettingsView;
  'settings:test-connection': ConnectionTestView;
  'profile:get-extras': ProfileExtrasView;
  'profile:save-extras': ProfileExtrasView;
  /** The doctor's default language for the printout's directions (English beside them). */
  'settings:get-print-language': DefaultPrintLanguageView;
  'settings:save-print-language': DefaultPrintLanguageView;
}

/** This feature pushes no events. */
export type SettingsEvents = Record<never, never>;
