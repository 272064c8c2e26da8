// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../src';
import { ChoiceCards } from '../src/impl/ChoiceCardsImpl';

afterEach(cleanup);

const options = ['Never', 'Sometimes', 'Often', 'Always'].map((o) => ({ value: o, label: o }));

function Question({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider>
      <ChoiceCards aria-label="How often?" options={options} value={value} onValueChange={setValue} />
      <output>{value || 'none'}</output>
    </ThemeProvider>
  );
}

/** A quick press: the key is up again before anything a timeout would do. */
async function press(key: string) {
  const target = document.activeElement as HTMLElement;
  fireEvent.keyDown(target, { key });
  fireEvent.keyUp(target, { key });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

const checked = () => screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true');

describe('ChoiceCards', () => {
  it('moves focus and the choice together on each arrow key, however quick the press', async () => {
    render(<Question />);
    screen.getByRole('radio', { name: 'Never' }).focus();
    await press('ArrowDown');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Sometimes' }));
    expect(checked().map((r) => r.textContent)).toEqual(['Sometimes']);
    await press('ArrowRight');
    await press('ArrowDown');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Always' }));
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('Always');
  });

  it('wraps at both ends and goes back with the up and left arrows', async () => {
    render(<Question initial="Always" />);
    screen.getByRole('radio', { name: 'Always' }).focus();
    await press('ArrowDown');
    expect(checked().map((r) => r.textContent)).toEqual(['Never']);
    await press('ArrowUp');
    await press('ArrowLeft');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Often' }));
    expect(checked().map((r) => r.textContent)).toEqual(['Often']);
  });

  it('leaves an arrow with a modifier to the browser', async () => {
    render(<Question initial="Often" />);
    screen.getByRole('radio', { name: 'Often' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown', shiftKey: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(checked().map((r) => r.textContent)).toEqual(['Often']);
  });
});
