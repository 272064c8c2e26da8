// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UiModule from '../src';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';

// A loaded CI machine (lint, builds and other suites at once) can take seconds for the first render.
configure({ asyncUtilTimeout: 15_000 });

afterEach(cleanup);

// A fresh copy of the library for each test: Radix Tabs, once loaded, is there for every later render.
type UiLibrary = typeof UiModule;
let ui: UiLibrary;
beforeEach(async () => {
  vi.resetModules();
  ui = await import('../src');
});

function Example({ controlled = false }: { controlled?: boolean }) {
  const { Tabs, TabsContent, TabsList, TabsTrigger, ThemeProvider } = ui;
  const [value, setValue] = useState('about');
  const state = controlled ? { value, onValueChange: setValue } : { defaultValue: 'about' };
  return (
    <ThemeProvider>
      <Tabs {...state}>
        <TabsList aria-label="Welcome">
          <TabsTrigger value="about">About</TabsTrigger>
          <TabsTrigger value="login">Login</TabsTrigger>
        </TabsList>
        <TabsContent value="about">About text</TabsContent>
        <TabsContent value="login">
          Login form <input aria-label="Email" />
        </TabsContent>
      </Tabs>
    </ThemeProvider>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
/** Radix's triggers are items of its roving-focus collection; the stand-ins are plain buttons. */
const isRadix = (el: HTMLElement) => el.hasAttribute('data-radix-collection-item');
const radixHasArrived = () => waitFor(() => expect(isRadix(tab('About'))).toBe(true));
const panel = () => screen.getByRole('tabpanel');

describe('Tabs', () => {
  for (const controlled of [false, true])
    it(`shows working tabs before Radix arrives, and keeps the tab picked and what its panel holds (${controlled ? 'controlled' : 'uncontrolled'})`, async () => {
      render(<Example controlled={controlled} />);
      // The first render is the stand-ins: same roles and states as Radix's, the chosen panel only.
      expect(isRadix(tab('About'))).toBe(false);
      expect(screen.getByRole('tablist', { name: 'Welcome' })).toBeTruthy();
      expect(tab('About').getAttribute('aria-selected')).toBe('true');
      expect(tab('About').getAttribute('data-state')).toBe('active');
      expect(tab('Login').getAttribute('aria-selected')).toBe('false');
      expect(panel().textContent).toBe('About text');
      // Each tab names its panel, and the panel its tab.
      expect(tab('About').getAttribute('aria-controls')).toBe(panel().id);
      expect(panel().getAttribute('aria-labelledby')).toBe(tab('About').id);

      fireEvent.click(tab('Login'));
      expect(tab('Login').getAttribute('aria-selected')).toBe('true');
      expect(panel().textContent).toBe('Login form ');
      // Something typed in a panel before Radix arrives is still there after: the panel is never replaced.
      const shown = panel();
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sam@example.org' } });

      await radixHasArrived();
      expect(panel()).toBe(shown);
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sam@example.org');
      expect(tab('Login').getAttribute('aria-selected')).toBe('true');
      expect(tab('Login').getAttribute('aria-controls')).toBe(panel().id);
      // Radix's own behaviour from here: a trigger activates on mouse down, and the arrow keys move between tabs.
      fireEvent.mouseDown(tab('About'), { button: 0 });
      expect(tab('About').getAttribute('aria-selected')).toBe('true');
      expect(panel().textContent).toBe('About text');
      expect(document.activeElement).toBe(tab('About'));
      fireEvent.keyDown(tab('About'), { key: 'ArrowRight' });
      await waitFor(() => expect(document.activeElement).toBe(tab('Login')));
      expect(tab('Login').getAttribute('aria-selected')).toBe('true');
    });
});
