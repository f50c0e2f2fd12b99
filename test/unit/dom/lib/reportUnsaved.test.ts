import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { reportUnsavedChanges } from '../../../../src/renderer/src/lib/reportUnsaved';
import { installFakeCompanion } from '../fixtures';

describe('reportUnsavedChanges', () => {
  it('tells the main process at once, then on each change of saved/unsaved only', () => {
    const fake = installFakeCompanion();
    const store = createStore<{ saveState: string; text: string }>(() => ({
      saveState: 'saved',
      text: '',
    }));
    const stop = reportUnsavedChanges(
      () => store.getState().saveState !== 'saved',
      (listener) => store.subscribe(listener),
    );
    expect(fake.reportUnsaved.mock.calls).toEqual([[{ unsaved: false }]]);

    store.setState({ saveState: 'pending', text: 'F' });
    store.setState({ text: 'Fe' }); // still unsaved: nothing new to say
    store.setState({ saveState: 'saving' });
    expect(fake.reportUnsaved.mock.calls).toEqual([[{ unsaved: false }], [{ unsaved: true }]]);

    store.setState({ saveState: 'saved' });
    expect(fake.reportUnsaved.mock.calls.at(-1)).toEqual([{ unsaved: false }]);
    expect(fake.reportUnsaved).toHaveBeenCalledTimes(3);

    stop();
    store.setState({ saveState: 'pending' });
    expect(fake.reportUnsaved).toHaveBeenCalledTimes(3);
  });
});
