import type { AccountLanguage, canopyGptQuerySchema } from '@canopy/contracts';
import {
  aiHistoryLength,
  contentAiMessages,
  courseSuggestionsAnswerSchema,
  courseSuggestionSchema,
  type AiConversation,
  type AiMode,
  type CanopyGptAnswer,
  type CourseSuggestionsAnswer,
} from '@canopy/contracts';
import { HttpError } from '@canopy/service-kit';
import { z } from 'zod';
import type { AiClient, ChatMessage } from '../ai/ai-client';
import { parseModelJson } from '../ai/model-json';
import { assistantPrompts, courseSuggestionsPrompt, generateContentPrompt } from '../ai/prompts';
import { answerIn, contentText, writeIn } from '../i18n/content-text';
import { assertContentAuthor, type Actor } from './access';
import { admitAiRequest, aiHttpError } from './ai-access';
import type { ContentDeps } from './deps';

export type AssistantQuery = z.output<typeof canopyGptQuerySchema>;

/** How many of a conversation's messages `GET /api/canopy-gpt/conversations` answers with (the latest). */
const CONVERSATION_PAGE = 200;

/**
 * The messages sent to the model: the mode's system prompt (in a chat mode, with the educator's language when it
 * is not English), the last five of the history, the question. Images mode writes a prompt for the image model,
 * which stays in the wording it was asked for.
 */
export function modelMessages(input: AssistantQuery, language: AccountLanguage = 'en'): ChatMessage[] {
  const system = assistantPrompts[input.queryType] + (input.queryType === 'images' ? '' : answerIn(language));
  return [
    { role: 'system', content: system },
    ...input.conversationHistory
      .slice(-aiHistoryLength)
      .map((m): ChatMessage => ({ role: m.role, content: m.content })),
    { role: 'user', content: input.query },
  ];
}

async function remember(deps: ContentDeps, actor: Actor, mode: AiMode, query: string, response: string) {
  await deps.stores.aiMessages.append(
    actor.id,
    mode,
    [
      { role: 'user', content: query },
      { role: 'assistant', content: response },
    ],
    deps.clock(),
  );
}

/**
 * Images mode: the model writes an image prompt from the request, the images API draws it. The line shown with
 * the image is the platform's own, in the educator's language.
 */
async function drawImage(
  ai: AiClient,
  input: AssistantQuery,
  language: AccountLanguage,
): Promise<CanopyGptAnswer> {
  const prompt = (await ai.complete(modelMessages(input))).trim() || input.query;
  const imageUrl = await ai.image(prompt);
  const t = contentText(language);
  return {
    response: `${t('Here is an illustration for: {{prompt}}', { prompt: input.query })}\n\n![${input.query.replace(/[[\]]/g, '')}](${imageUrl})`,
    queryType: 'images',
    imageUrl,
  };
}

/** `POST /api/canopy-gpt/query` with `Accept: application/json`: the whole answer at once. */
export async function answerQuery(
  deps: ContentDeps,
  identity: Actor | null,
  input: AssistantQuery,
  language: AccountLanguage = 'en',
): Promise<CanopyGptAnswer> {
  const { actor, ai } = await admitAiRequest(deps, identity);
  let answer: CanopyGptAnswer;
  try {
    answer =
      input.queryType === 'images'
        ? await drawImage(ai, input, language)
        : { response: await ai.complete(modelMessages(input, language)), queryType: input.queryType };
  } catch (err) {
    deps.logger.warn({ err, userId: actor.id, mode: input.queryType }, 'AI query failed');
    throw aiHttpError(err);
  }
  await remember(deps, actor, input.queryType, input.query, answer.response);
  return answer;
}

/**
 * `POST /api/canopy-gpt/query`, streamed: yields the answer's pieces as the model sends them and returns the
 * whole answer (kept in the conversation once complete). Access, configuration and the rate limit are checked
 * at the first `next()`, before anything is sent, so those failures are ordinary JSON errors.
 */
export async function* streamQuery(
  deps: ContentDeps,
  identity: Actor | null,
  input: AssistantQuery,
  language: AccountLanguage = 'en',
): AsyncGenerator<string, CanopyGptAnswer> {
  const { actor, ai } = await admitAiRequest(deps, identity);
  let answer: CanopyGptAnswer;
  try {
    if (input.queryType === 'images') {
      answer = await drawImage(ai, input, language);
    } else {
      let response = '';
      for await (const delta of ai.stream(modelMessages(input, language))) {
        response += delta;
        yield delta;
      }
      answer = { response, queryType: input.queryType };
    }
  } catch (err) {
    deps.logger.warn({ err, userId: actor.id, mode: input.queryType }, 'AI query failed');
    throw aiHttpError(err);
  }
  await remember(deps, actor, input.queryType, input.query, answer.response);
  return answer;
}

/** `GET /api/canopy-gpt/conversations?mode=`: the user's latest messages of that mode, oldest first. */
export async function conversation(
  deps: ContentDeps,
  identity: Actor | null,
  mode: AiMode,
): Promise<AiConversation> {
  assertContentAuthor(identity);
  return { mode, messages: await deps.stores.aiMessages.list(identity.id, mode, CONVERSATION_PAGE) };
}

export interface CourseSuggestionsInput {
  topic: string;
  targetAudience?: string;
  courseType?: string;
}

/** What the model is asked to answer with; `suggestions` beyond three are dropped. */
const modelSuggestionsSchema = z.object({ suggestions: z.array(courseSuggestionSchema).min(1) });

/** `POST /api/ai/generate-course-suggestions`: at most three course ideas, checked before they are passed on. */
export async function suggestCourses(
  deps: ContentDeps,
  identity: Actor | null,
  input: CourseSuggestionsInput,
  language: AccountLanguage = 'en',
): Promise<CourseSuggestionsAnswer> {
  const { actor, ai } = await admitAiRequest(deps, identity);
  let text: string;
  try {
    text = await ai.complete([
      { role: 'system', content: courseSuggestionsPrompt + writeIn(language) },
      {
        role: 'user',
        content: JSON.stringify({
          topic: input.topic,
          targetAudience: input.targetAudience || 'adult learners',
          courseType: input.courseType || 'self-paced online course',
        }),
      },
    ]);
  } catch (err) {
    deps.logger.warn({ err, userId: actor.id }, 'AI course suggestions failed');
    throw aiHttpError(err);
  }
  const parsed = parseModelJson(text, modelSuggestionsSchema);
  if (!parsed) {
    deps.logger.warn({ userId: actor.id, answer: text.slice(0, 500) }, 'AI course suggestions unreadable');
    throw new HttpError(502, contentAiMessages.aiBadAnswer, { code: 'unavailable' });
  }
  return courseSuggestionsAnswerSchema.parse({ suggestions: parsed.suggestions.slice(0, 3) });
}

export interface GenerateContentInput {
  contentType: string;
  topic: string;
  sustainabilityFocus?: string;
}

/** `POST /api/ai/generate-content`: course material of the requested type. */
export async function generateContent(
  deps: ContentDeps,
  identity: Actor | null,
  input: GenerateContentInput,
  language: AccountLanguage = 'en',
): Promise<{ content: string }> {
  const { actor, ai } = await admitAiRequest(deps, identity);
  try {
    const content = await ai.complete([
      { role: 'system', content: generateContentPrompt + writeIn(language) },
      {
        role: 'user',
        content:
          `Content type: ${input.contentType}\nTopic: ${input.topic}\n` +
          `Sustainability focus: ${input.sustainabilityFocus || 'general sustainability'}`,
      },
    ]);
    if (!content.trim()) throw new HttpError(502, contentAiMessages.aiBadAnswer, { code: 'unavailable' });
    return { content };
  } catch (err) {
    deps.logger.warn({ err, userId: actor.id }, 'AI content generation failed');
    throw aiHttpError(err);
  }
}
