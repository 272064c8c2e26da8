import { describe, expect, it } from 'vitest';
import { visibleLinks } from '../src/layout/navLinks';
import { areaLabel } from '../src/federation/remoteLabels';
import { shellText } from '../src/i18n/useShellT';

const labels = (links: { labelKey: string }[]) => links.map((l) => shellText(l.labelKey));
const declaring =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('visibleLinks: by role, and only to pages that exist', () => {
  it('hides other areas’ pages until a remote declares them', () => {
    expect(labels(visibleLinks('admin', declaring()))).toEqual(['Home', 'Courses', 'Join Our Community']);
    expect(labels(visibleLinks('admin', declaring('/forum', '/admin', '/educator')))).toEqual([
      'Home',
      'Courses',
      'Forum',
      'Admin',
      'Educator',
      'Join Our Community',
    ]);
  });

  it('still applies the roles', () => {
    const all = declaring('/forum', '/admin', '/educator');
    expect(labels(visibleLinks(undefined, all))).toEqual(['Home', 'Courses', 'Forum', 'Join Our Community']);
    expect(labels(visibleLinks('student', all))).toEqual(['Home', 'Courses', 'Forum', 'Join Our Community']);
    expect(labels(visibleLinks('educator', all))).toEqual([
      'Home',
      'Courses',
      'Forum',
      'Educator',
      'Join Our Community',
    ]);
  });
});

describe('areaLabel', () => {
  it('names the areas, falls back to the remote’s name, and to "This page" without an owner', () => {
    expect(areaLabel('forum')).toBe('Forum');
    expect(areaLabel('learn')).toBe('Learning area');
    expect(areaLabel('quizzes')).toBe('Quizzes');
    expect(areaLabel(null)).toBe('This page');
  });
});
