// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { changeLanguage } from '@canopy/i18n';
import type { User } from '@canopy/contracts';
import { ThemeProvider, Toaster } from '@canopy/ui';
import { RejectEducatorDialog } from '../src/components/RejectEducatorDialog';

// The kit's dialog is a lazy part: its first render loads it, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

const applicant: User = {
  id: 7,
  username: 'quinn',
  firstName: 'Quinn',
  lastName: 'Applicant',
  email: 'quinn@example.test',
  role: 'educator',
  status: 'pending',
  createdAt: '2026-11-01T10:00:00.000Z',
} as User;

function standIn() {
  const bodies: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input) === '/api/users/7/reject') {
      bodies.push(JSON.parse(String(init?.body ?? '{}')));
      return Response.json({ ...applicant, status: 'rejected' });
    }
    return Response.json({ items: [], total: 0, page: 1, pageSize: 25 });
  });
  return bodies;
}

function renderDialog(onOpenChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <RejectEducatorDialog educator={applicant} onOpenChange={onOpenChange} />
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return onOpenChange;
}

describe('rejecting an educator (the shared reason dialog, reason optional)', () => {
  it('sends no reason when none is given, and the trimmed reason when one is', async () => {
    const bodies = standIn();
    const closed = renderDialog();
    const form = await screen.findByRole('form', { name: 'Reject educator' });
    expect(screen.getByRole('dialog', { name: 'Reject educator application' })).toBeTruthy();
    // The field is marked optional, not required.
    expect(form.textContent).toContain('(optional)');
    expect(screen.getByLabelText(/Reason/).getAttribute('aria-required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(bodies).toEqual([{}]));
    await waitFor(() => expect(closed).toHaveBeenCalledWith(false));
    expect(await screen.findByText('Educator rejected')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: '  Please add references.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(bodies).toEqual([{}, { reason: 'Please add references.' }]));
  });

  it('speaks Spanish when Spanish is chosen', async () => {
    standIn();
    await changeLanguage('es');
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Rechazar la solicitud de educador' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    expect(screen.getByText('(opcional)')).toBeTruthy();
  });
});
