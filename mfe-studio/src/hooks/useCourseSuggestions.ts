import { useEffect, useState } from 'react';
import {
  courseLevelLabels,
  storyTemplateNames,
  type CourseSuggestion,
  type StoryTemplate,
} from '@canopy/contracts';
import { fetchCourseSuggestions } from '../api/useStudioCourses';
import { MAX_SUGGESTIONS, SUGGESTIONS_DEBOUNCE_MS, TITLE_SUGGESTIONS_MIN } from '../lib/courseWizard';

/** What the wizard knows of the course beyond its title, for the suggestions to fit it. */
export interface SuggestionContext {
  level: keyof typeof courseLevelLabels;
  method: 'manual' | 'youtube';
  storyTemplate: StoryTemplate | undefined;
}

/**
 * The specification's request: the title typed so far as the topic, the course's level as its audience and the
 * kind of course (its story template, or a course from a video) as its type.
 */
export function suggestionRequest(topic: string, context: SuggestionContext) {
  return {
    topic,
    targetAudience: `${courseLevelLabels[context.level]} learners`,
    courseType: context.storyTemplate
      ? `${storyTemplateNames[context.storyTemplate]} course`
      : context.method === 'youtube'
        ? 'Course built from a video'
        : 'Self-paced online course',
  };
}

/**
 * AI suggestions for the title typed so far: asked about 1 s after the typing stops, once the title has at least
 * 3 characters; at most 3. A failure is silent (no suggestions).
 */
export function useCourseSuggestions(title: string, context: SuggestionContext): CourseSuggestion[] {
  const [found, setFound] = useState<{ topic: string; suggestions: CourseSuggestion[] }>({
    topic: '',
    suggestions: [],
  });
  const topic = title.trim();
  const { level, method, storyTemplate } = context;
  useEffect(() => {
    if (topic.length < TITLE_SUGGESTIONS_MIN) return;
    const controller = new AbortController();
    const request = suggestionRequest(topic, { level, method, storyTemplate });
    const timer = setTimeout(() => {
      fetchCourseSuggestions(request, controller.signal).then(
        (answer) => setFound({ topic, suggestions: (answer?.suggestions ?? []).slice(0, MAX_SUGGESTIONS) }),
        () => setFound({ topic, suggestions: [] }),
      );
    }, SUGGESTIONS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [topic, level, method, storyTemplate]);
  // Suggestions for an older title stay until the new ones arrive; none below the minimum.
  return topic.length < TITLE_SUGGESTIONS_MIN ? [] : found.suggestions;
}
