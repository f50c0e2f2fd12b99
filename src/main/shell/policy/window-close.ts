/**
 * What closing the window does, as plain decisions the shell wires to Electron (window.ts,
 * lifecycle.ts). Closing during a recording asks first; every close lets the window save what it
 * still holds; an operating-system shutdown never asks, and is held only while something unsaved
 * would be lost.
 */

/** The question asked when the window is closed while a consultation is being recorded. */
export interface CloseQuestion {
  type: 'question';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  /** Enter answers this one. */
  defaultId: number;
  /** Escape, and closing the question, answer this one. */
  cancelId: number;
  noLink: true;
}

export type CloseChoice = 'stop-and-close' | 'keep-recording' | 'cancel';

const CHOICES: readonly CloseChoice[] = ['stop-and-close', 'keep-recording', 'cancel'];

export const CLOSE_WHILE_RECORDING: CloseQuestion = {
  type: 'question',
  title: 'A consultation is being recorded',
  message: 'A consultation is being recorded. Stop the recording and close?',
  detail:
    'Stop and close: the recording stops, everything recorded so far is saved on this computer and is sent for transcription when the app is next open. Keep recording: the window is minimised and the recording goes on. Cancel: nothing changes.',
  buttons: ['Stop recording and close', 'Keep recording', 'Cancel'],
  // Enter never ends a recording by accident: it keeps recording.
  defaultId: 1,
  cancelId: 2,
  noLink: true,
};

/** The button the doctor chose, as a decision; anything unexpected changes nothing. */
export function closeChoice(response: number): CloseChoice {
  return CHOICES[response] ?? 'cancel';
}

/**
 * Whether an operating-system shutdown (Windows' query-session-end) is held while the window
 * saves: only when ending now would lose something. Holding shows "this app is preventing
 * shutdown" to the user, so it is never done for nothing.
 */
export function holdShutdown(state: { unsavedWork: boolean }): boolean {
  return state.unsavedWork;
}

/** A close event: Electron's, or a test's. */
export interface CloseEvent {
  preventDefault(): void;
}

export interface CloseGateDeps {
  isRecording(): boolean;
  /** Asks the doctor (a modal message box on the window); resolves to the button's index. */
  ask(question: CloseQuestion): Promise<number>;
  /** The window saves what it still holds (the core's close handshake); the recorder stops. */
  save(): Promise<unknown>;
  /** Closes the window for real (this close passes the gate). */
  close(): void;
  minimize(): void;
}

/**
 * Handles the window's `close` events. The first close is held: during a recording the doctor is
 * asked first; then the window saves what it holds and is closed for real. Closes while asking or
 * saving are held too and change nothing; the close this gate makes itself goes through.
 */
export function createCloseGate(deps: CloseGateDeps): (event: CloseEvent) => void {
  let state: 'open' | 'asking' | 'saving' | 'closing' = 'open';

  const saveAndClose = (): void => {
    state = 'saving';
    void deps
      .save()
      .catch(() => undefined)
      .finally(() => {
        state = 'closing';
        deps.close();
      });
  };

  return (event) => {
    if (state === 'closing') return;
    event.preventDefault();
    if (state !== 'open') return;
    if (!deps.isRecording()) {
      saveAndClose();
      return;
    }
    state = 'asking';
    void deps
      .ask(CLOSE_WHILE_RECORDING)
      .then(closeChoice, () => 'cancel' as const)
      .then((choice) => {
        if (choice === 'stop-and-close') {
          saveAndClose();
          return;
        }
        state = 'open';
        if (choice === 'keep-recording') deps.minimize();
      });
  };
}
