import { useEffect, useState } from 'react';
import type { CourseSuggestion } from '@canopy/contracts';
import { fetchCourseSuggestions } from '../api/useStudioCourses';
import { MAX_SUGGESTIONS, SUGGESTIONS_DEBOUNCE_MS, TITLE_SUGGESTIONS_MIN } from '../lib/courseWizard';

/**
 * AI suggestions for the title typed so far: asked about 1 s after the typing stops, once the title has at least
 * 3 characters; at most 3. A failure is silent (no suggestions).
 */
export function useCourseSuggestions(title: string): CourseSuggestion[] {
  const [found, setFound] = useState<{ topic: string; suggestions: CourseSuggestion[] }>({
    topic: '',
    suggestions: [],
  });
  const topic = title.trim();
  useEffect(() => {
    if (topic.length < TITLE_SUGGESTIONS_MIN) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchCourseSuggestions(topic, controller.signal).then(
        (answer) => setFound({ topic, suggestions: (answer?.suggestions ?? []).slice(0, MAX_SUGGESTIONS) }),
        () => setFound({ topic, suggestions: [] }),
      );
    }, SUGGESTIONS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [topic]);
  // Suggestions for an older title stay until the new ones arrive; none below the minimum.
  return topic.length < TITLE_SUGGESTIONS_MIN ? [] : found.suggestions;
}
