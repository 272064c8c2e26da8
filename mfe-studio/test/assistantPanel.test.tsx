// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { contentAiMessages } from '@canopy/contracts';
import { changeLanguage } from '@canopy/i18n';
import { ThemeProvider } from '@canopy/ui';
import { AssistantPanel } from '../src/components/AssistantPanel';

// The first render loads the lazy parts (Markdown renderer); on a busy machine that takes a while.
configure({ asyncUtilTimeout: 15_000 });

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

/**
 * Stands in for the content service behind fetch: saved conversations per mode, and the query answered by
 * `answer` (a stream the test writes to, or a plain Response).
 */
function standInService(answer: (body: { query: string; queryType: string }) => Response) {
  const queries: { query: string; queryType: string; conversationHistory: unknown[] }[] = [];
  const saved: Record<string, { role: string; content: string }[]> = {
    policy: [
      { role: 'user', content: 'What is carbon pricing?' },
      { role: 'assistant', content: 'A price on emissions.' },
    ],
  };
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/canopy-gpt/conversations')) {
      const mode = new URL(url, 'http://x').searchParams.get('mode')!;
      const messages = (saved[mode] ?? []).map((m, i) => ({
        id: i + 1,
        ...m,
        queryType: mode,
        createdAt: new Date(0).toISOString(),
      }));
      return Response.json({ mode, messages });
    }
    const body = JSON.parse(String(init?.body)) as (typeof queries)[number];
    queries.push(body);
    return answer(body);
  });
  return { spy, queries };
}

/** A text/event-stream Response whose events the test sends when it likes. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(stream, { headers: { 'content-type': 'text/event-stream' } }),
    send: (event: unknown) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
    close: () => controller.close(),
  };
}

function renderPanel() {
  render(
    <ThemeProvider>
      <QueryClientProvider client={new QueryClient()}>
        <AssistantPanel />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  // The one text box (its name is in the page's language).
  return screen.getByRole('textbox');
}

const type = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } });
const enter = (box: HTMLElement, shiftKey = false) => fireEvent.keyDown(box, { key: 'Enter', shiftKey });

describe('the AI assistant panel', { timeout: 60_000 }, () => {
  it('sends on Enter, streams the reply in, and sends nothing while it is pending', async () => {
    const stream = controlledStream();
    const { queries } = standInService(() => stream.response);
    const box = renderPanel();
    await screen.findByText('Auto mode');
    type(box, 'How do heat pumps work?');
    enter(box);
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]).toMatchObject({ query: 'How do heat pumps work?', queryType: 'auto' });
    expect(screen.getByText('How do heat pumps work?')).toBeTruthy();

    stream.send({ delta: 'They move ' });
    expect(await screen.findByText('They move')).toBeTruthy();
    // A second message while the first reply is pending is not sent.
    type(box, 'And in winter?');
    enter(box);
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);

    stream.send({ delta: 'heat.' });
    stream.send({ done: true, response: 'They move heat.', queryType: 'auto' });
    stream.close();
    expect(await screen.findByText('They move heat.')).toBeTruthy();
    expect(queries).toHaveLength(1);
  });

  it('adds a line with Shift+Enter and never sends a blank message', async () => {
    const { queries } = standInService(() => Response.json({}));
    const box = renderPanel();
    await screen.findByText('Auto mode');
    type(box, 'first line');
    enter(box, true);
    type(box, '   \n  ');
    enter(box);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(queries).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);
  });

  it("keeps each mode's messages apart, starting from the saved conversation", async () => {
    const stream = controlledStream();
    const { queries } = standInService(() => stream.response);
    const box = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: /Policy/ }));
    expect(await screen.findByText('A price on emissions.')).toBeTruthy();
    type(box, 'Who pays it?');
    enter(box);
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]!.queryType).toBe('policy');
    expect(queries[0]!.conversationHistory).toHaveLength(2);
    stream.send({ done: true, response: 'Emitters do.', queryType: 'policy' });
    stream.close();
    expect(await screen.findByText('Emitters do.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Wisdom/ }));
    expect(await screen.findByText('Wisdom mode')).toBeTruthy();
    expect(screen.queryByText('Emitters do.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Policy/ }));
    expect(await screen.findByText('Emitters do.')).toBeTruthy();
  });

  it("says 'Server error: {status}' and 'No response received from OpenAI' in the apology", async () => {
    let status = 500;
    standInService(() =>
      status === 500
        ? Response.json({ message: 'boom', code: 'internal' }, { status })
        : new Response('data: {"done":true,"response":"","queryType":"auto"}\n\n', {
            headers: { 'content-type': 'text/event-stream' },
          }),
    );
    const box = renderPanel();
    await screen.findByText('Auto mode');
    type(box, 'Hello');
    enter(box);
    expect(
      await screen.findByText(
        "I apologize, but I'm having trouble connecting right now. Error: Server error: 500",
      ),
    ).toBeTruthy();
    status = 200;
    type(box, 'Hello again');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', false),
    );
    enter(box);
    expect(
      await screen.findByText(
        "I apologize, but I'm having trouble connecting right now. Error: No response received from OpenAI",
      ),
    ).toBeTruthy();
  });

  it("tells a failure part-way through the answer in the page's language, the stream's own sentence too", async () => {
    let stream = controlledStream();
    standInService(() => stream.response);
    const fail = async (box: HTMLElement) => {
      type(box, 'Hola');
      await waitFor(() => expect(box).toHaveProperty('disabled', false));
      enter(box);
      await waitFor(() => expect(screen.getByText('Hola')).toBeTruthy());
      stream.send({ delta: 'Half ' });
      stream.send({ error: { message: contentAiMessages.aiTimeout, code: 'unavailable' } });
      stream.close();
    };
    let box = renderPanel();
    await screen.findByText('Auto mode');
    await fail(box);
    expect(
      await screen.findByText(
        "I apologize, but I'm having trouble connecting right now. Error: The AI service took too long to answer. Please try again.",
      ),
    ).toBeTruthy();
    cleanup();

    await changeLanguage('es');
    stream = controlledStream();
    box = renderPanel();
    await screen.findByText('Modo Automático');
    await fail(box);
    expect(
      await screen.findByText(
        'Lo siento, ahora mismo tengo problemas para conectarme. Error: El servicio de IA tardó demasiado en responder. Inténtalo de nuevo.',
      ),
    ).toBeTruthy();
  });

  it('says the assistant is not configured and disables the input', async () => {
    standInService(() =>
      Response.json(
        { message: contentAiMessages.aiNotConfigured, code: 'ai_not_configured' },
        { status: 503 },
      ),
    );
    const box = renderPanel();
    await screen.findByText('Auto mode');
    type(box, 'Hello');
    enter(box);
    expect(await screen.findByText(contentAiMessages.aiNotConfigured)).toBeTruthy();
    expect(box).toHaveProperty('disabled', true);
    expect(screen.queryByText(/I apologize/)).toBeNull();
  });
});
