// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useSearchParamsUpdate } from '../src/page-kit';

afterEach(cleanup);

function Filters() {
  const [params, update] = useSearchParamsUpdate();
  const { search } = useLocation();
  const set = (key: string, value: string) =>
    update((p) => {
      p.set(key, value);
    });
  return (
    <>
      <p>address: {search}</p>
      <p>role: {params.get('role') ?? 'any'}</p>
      {/* Two changes before the next render, as a quick second choice makes them. */}
      <button type="button" onClick={() => (set('role', 'educator'), set('status', 'rejected'))}>
        Both
      </button>
      <button type="button" onClick={() => update(() => new URLSearchParams({ page: '2' }))}>
        Replace
      </button>
    </>
  );
}

const renderFilters = () =>
  render(
    <MemoryRouter initialEntries={['/admin?q=robin']}>
      <Filters />
    </MemoryRouter>,
  );

describe('useSearchParamsUpdate', () => {
  it('builds each change on the one before, even before the next render', () => {
    renderFilters();
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(screen.getByText(/^address:/).textContent).toBe('address: ?q=robin&role=educator&status=rejected');
    expect(screen.getByText('role: educator')).toBeTruthy();
  });

  it('takes a new query a change returns, and builds the next one on it', () => {
    renderFilters();
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(screen.getByText(/^address:/).textContent).toBe('address: ?page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(screen.getByText(/^address:/).textContent).toBe('address: ?page=2&role=educator&status=rejected');
  });
});
