// @vitest-environment jsdom
import { Component, createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { lazyFamily, lazyPart, renderChildren } from '../src/lazyPart';

// A loaded CI machine (lint, builds and other suites at once) can take seconds for the first render.
configure({ asyncUtilTimeout: 15_000 });

afterEach(cleanup);

/** A compound component like Radix's: the trigger throws outside its root, as Radix's do. */
const InRoot = createContext(false);
const parts = {
  Root: ({ children }: { children?: ReactNode }) => (
    <InRoot.Provider value={true}>{children}</InRoot.Provider>
  ),
  Trigger: ({ children }: { children?: ReactNode }) => {
    if (!useContext(InRoot)) throw new Error('`Trigger` must be used within `Root`');
    return <button type="button">{children}</button>;
  },
};

/** Shows what a render threw instead of letting React retry past it. */
class Crashes extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>crashed: {this.state.error}</p> : this.props.children;
  }
}

describe('lazyFamily', () => {
  it('renders a part only inside its loaded root, even when the part’s chunk would settle first', async () => {
    // The root's import settles last: a trigger that rendered as soon as its own import settled would be outside it.
    let calls = 0;
    const load = () =>
      calls++ === 0
        ? new Promise<typeof parts>((resolve) => setTimeout(() => resolve(parts), 50))
        : Promise.resolve(parts);
    const family = lazyFamily(load);
    const Root = family.root('Root');
    const Trigger = family.part('Trigger', renderChildren);
    // React retries a failed render once and may recover; it still reports the error (console or reportError).
    const reported: string[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      reported.push(args.map(String).join(' '));
    });
    const onError = (e: ErrorEvent) => reported.push(String(e.error ?? e.message));
    window.addEventListener('error', onError);

    render(
      <Crashes>
        <Root>
          <Trigger>Open</Trigger>
        </Root>
      </Crashes>,
    );
    // Meanwhile the trigger's fallback (its children) shows.
    expect(screen.getByText('Open')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Open' })).toBeTruthy();
    expect(screen.queryByText(/crashed/)).toBeNull();
    window.removeEventListener('error', onError);
    consoleError.mockRestore();
    expect(reported.filter((r) => r.includes('must be used within'))).toEqual([]);
  });

  it('renders only the fallback of a part outside any root', async () => {
    const family = lazyFamily(() => Promise.resolve(parts));
    const Trigger = family.part('Trigger', renderChildren);
    render(<Trigger>Open</Trigger>);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('lazyFamily triggers', () => {
  /** A root that shows whether it is open, as Radix's does with `defaultOpen`/`open`. */
  const toggles = {
    Root: ({
      children,
      open,
      defaultOpen,
    }: {
      children?: ReactNode;
      open?: boolean;
      defaultOpen?: boolean;
      onOpenChange?: (open: boolean) => void;
    }) => (
      <InRoot.Provider value={true}>
        {children}
        <p>{(open ?? defaultOpen) ? 'menu open' : 'menu closed'}</p>
      </InRoot.Provider>
    ),
    Trigger: ({ children }: { children?: ReactNode }) => children,
  };
  const slowly = () => {
    let release!: () => void;
    const arrived = new Promise<void>((r) => (release = r));
    return { load: () => arrived.then(() => toggles), release };
  };

  it('keeps a click on the stand-in and opens an uncontrolled root once the family arrives', async () => {
    const { load, release } = slowly();
    const family = lazyFamily(load);
    const Root = family.root('Root');
    const Trigger = family.trigger('Trigger');
    const onClick = vi.fn();
    render(
      <Root>
        <Trigger>
          <button type="button" onClick={onClick}>
            Account
          </button>
        </Trigger>
      </Root>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(onClick).toHaveBeenCalledOnce();
    release();
    expect(await screen.findByText('menu open')).toBeTruthy();
  });

  it('leaves an uncontrolled root closed when nobody clicked, and closed after two clicks', async () => {
    for (const clicks of [0, 2]) {
      const { load, release } = slowly();
      const family = lazyFamily(load);
      const Root = family.root('Root');
      const Trigger = family.trigger('Trigger');
      render(
        <Root>
          <Trigger>
            <button type="button">Account</button>
          </Trigger>
        </Root>,
      );
      for (let i = 0; i < clicks; i++) fireEvent.click(screen.getByRole('button', { name: 'Account' }));
      release();
      expect(await screen.findByText('menu closed')).toBeTruthy();
      cleanup();
    }
  });

  it('asks a controlled root to open at once, and does not when the child’s own handler prevents it', () => {
    const family = lazyFamily(() => new Promise<typeof toggles>(() => {}));
    const Root = family.root('Root');
    const Trigger = family.trigger('Trigger');
    const onOpenChange = vi.fn();
    render(
      <Root open={false} onOpenChange={onOpenChange}>
        <Trigger>
          <button type="button">Menu</button>
        </Trigger>
        <Trigger>
          <button type="button" onClick={(e) => e.preventDefault()}>
            Guarded
          </button>
        </Trigger>
      </Root>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Guarded' }));
    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });
});

describe('lazyPart', () => {
  it('renders a part mounted after preload at once, and keeps one mounted before it as it started', async () => {
    // One module, as import() gives: every load answers the same promise.
    let resolve!: (m: { Panel: () => ReactNode }) => void;
    const module = new Promise<{ Panel: () => ReactNode }>((r) => (resolve = r));
    const load = vi.fn(() => module);
    const Panel = lazyPart(load, 'Panel', () => <p>loading</p>);
    const early = render(<Panel />);
    expect(screen.getByText('loading')).toBeTruthy();
    const preloaded = Panel.preload();
    resolve({ Panel: () => <p>panel</p> });
    await preloaded;
    expect(await screen.findByText('panel')).toBeTruthy();
    early.unmount();
    // Mounted now that the module is in: no fallback, not even for a moment.
    render(<Panel />);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('panel')).toBeTruthy();
  });
});
