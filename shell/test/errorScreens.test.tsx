// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@canopy/ui';
import { RouteErrorBoundary } from '../src/errors/RouteErrorBoundary';
import { RemoteUnavailable } from '../src/federation/RemoteUnavailable';

afterEach(cleanup);

function Broken(): never {
  throw new Error('The course list could not be drawn');
}

describe('error screens', () => {
  it("a rendering error shows 'Something went wrong', the error text and 'Reload Page'", () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ThemeProvider>
        <MemoryRouter>
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('The course list could not be drawn')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    quiet.mockRestore();
  });

  it('the unavailable panel names the area and offers Retry', () => {
    const retry = vi.fn();
    render(
      <ThemeProvider>
        <RemoteUnavailable area="Forum" onRetry={retry} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Forum is temporarily unavailable' })).toBeTruthy();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(retry).toHaveBeenCalledOnce();
  });
});
