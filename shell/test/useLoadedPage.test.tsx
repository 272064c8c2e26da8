// @vitest-environment jsdom
import { Component, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import { lazyPage } from '@canopy/auth';
import { changeLanguage, registerCatalogue, useTranslation } from '@canopy/i18n';
import { forgetFailedLoad, useLoadedPage } from '../src/federation/useLoadedPage';

// A loaded CI machine (lint, builds and other suites at once) can take seconds for the first render.
configure({ asyncUtilTimeout: 15_000 });

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p>failed: {String((this.state.error as Error).message)}</p>
    ) : (
      this.props.children
    );
  }
}

function Host({ page }: { page: ComponentType }) {
  const Page = useLoadedPage(page);
  return Page ? <Page /> : <p>loading page</p>;
}

const show = (page: ComponentType) =>
  render(
    <Suspense fallback={<p>suspended</p>}>
      <Catch>
        <Host page={page} />
      </Catch>
    </Suspense>,
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useLoadedPage', () => {
  it('renders a lazy page once its chunk is there, without suspending, and loads it once per visit', async () => {
    const chunk = deferred<{ default: ComponentType }>();
    const load = vi.fn(() => chunk.promise);
    const page = lazyPage(load);

    show(page);
    expect(screen.getByText('loading page')).toBeTruthy();
    await act(async () => chunk.resolve({ default: () => <h1>Catalogue</h1> }));
    expect(screen.getByRole('heading', { name: 'Catalogue' })).toBeTruthy();
    expect(screen.queryByText('suspended')).toBeNull();

    cleanup();
    show(page);
    // Known now: shown on the first render, with no second download.
    expect(screen.getByRole('heading', { name: 'Catalogue' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary until it is forgotten, then loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempt = 0;
    const load = vi.fn(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('Loading chunk 12 failed.');
      return { default: () => <h1>Forum</h1> };
    });
    const page = lazyPage(load);

    show(page);
    expect(await screen.findByText('failed: Loading chunk 12 failed.')).toBeTruthy();
    cleanup();
    show(page);
    expect(screen.getByText('failed: Loading chunk 12 failed.')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    cleanup();
    forgetFailedLoad(page);
    show(page);
    expect(await screen.findByRole('heading', { name: 'Forum' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("holds a page back until the shown language's texts are in, so it never flashes English", async () => {
    await changeLanguage('es');
    // A remote's catalogue, registered as its routes load: fetched at once, and slower than the page's chunk.
    const catalogue = deferred<Record<string, string>>();
    try {
      registerCatalogue('held-page-test', { es: () => catalogue.promise });
      function Forum() {
        const { t } = useTranslation('held-page-test');
        return <h1>{t('Sustainability Forum')}</h1>;
      }
      const page = lazyPage(async () => ({ default: Forum }));

      show(page);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(screen.getByText('loading page')).toBeTruthy();
      expect(screen.queryByRole('heading')).toBeNull();

      await act(async () => catalogue.resolve({ 'Sustainability Forum': 'Foro de sostenibilidad' }));
      expect(await screen.findByRole('heading', { name: 'Foro de sostenibilidad' })).toBeTruthy();
    } finally {
      catalogue.resolve({}); // settled either way, so the next switch to Spanish does not wait for it
      await changeLanguage('en');
    }
  });

  it('shows a page whose texts could not be fetched, in English, rather than holding it', async () => {
    await changeLanguage('es');
    try {
      registerCatalogue('failed-texts-test', { es: () => Promise.reject(new Error('offline')) });
      function Topic() {
        const { t } = useTranslation('failed-texts-test');
        return <h1>{t('Forum topic')}</h1>;
      }
      show(lazyPage(async () => ({ default: Topic })));
      expect(await screen.findByRole('heading', { name: 'Forum topic' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });

  it('renders any other component as it is', () => {
    show(() => <h1>Plain page</h1>);
    expect(screen.getByRole('heading', { name: 'Plain page' })).toBeTruthy();
  });
});
