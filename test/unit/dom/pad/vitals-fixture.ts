import { screen } from '@testing-library/react';
import type { VitalEntry } from '../../../../src/shared/pad/vitals';
import type { PadPatient } from '../../../../src/shared/pad/vitals-flags';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { makePadView } from '../fixtures';

/** Puts a pad on screen as the store holds it after a read, with these vitals (and patient). */
export function showPad(
  vitals: VitalEntry[] = [],
  options: { patient?: PadPatient | null; canEdit?: boolean } = {},
): void {
  const canEdit = options.canEdit ?? true;
  const view = makePadView({ canEdit, pad: { ...makePadView().pad, vitals } });
  usePadStore.setState({
    meta: {
      id: view.pad.id,
      createdAt: view.pad.createdAt,
      updatedAt: view.pad.updatedAt,
      status: view.status,
      sync: view.sync,
      canEdit,
      canReopen: view.canReopen,
      otherAccount: view.otherAccount,
    },
    vitals,
    ...(options.patient === undefined ? {} : { patient: options.patient }),
    revision: view.revision,
    saveState: 'saved',
  });
}

/** A vital's text box by its name with unit ("Pulse, bpm"). */
export const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

/** The text of everything an element's aria-describedby points to. */
export const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** The vitals the store holds now. */
export const stored = () => usePadStore.getState().vitals;
