import {
  aiHistoryLength,
  canopyGptStreamEventSchema,
  type AiHistoryMessage,
  type AiMode,
} from '@canopy/contracts';
import { studioText } from '../i18n/useStudioT';
import { createSseParser } from '../lib/sseParser';

/** The service answered 503 `ai_not_configured`: no AI endpoint on this server; the panel says so. */
export class AssistantNotConfiguredError extends Error {
  override readonly name = 'AssistantNotConfiguredError';
}

/** The specification's wording for a non-OK answer and for an answer with no text. */
export const serverErrorText = (status: number) => studioText('Server error: {{status}}', { status });
export const noResponseText = () => studioText('No response received from OpenAI');
/** The assistant message a failure adds (spec section 8). */
export const connectionTrouble = (detail: string) =>
  studioText("I apologize, but I'm having trouble connecting right now. Error: {{detail}}", { detail });

export interface AskInput {
  query: string;
  mode: AiMode;
  /** The conversation of this mode so far; only the last five messages are sent. */
  history: readonly AiHistoryMessage[];
  signal?: AbortSignal;
  /** Each piece of the answer as it arrives. */
  onDelta?: (text: string) => void;
}

export interface AskAnswer {
  response: string;
  imageUrl?: string;
}

async function readFailure(res: Response): Promise<{ code?: string; message?: string }> {
  try {
    return (await res.json()) as { code?: string; message?: string };
  } catch {
    return {};
  }
}

/**
 * Asks the AI assistant (`POST /api/canopy-gpt/query`) and streams its answer: `onDelta` gets the text as the model
 * writes it. Rejects with AssistantNotConfiguredError, or an Error whose message is what the chat shows after
 * "Error: " ('Server error: {status}', 'No response received from OpenAI', the stream's own error).
 */
export async function askAssistant({ query, mode, history, signal, onDelta }: AskInput): Promise<AskAnswer> {
  const res = await fetch('/api/canopy-gpt/query', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({
      query,
      queryType: mode,
      userRole: 'educator',
      conversationHistory: history.slice(-aiHistoryLength),
    }),
    signal,
  });
  if (!res.ok) {
    const body = await readFailure(res);
    if (res.status === 503 && body.code === 'ai_not_configured') {
      throw new AssistantNotConfiguredError(
        body.message ?? studioText('The AI assistant is not configured.'),
      );
    }
    throw new Error(serverErrorText(res.status));
  }
  // A JSON answer (a proxy that does not stream) is read whole.
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const body = (await res.json().catch(() => null)) as AskAnswer | null;
    if (!body?.response && !body?.imageUrl) throw new Error(noResponseText());
    onDelta?.(body.response);
    return body;
  }
  if (!res.body) throw new Error(noResponseText());

  // Written by the parser's callback: an object, so the checks below see what it wrote.
  const got: { text: string; final: AskAnswer | null; failure: string | null } = {
    text: '',
    final: null,
    failure: null,
  };
  const parser = createSseParser((data) => {
    let parsed;
    try {
      parsed = canopyGptStreamEventSchema.safeParse(JSON.parse(data));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const event = parsed.data;
    if ('delta' in event) {
      got.text += event.delta;
      onDelta?.(event.delta);
    } else if ('done' in event) {
      got.final = { response: event.response, ...(event.imageUrl ? { imageUrl: event.imageUrl } : {}) };
    } else {
      got.failure = event.error.message;
    }
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.push(value);
  }
  parser.end();
  if (got.failure) throw new Error(got.failure);
  const answer: AskAnswer = got.final ?? { response: got.text };
  if (!answer.response.trim() && !answer.imageUrl) throw new Error(noResponseText());
  return answer;
}
