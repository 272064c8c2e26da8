// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from '../src/ThemeProvider';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../src/impl/DialogParts';

// A loaded CI machine (lint, builds and other suites at once) can take seconds for the first render.
configure({ asyncUtilTimeout: 15_000 });

afterEach(cleanup);

/*
 * A dialog opens with the focus on its first field or button. An embedded player (a page of another site in a
 * frame) keeps the keys it gets, so with the focus there Escape would not close the dialog: it starts on the close
 * button instead.
 */

function Preview({ first }: { first: 'frame' | 'field' }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Preview lesson
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>How solar panels make power</DialogTitle>
          <DialogDescription>Lesson 1 as learners will see it.</DialogDescription>
          {first === 'frame' ? (
            <iframe title="Video: How solar panels make power" src="about:blank" />
          ) : (
            <input aria-label="Title" />
          )}
          <button type="button">Close Preview</button>
        </DialogContent>
      </Dialog>
    </ThemeProvider>
  );
}

describe('a dialog as it opens', () => {
  it('with a player first, focuses its close button, and Escape closes it', async () => {
    render(<Preview first="frame" />);
    fireEvent.click(screen.getByRole('button', { name: 'Preview lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'How solar panels make power' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('with a field first, focuses the field as before', async () => {
    render(<Preview first="field" />);
    fireEvent.click(screen.getByRole('button', { name: 'Preview lesson' }));
    await screen.findByRole('dialog', { name: 'How solar panels make power' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' })));
  });
});
