// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { messages, recoveryMessages } from '@canopy/contracts';
import { ThemeProvider } from '@canopy/ui';
import ForgotPasswordPage from '../src/pages/recovery/ForgotPasswordPage';
import ResetPasswordPage from '../src/pages/recovery/ResetPasswordPage';

// A loaded CI machine (lint, builds and other suites at once) can take seconds for the first render.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, page: React.ReactNode) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </ThemeProvider>,
  );
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('forgot password', () => {
  it('refuses an invalid address with the specification message and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/forgot-password', <ForgotPasswordPage />);
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(recoveryMessages.emailRequired, {}, { timeout: 10_000 })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the address and shows the same answer whatever the server knows', async () => {
    const fetchMock = vi.fn(async () => answer(200, { message: recoveryMessages.linkRequested }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/forgot-password', <ForgotPasswordPage />);
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'sam@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(recoveryMessages.linkRequested, {}, { timeout: 10_000 })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/forgot-password');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'sam@example.org' });
  });
});

describe('reset password', () => {
  it('without a token says the token is required and offers a new link', () => {
    renderAt('/reset-password', <ResetPasswordPage />);
    expect(screen.getByText(recoveryMessages.tokenRequired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('checks the password rule and the confirmation before posting', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/reset-password?token=abc', <ResetPasswordPage />);
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(messages.passwordMin, {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'Green!garden9' } });
    fireEvent.input(screen.getByLabelText('Confirm new password'), { target: { value: 'Green!garden8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(messages.passwordsMismatch, {}, { timeout: 10_000 })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the link's token with the new password and shows the server's refusal of a used link", async () => {
    const fetchMock = vi.fn(async () =>
      answer(400, { message: recoveryMessages.tokenInvalid, code: 'validation_failed' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/reset-password?token=used-token', <ResetPasswordPage />);
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'Green!garden9' } });
    fireEvent.input(screen.getByLabelText('Confirm new password'), { target: { value: 'Green!garden9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(recoveryMessages.tokenInvalid, {}, { timeout: 10_000 })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/reset-password');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'used-token', password: 'Green!garden9' });
  });

  it('after a change, says so and leads to login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { message: recoveryMessages.passwordChanged })),
    );
    renderAt('/reset-password?token=fresh', <ResetPasswordPage />);
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'Green!garden9' } });
    fireEvent.input(screen.getByLabelText('Confirm new password'), { target: { value: 'Green!garden9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByText(recoveryMessages.passwordChanged)).toBeTruthy(), {
      timeout: 10_000,
    });
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/auth');
  });
});
