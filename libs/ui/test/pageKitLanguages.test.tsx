// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { changeLanguage } from '@canopy/i18n';
import { ThemeProvider } from '../src';
import { DiscussionSummaryItem, FormDialogFooter, Pager } from '../src/page-kit';

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
});

function renderPager(props: Partial<Parameters<typeof Pager>[0]> = {}) {
  return render(
    <ThemeProvider>
      <Pager label="Pages" page={2} pageSize={20} total={45} onPage={() => undefined} {...props} />
    </ThemeProvider>,
  );
}

function renderItem(replyCount: number, likeCount = 0, answered = false) {
  const discussion = { excerpt: '', replyCount, likeCount, answered };
  render(
    <ThemeProvider>
      <ul>
        <DiscussionSummaryItem
          discussion={discussion}
          authorName="Ada Green"
          title="Mulch depth"
          author="Ada Green"
          when={null}
          showLikes
        />
      </ul>
    </ThemeProvider>,
  );
  return screen.getByRole('listitem').textContent ?? '';
}

describe('the page kit in English (the texts as they stand)', () => {
  it('tells the range and the page, and names the buttons', () => {
    renderPager();
    expect(screen.getByRole('navigation').textContent).toContain('Showing 21–40 of 45');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    cleanup();
    renderPager({ summary: 'page' });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('groups the digits of a long list as English does', () => {
    renderPager({ page: 50, total: 1234 });
    expect(screen.getByRole('navigation').textContent).toContain('Showing 981–1,000 of 1,234');
  });

  it('counts one reply and several, and says a discussion is answered', () => {
    expect(renderItem(1)).toContain('1 reply');
    cleanup();
    expect(renderItem(0)).toContain('0 replies');
    cleanup();
    const text = renderItem(2, 3, true);
    expect(text).toContain('2 replies');
    expect(text).toContain('3 helpful');
    expect(text).toContain('Answered');
  });
});

describe('the page kit in Spanish', () => {
  it('tells the range and the page, and names the buttons', async () => {
    await act(() => changeLanguage('es'));
    renderPager();
    expect(screen.getByRole('navigation').textContent).toContain('Mostrando 21–40 de 45');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeTruthy();
    cleanup();
    renderPager({ summary: 'page' });
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
  });

  it("writes a long list's numbers as Spanish does", async () => {
    await act(() => changeLanguage('es'));
    renderPager({ page: 500, pageSize: 25, total: 12_500 });
    expect(screen.getByRole('navigation').textContent).toContain('Mostrando 12.476–12.500 de 12.500');
  });

  it('counts one reply and several, and says a discussion is answered', async () => {
    await act(() => changeLanguage('es'));
    expect(renderItem(1, 1)).toContain('1 respuesta1 marca de útil');
    cleanup();
    expect(renderItem(0)).toContain('0 respuestas');
    cleanup();
    const text = renderItem(2, 3, true);
    expect(text).toContain('2 respuestas');
    expect(text).toContain('3 marcas de útil');
    expect(text).toContain('Respondida');
    expect(text).not.toMatch(/repl|helpful|Answered/);
  });

  it("words the form dialogs' Cancel", async () => {
    await act(() => changeLanguage('es'));
    render(
      <ThemeProvider>
        <form>
          <FormDialogFooter submitLabel="Guardar" onCancel={() => undefined} />
        </form>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
  });

  it('follows a switch back to English', async () => {
    await act(() => changeLanguage('es'));
    renderPager();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeTruthy();
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('navigation').textContent).toContain('Showing 21–40 of 45');
  });
});
