// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import { messages } from '@canopy/contracts';
import { changeLanguage, registerCatalogue } from '@canopy/i18n';
import { ThemeProvider } from '@canopy/ui';
import { NewPasswordField } from '../src/pages/auth/NewPasswordField';
import { messagesEs } from '../src/i18n/messages.es';

configure({ asyncUtilTimeout: 15_000 });

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
});

function renderField() {
  return render(
    <ThemeProvider>
      <NewPasswordField label="Password" name="password" />
    </ThemeProvider>,
  );
}

describe('NewPasswordField', () => {
  it('words the password rule in the language switched to, without a reload', async () => {
    renderField();
    expect(screen.getByText(messages.passwordHint)).toBeTruthy();
    // As on /auth: the switch starts, and the sign-up forms' chunk (with the `messages` catalogue) arrives while
    // it is still fetching Spanish.
    let switching: Promise<void> = Promise.resolve();
    act(() => {
      switching = changeLanguage('es');
      registerCatalogue('messages', { es: async () => messagesEs });
    });
    await act(() => switching);
    expect(await screen.findByText(messagesEs[messages.passwordHint])).toBeTruthy();
    expect(screen.queryByText(messages.passwordHint)).toBeNull();

    await act(() => changeLanguage('en'));
    expect(screen.getByText(messages.passwordHint)).toBeTruthy();
  });
});
