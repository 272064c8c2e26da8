// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import { lazyPart } from '../src/lazyPart';
import { usePreloaded } from '../src/usePreloaded';

configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('usePreloaded', () => {
  it('turns true once the part has loaded, and the parts rendered then show at once, all of them', async () => {
    const chunk = deferred<{ Toggle: (p: { name: string }) => ReactElement }>();
    const Toggle = lazyPart(
      () => chunk.promise,
      'Toggle',
      () => <span>placeholder</span>,
    );
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    function Form() {
      const ready = usePreloaded(Toggle);
      if (!ready) return <p>loading</p>;
      return (
        <>
          {names.map((n) => (
            <Toggle key={n} name={n} />
          ))}
        </>
      );
    }
    const Real = ({ name }: { name: string }) => <button type="button">{name}</button>;
    render(<Form />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => chunk.resolve({ Toggle: Real }));
    // No frame with a placeholder: the first render after loading has every toggle.
    expect(screen.getAllByRole('button')).toHaveLength(names.length);
    expect(screen.queryByText('placeholder')).toBeNull();
  });

  it('lets the form render when the chunk fails, so each part can show its own fallback', async () => {
    const Toggle = lazyPart<{ Toggle: () => ReactElement }, 'Toggle'>(
      () => Promise.reject(new Error('offline')),
      'Toggle',
    );
    function Form() {
      return usePreloaded(Toggle) ? <p>form</p> : <p>loading</p>;
    }
    render(<Form />);
    expect(await screen.findByText('form')).toBeTruthy();
  });
});
