import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useLoadResult } from '../../../../src/renderer/src/frame/useLoadResult';
import type { Result } from '../../../../src/shared/result';

/** Answers the screen asked for, settled by the test in the order it chooses. */
function answers() {
  const pending = new Map<string, (result: Result<string>) => void>();
  return {
    load: (key: string) =>
      new Promise<Result<string>>((resolve) => {
        pending.set(key, resolve);
      }),
    async answer(key: string, value: string) {
      await act(async () => {
        pending.get(key)?.({ ok: true, value });
        await Promise.resolve();
      });
    },
    asked: () => [...pending.keys()],
  };
}

function Shown(props: { id: string; load: (key: string) => Promise<Result<string>> }) {
  const [text, setText] = useState('nothing yet');
  useLoadResult(
    () => props.load(props.id),
    (result) => setText(result.ok ? result.value : result.error.message),
    [props.id],
  );
  return <p>{text}</p>;
}

describe('useLoadResult', () => {
  it('shows what the load answers', async () => {
    const source = answers();
    render(<Shown id="a" load={source.load} />);
    expect(screen.getByText('nothing yet')).toBeTruthy();
    await source.answer('a', 'the answer for a');
    expect(screen.getByText('the answer for a')).toBeTruthy();
  });

  it('loads again when its key changes, and a late answer to the earlier key is dropped', async () => {
    const source = answers();
    const view = render(<Shown id="a" load={source.load} />);
    view.rerender(<Shown id="b" load={source.load} />);
    expect(source.asked()).toEqual(['a', 'b']);
    await source.answer('b', 'the answer for b');
    await source.answer('a', 'the answer for a');
    expect(screen.getByText('the answer for b')).toBeTruthy();
    expect(screen.queryByText('the answer for a')).toBeNull();
  });

  it('does not load again on a render with the same key', () => {
    const source = answers();
    const view = render(<Shown id="a" load={source.load} />);
    view.rerender(<Shown id="a" load={source.load} />);
    expect(source.asked()).toEqual(['a']);
  });
});
