import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Why a model call failed, for the caller's honest answer. */
export type AiFailure = 'timeout' | 'upstream' | 'unsupported';

export class AiError extends Error {
  constructor(
    readonly kind: AiFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

/** The model, as the use cases need it. Every call is abandoned after the configured time (`AiError` timeout). */
export interface AiClient {
  complete(messages: ChatMessage[]): Promise<string>;
  /** The answer in pieces as the endpoint streams them. Stopping the iteration early aborts the request. */
  stream(messages: ChatMessage[]): AsyncIterable<string>;
  /** An image for the prompt: its URL, or a `data:` URL when the endpoint returns the bytes. */
  image(prompt: string): Promise<string>;
}

export interface AiClientConfig {
  apiKey: string;
  baseUrl?: string;
  model: string;
  imageModel: string;
  timeoutMs: number;
}

function translate(err: unknown, timedOut: boolean): AiError {
  if (err instanceof AiError) return err;
  if (timedOut || err instanceof APIConnectionTimeoutError)
    return new AiError('timeout', 'model call timed out');
  if (err instanceof APIUserAbortError) return new AiError('upstream', 'model call aborted');
  if (err instanceof APIError) {
    return new AiError('upstream', `endpoint answered ${err.status ?? 'without a status'}`, err.status);
  }
  return new AiError('upstream', err instanceof Error ? err.message : String(err));
}

/**
 * The openai SDK against any OpenAI-compatible endpoint. The endpoint is the operator's configuration, not user
 * input, so the SDK's own fetch is used (not the SSRF-safe fetcher). No automatic retries: the user is waiting
 * and the service answers honestly instead.
 */
export function createAiClient(cfg: AiClientConfig): AiClient {
  const client = new OpenAI({
    apiKey: cfg.apiKey,
    baseURL: cfg.baseUrl,
    timeout: cfg.timeoutMs,
    maxRetries: 0,
  });

  /** Runs `work` with a signal that fires after the configured time; failures become `AiError`. */
  async function bounded<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), cfg.timeoutMs);
    try {
      return await work(controller.signal);
    } catch (err) {
      throw translate(err, controller.signal.aborted);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    complete: (messages) =>
      bounded(async (signal) => {
        const answer = await client.chat.completions.create(
          { model: cfg.model, messages, stream: false },
          { signal },
        );
        const content = answer.choices[0]?.message?.content;
        if (typeof content !== 'string') throw new AiError('upstream', 'answer without content');
        return content;
      }),

    async *stream(messages) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), cfg.timeoutMs);
      try {
        const chunks = await client.chat.completions.create(
          { model: cfg.model, messages, stream: true },
          { signal: controller.signal },
        );
        for await (const chunk of chunks) {
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) yield delta;
        }
      } catch (err) {
        throw translate(err, controller.signal.aborted);
      } finally {
        clearTimeout(timer);
        // The consumer stopped early (the browser went away): the request to the endpoint goes too.
        controller.abort();
      }
    },

    image: (prompt) =>
      bounded(async (signal) => {
        try {
          const answer = await client.images.generate(
            { model: cfg.imageModel, prompt, n: 1, size: '1024x1024' },
            { signal },
          );
          const image = answer.data?.[0];
          if (image?.url) return image.url;
          if (image?.b64_json) return `data:image/png;base64,${image.b64_json}`;
          throw new AiError('upstream', 'image answer without an image');
        } catch (err) {
          if (err instanceof APIError && (err.status === 404 || err.status === 405 || err.status === 501)) {
            throw new AiError('unsupported', 'the endpoint has no image generation', err.status);
          }
          throw err;
        }
      }),
  };
}
