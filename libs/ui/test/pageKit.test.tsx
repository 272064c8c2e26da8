// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@canopy/api-client';
import { ThemeProvider } from '../src';
import {
  DiscussionSummaryItem,
  FormDialogFooter,
  NotFoundPanel,
  SearchInput,
  useSearchText,
  SkeletonRows,
  LazyTabPanels,
  numericParam,
  selectedTab,
  Pager,
  QueryState,
  useDebouncedValue,
  useDocumentTitle,
  useNumericParam,
  type QueryView,
} from '../src/page-kit';

afterEach(cleanup);

describe('numericParam and useNumericParam', () => {
  it('reads positive database ids only', () => {
    expect(numericParam('42')).toBe(42);
    expect(numericParam('2147483647')).toBe(2_147_483_647);
    for (const raw of [undefined, '', '0', '-3', '4.5', '12abc', '2147483648', '99999999999'])
      expect(numericParam(raw)).toBeNull();
  });

  it("reads the current route's parameter", () => {
    function Show() {
      return <p>{String(useNumericParam('id'))}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/courses/17']}>
        <Routes>
          <Route path="/courses/:id" element={<Show />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('17')).toBeTruthy();
  });
});

describe('useDocumentTitle', () => {
  it('names the page once its title is known, and leaves the title alone before', () => {
    document.title = 'Canopy';
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: undefined as string | undefined },
    });
    expect(document.title).toBe('Canopy');
    rerender({ title: 'Soil basics' });
    expect(document.title).toBe('Soil basics · Canopy');
  });
});

describe('useDebouncedValue', () => {
  it('gives the value once it has stopped changing for the delay', () => {
    vi.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
        initialProps: { value: 's' },
      });
      rerender({ value: 'so' });
      act(() => void vi.advanceTimersByTime(200));
      rerender({ value: 'soil' });
      act(() => void vi.advanceTimersByTime(200));
      expect(result.current).toBe('s');
      act(() => void vi.advanceTimersByTime(100));
      expect(result.current).toBe('soil');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Pager', () => {
  const renderPager = (props: Partial<Parameters<typeof Pager>[0]> = {}) => {
    const onPage = vi.fn();
    render(
      <ThemeProvider>
        <Pager label="Discussion pages" page={2} pageSize={10} total={23} onPage={onPage} {...props} />
      </ThemeProvider>,
    );
    return onPage;
  };

  it('says which rows are shown and moves a page either way', () => {
    const onPage = renderPager({ noun: ['discussion', 'discussions'] });
    const nav = screen.getByRole('navigation', { name: 'Discussion pages' });
    expect(nav.textContent).toContain('Showing 11–20 of 23 discussions');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Next on the last page and can tell the page instead of the range', () => {
    renderPager({ page: 3, summary: 'page' });
    expect(screen.getByText('Page 3 of 3').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(false);
  });

  it('is not shown when everything fits on the first page', () => {
    renderPager({ page: 1, total: 10 });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is shown on a later page that the list no longer fills, so the reader can go back', () => {
    renderPager({ page: 2, total: 4 });
    expect(screen.getByRole('navigation').textContent).toContain('Showing 4–4 of 4');
  });
});

describe('QueryState', () => {
  const view = (over: Partial<QueryView<string[]>>): QueryView<string[]> => ({
    data: undefined,
    isError: false,
    error: null,
    refetch: vi.fn(),
    ...over,
  });
  const renderState = (query: QueryView<string[]>) =>
    render(
      <ThemeProvider>
        <QueryState
          query={query}
          loading={<p role="status">Loading courses</p>}
          errorTitle="Your courses could not be loaded"
          isEmpty={(items) => items.length === 0}
          empty={<p>No courses yet</p>}
        >
          {(items) => (
            <ul>
              {items.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          )}
        </QueryState>
      </ThemeProvider>,
    );

  it('shows the placeholder until the first answer', () => {
    renderState(view({}));
    expect(screen.getByRole('status').textContent).toBe('Loading courses');
  });

  it("shows a failed first read with the server's message and a retry", () => {
    const query = view({
      isError: true,
      error: new ApiError('Forbidden', {
        status: 403,
        kind: 'http',
        body: { message: 'Educator access required' },
      }),
    });
    renderState(query);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('h3')?.textContent).toBe('Your courses could not be loaded');
    expect(alert.textContent).toContain('Educator access required');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('says "Please try again." when no server message arrived', () => {
    renderState(
      view({ isError: true, error: new ApiError('Request to /api/x timed out.', { kind: 'timeout' }) }),
    );
    expect(screen.getByRole('alert').textContent).toContain('Please try again.');
  });

  it('shows the empty state for an empty answer and the content otherwise', () => {
    renderState(view({ data: [] }));
    expect(screen.getByText('No courses yet')).toBeTruthy();
    cleanup();
    renderState(view({ data: ['Soil basics'] }));
    expect(screen.getByRole('listitem').textContent).toBe('Soil basics');
  });

  it('keeps an answer on screen when a later refetch fails', () => {
    renderState(view({ data: ['Soil basics'], isError: true, error: new Error('offline') }));
    expect(screen.getByRole('listitem').textContent).toBe('Soil basics');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('FormDialogFooter', () => {
  it('cancels, submits its form, and holds the submit button while the form is sent', () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { rerender } = render(
      <ThemeProvider>
        <form aria-label="Edit" onSubmit={onSubmit}>
          <FormDialogFooter submitLabel="Save changes" onCancel={onCancel} />
        </form>
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <ThemeProvider>
        <form aria-label="Edit" onSubmit={onSubmit}>
          <FormDialogFooter submitLabel="Save changes" onCancel={onCancel} busy lockCancelWhileBusy />
        </form>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('LazyTabPanels and selectedTab', () => {
  const Icon = () => <svg />;
  const tabs = [
    { value: 'users', label: 'Users', icon: Icon, Component: () => <p>Users panel</p> },
    { value: 'outbox', label: 'Outbox', icon: Icon, Component: () => <p>Outbox panel</p> },
  ];

  it('picks the tab a parameter names, else the first', () => {
    expect(selectedTab(tabs, 'outbox').label).toBe('Outbox');
    expect(selectedTab(tabs, null)).toBe(tabs[0]);
    expect(selectedTab(tabs, 'nonsense')).toBe(tabs[0]);
  });

  it('renders the chosen panel only and reports a choice', () => {
    const onValueChange = vi.fn();
    render(
      <ThemeProvider>
        <LazyTabPanels tabs={tabs} value="users" onValueChange={onValueChange} label="Sections" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(screen.getByText('Users panel')).toBeTruthy();
    expect(screen.queryByText('Outbox panel')).toBeNull();
    // A pointer's press and click: the plain tabs shown until Radix's part has loaded answer the click, Radix's
    // (already loaded when another file of the worker rendered them) the press.
    const outbox = screen.getByRole('tab', { name: 'Outbox' });
    fireEvent.mouseDown(outbox);
    fireEvent.click(outbox);
    expect(onValueChange).toHaveBeenCalledWith('outbox');
  });
});

describe('SkeletonRows and NotFoundPanel', () => {
  it('announce a loading list and a missing page', () => {
    render(
      <ThemeProvider>
        <SkeletonRows label="Loading modules" count={3} height="88px" />
        <NotFoundPanel
          icon={<svg />}
          title="Topic not found"
          description="It may have moved."
          action={<a href="/forum">Forum</a>}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading modules' }).children).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Topic not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forum' })).toBeTruthy();
  });
});

describe('DiscussionSummaryItem', () => {
  it("shows the caller's links, replies, likes when asked and whether it is answered", () => {
    const discussion = { excerpt: 'How deep should mulch be?', replyCount: 1, likeCount: 2, answered: true };
    render(
      <ThemeProvider>
        <ul>
          <DiscussionSummaryItem
            discussion={discussion}
            authorName="Ada Green"
            title={<a href="/d/1">Mulch depth</a>}
            headingAs="h4"
            author={<a href="/u/1">Ada Green</a>}
            when={<time dateTime="2026-01-01">today</time>}
            showLikes
          />
        </ul>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Mulch depth' })).toBeTruthy();
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('How deep should mulch be?');
    expect(item.textContent).toContain('1 reply');
    expect(item.textContent).toContain('2 helpful');
    expect(item.textContent).toContain('Answered');
  });
});

describe('useSearchText and SearchInput', () => {
  it('applies the text once typing pauses and follows the address when it changes elsewhere', () => {
    vi.useFakeTimers();
    try {
      const apply = vi.fn();
      const { result, rerender } = renderHook(
        ({ current }) => useSearchText(current, apply, (t) => t.trim()),
        {
          initialProps: { current: '' },
        },
      );
      act(() => result.current[1]('soil '));
      act(() => void vi.advanceTimersByTime(300));
      expect(apply).toHaveBeenCalledWith('soil');
      rerender({ current: 'water' });
      expect(result.current[0]).toBe('water');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is a labelled search box whose clear button empties it', () => {
    const onClear = vi.fn();
    render(
      <ThemeProvider>
        <SearchInput
          inputId="s"
          hiddenLabel="Search discussions"
          placeholder="Search"
          value="mulch"
          onValueChange={() => {}}
          onClear={onClear}
        />
      </ThemeProvider>,
    );
    expect((screen.getByLabelText('Search discussions') as HTMLInputElement).value).toBe('mulch');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
