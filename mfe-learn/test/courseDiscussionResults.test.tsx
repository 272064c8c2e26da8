// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@canopy/ui';
import { CourseDiscussionResults } from '../src/components/CourseDiscussionResults';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function show(discussions: { isLoading: boolean; isError: boolean }) {
  render(
    <ThemeProvider>
      <MemoryRouter>
        <CourseDiscussionResults
          discussions={{ data: undefined, refetch: () => undefined, ...discussions }}
          emptyTitle="No discussions yet"
          label="Discussions"
          pagerLabel="Discussion pages"
          onPage={() => undefined}
        />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe("a lesson's discussions", () => {
  it('offline, say they need a connection instead of a failure whose Try again cannot work', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show({ isLoading: false, isError: true });
    expect(screen.getByText('Discussions need an internet connection')).toBeTruthy();
    expect(screen.getByText('Reconnect to read and join them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offline and still waiting, say the same rather than load for ever', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show({ isLoading: true, isError: false });
    expect(screen.getByText('Discussions need an internet connection')).toBeTruthy();
  });

  it('online, a failed read is the failure, with Try again', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    show({ isLoading: false, isError: true });
    expect(screen.getByText("We couldn't load the discussions")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
