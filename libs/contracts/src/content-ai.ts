import { z } from 'zod';
import { ebookFormatStyleSchema } from './content';

/**
 * The AI assistant and the ebook-from-link generator of the content service: payloads, answers and texts (the
 * specification's word for word where it gives them, the service's own beside them).
 */
export const contentAiMessages = {
  // Specification (section 7 toast and section 9 validation).
  linkUrlRequired: 'Please enter a URL',
  linkFailed: 'Unable to process the link. Please check the URL and try again.',
  // The service's own.
  aiNotConfigured:
    'The AI assistant is not configured on this server. An administrator can connect an OpenAI-compatible endpoint.',
  aiUnavailable: 'The AI service did not answer properly. Please try again in a moment.',
  aiTimeout: 'The AI service took too long to answer. Please try again.',
  aiBadAnswer: 'The AI service answered in a form we could not read. Please try again.',
  aiImagesUnsupported: 'The configured AI endpoint does not offer image generation.',
  aiRateLimited: 'You are sending requests to the AI assistant too quickly. Please wait a moment.',
  /** A streamed answer that failed part-way for a reason that is not one of the above. */
  answerInterrupted: 'The answer was interrupted.',
  jobLimit: 'Three ebook generations are already running. Please wait for one to finish.',
  jobNotFound:
    'No such generation job (it may have finished more than 30 minutes ago, or the server restarted).',
  notRewritten:
    'The AI service is not configured: this is the structured extraction of the page, not rewritten.',
  rewriteFailed: 'The AI rewrite failed: this is the structured extraction of the page, not rewritten.',
} as const;

export const aiModes = ['auto', 'express', 'policy', 'wisdom', 'images'] as const;
export const aiModeSchema = z.enum(aiModes);
export type AiMode = z.infer<typeof aiModeSchema>;

/** How many earlier messages of the conversation are sent to the model (specification, section 9). */
export const aiHistoryLength = 5;

export const aiHistoryMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(20_000),
  queryType: aiModeSchema.optional(),
});
export type AiHistoryMessage = z.infer<typeof aiHistoryMessageSchema>;

/** `POST /api/canopy-gpt/query`. Only the last five messages of `conversationHistory` are used. */
export const canopyGptQuerySchema = z.object({
  query: z.string().trim().min(1, 'Please type a message').max(8_000),
  queryType: aiModeSchema.default('auto'),
  /** What the page declares (educator); the server uses the signed-in account's role. */
  userRole: z.string().max(50).optional(),
  conversationHistory: z.array(aiHistoryMessageSchema).max(100).default([]),
});
export type CanopyGptQuery = z.input<typeof canopyGptQuerySchema>;

/** The answer with `Accept: application/json`; `imageUrl` in images mode. */
export const canopyGptAnswerSchema = z.object({
  response: z.string(),
  queryType: aiModeSchema,
  imageUrl: z.string().optional(),
});
export type CanopyGptAnswer = z.infer<typeof canopyGptAnswerSchema>;

/**
 * One event of the streamed answer (`text/event-stream`, one `data: {json}` line each): pieces of text as they
 * come, then one `done` with the whole answer, or one `error`.
 */
export const canopyGptStreamEventSchema = z.union([
  z.object({ delta: z.string() }),
  z.object({
    done: z.literal(true),
    response: z.string(),
    queryType: aiModeSchema,
    imageUrl: z.string().optional(),
  }),
  z.object({ error: z.object({ message: z.string(), code: z.string() }) }),
]);
export type CanopyGptStreamEvent = z.infer<typeof canopyGptStreamEventSchema>;

export const aiChatMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  queryType: aiModeSchema,
  createdAt: z.string(),
});
export type AiChatMessage = z.infer<typeof aiChatMessageSchema>;
export const aiConversationQuerySchema = z.object({ mode: aiModeSchema.default('auto') });
export const aiConversationSchema = z.object({ mode: aiModeSchema, messages: z.array(aiChatMessageSchema) });
export type AiConversation = z.infer<typeof aiConversationSchema>;

/** `POST /api/ai/generate-course-suggestions`. */
export const courseSuggestionsRequestSchema = z.object({
  topic: z.string().trim().min(1).max(300),
  targetAudience: z.string().trim().max(300).optional(),
  courseType: z.string().trim().max(100).optional(),
});
export type CourseSuggestionsRequest = z.input<typeof courseSuggestionsRequestSchema>;
export const courseSuggestionSchema = z.object({
  title: z.string().trim().min(1).max(300),
  description: z.string().trim().max(2_000),
  level: z.enum(['beginner', 'intermediate', 'advanced']).optional(),
  learningOutcomes: z.array(z.string().max(500)).max(10).optional(),
});
export type CourseSuggestion = z.infer<typeof courseSuggestionSchema>;
export const courseSuggestionsAnswerSchema = z.object({
  suggestions: z.array(courseSuggestionSchema).max(3),
});
export type CourseSuggestionsAnswer = z.infer<typeof courseSuggestionsAnswerSchema>;

/** `POST /api/ai/generate-content`. */
export const generateContentRequestSchema = z.object({
  contentType: z.string().trim().min(1).max(100),
  topic: z.string().trim().min(1).max(300),
  sustainabilityFocus: z.string().trim().max(300).optional(),
});
export const generateContentAnswerSchema = z.object({ content: z.string() });

/** `POST /api/generate-ebook-from-link` (and `.../jobs`). */
export const ebookFromLinkSchema = z.object({
  url: z.string().trim().min(1, contentAiMessages.linkUrlRequired).max(2_000),
  formatStyle: ebookFormatStyleSchema.default('textbook'),
  contentType: z.enum(['youtube', 'website']).default('website'),
});
export type EbookFromLink = z.input<typeof ebookFromLinkSchema>;

export const generatedChapterSchema = z.object({ title: z.string(), content: z.string() });
/** Plain text throughout (no HTML). `aiRewritten` false: the structured extraction, `notice` says why. */
export const ebookFromLinkAnswerSchema = z.object({
  title: z.string(),
  author: z.string(),
  description: z.string(),
  chapters: z.array(generatedChapterSchema),
  sourceUrl: z.string(),
  sourceType: z.enum(['youtube', 'website']),
  formatStyle: ebookFormatStyleSchema,
  aiRewritten: z.boolean(),
  notice: z.string().nullable(),
});
export type EbookFromLinkAnswer = z.infer<typeof ebookFromLinkAnswerSchema>;

/** The real stages of a generation, in order (the ebook builder's progress steps). */
export const ebookGenerationStages = [
  'Analyzing Content',
  'Generating Structure',
  'Content Creation',
  'Formatting',
  'Finalizing',
] as const;
export const ebookGenerationStageSchema = z.enum(ebookGenerationStages);

export const ebookJobCreatedSchema = z.object({ jobId: z.string() });
export const ebookJobSchema = z.object({
  jobId: z.string(),
  status: z.enum(['running', 'succeeded', 'failed']),
  /** The stage under way (running), or the last one reached. */
  stage: ebookGenerationStageSchema,
  /** Stages finished so far, in order. */
  completedStages: z.array(ebookGenerationStageSchema),
  result: ebookFromLinkAnswerSchema.nullable(),
  error: z.object({ message: z.string(), code: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EbookJob = z.infer<typeof ebookJobSchema>;
