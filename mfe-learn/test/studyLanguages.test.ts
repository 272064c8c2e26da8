import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@canopy/i18n';
import { lastActivityLabel } from '../src/lib/lastActivityLabel';
import { chapterCount } from '../src/lib/courseEbooks';
import { includesText } from '../src/lib/courseContents';
import { offlineTexts } from '../src/lib/offlineTexts';
import { sessionDate } from '../src/lib/liveSessions';
import { localDate } from '../src/lib/dates';
import { percent } from '../src/lib/percent';

const now = new Date(2025, 4, 20, 9, 30);

describe('the studying texts by language', () => {
  afterAll(() => changeLanguage('en'));

  it('keep English word for word, singular and plural', async () => {
    await changeLanguage('en');
    expect(chapterCount(1)).toBe('1 chapter');
    expect(chapterCount(4)).toBe('4 chapters');
    expect(offlineTexts.videos(1)).toBe('1 video needs a connection.');
    expect(offlineTexts.videos(3)).toBe('3 videos need a connection.');
    expect(includesText({ lessons: 3, quizzes: 1, videos: 2, documents: 1 })).toBe(
      'Includes 1 quiz, 2 videos and 1 document',
    );
    expect(lastActivityLabel(new Date(2025, 4, 18, 12), now)).toBe('2 days ago');
    expect(sessionDate('2026-03-12T12:00:00Z')).toBe('Mar 12, 2026');
    expect(localDate('2026-03-12T12:00:00Z', 'long')).toBe('March 12, 2026');
    expect(percent(80)).toBe('80%');
  });

  it('speak Spanish once it is chosen: plurals, dates and numbers in its words', async () => {
    await changeLanguage('es');
    expect(chapterCount(1)).toBe('1 capítulo');
    expect(chapterCount(4)).toBe('4 capítulos');
    expect(offlineTexts.videos(3)).toBe('3 videos necesitan conexión.');
    expect(includesText({ lessons: 3, quizzes: 1, videos: 2, documents: 1 })).toBe(
      'Incluye 1 cuestionario, 2 videos y 1 documento',
    );
    expect(lastActivityLabel(new Date(2025, 4, 19, 12), now)).toBe('Ayer');
    expect(lastActivityLabel(new Date(2025, 4, 18, 12), now)).toBe('hace 2 días');
    expect(localDate('2026-03-12T12:00:00Z', 'long')).toBe('12 de marzo de 2026');
    expect(percent(80)).toBe('80\u00a0%'); // a no-break space, as Intl writes it
  });
});
