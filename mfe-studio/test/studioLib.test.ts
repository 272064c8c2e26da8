import { describe, expect, it } from 'vitest';
import { addChapter, fromGenerated, moveChapter, removeChapter, sortedChapters } from '../src/lib/chapters';
import { textFileName } from '../src/lib/ebookFiles';
import { filterEbooks } from '../src/lib/filterEbooks';
import { createSseParser } from '../src/lib/sseParser';
import { selectedTab } from '@canopy/ui/page-kit';
import { educatorTabs } from '../src/pages/educator/educatorTabs';

const chapters = fromGenerated([
  { title: 'One', content: '1' },
  { title: 'Two', content: '2' },
  { title: 'Three', content: '3' },
]);

describe('chapters', () => {
  it('reorders, renumbering order from 0', () => {
    const moved = moveChapter(chapters, 2, 0);
    expect(moved.map((c) => [c.title, c.order])).toEqual([
      ['Three', 0],
      ['One', 1],
      ['Two', 2],
    ]);
    expect(moveChapter(chapters, 0, -1).map((c) => c.title)).toEqual(['One', 'Two', 'Three']);
    expect(moveChapter(chapters, 1, 9).map((c) => c.title)).toEqual(['One', 'Three', 'Two']);
  });

  it('adds at the end and removes by id, keeping order contiguous', () => {
    const added = addChapter(chapters, 'Four');
    expect(added.map((c) => c.order)).toEqual([0, 1, 2, 3]);
    expect(new Set(added.map((c) => c.id)).size).toBe(4);
    const removed = removeChapter(added, added[1]!.id);
    expect(removed.map((c) => [c.title, c.order])).toEqual([
      ['One', 0],
      ['Three', 1],
      ['Four', 2],
    ]);
  });

  it('sorts saved chapters by their order', () => {
    const shuffled = [chapters[2]!, chapters[0]!, chapters[1]!];
    expect(sortedChapters(shuffled).map((c) => c.title)).toEqual(['One', 'Two', 'Three']);
  });
});

describe('the library search', () => {
  const ebooks = [
    { id: 1, title: 'Community Solar', description: 'Panels on shared roofs' },
    { id: 2, title: 'Composting', description: null },
    { id: 3, title: 'Water', description: 'Rain GARDENS and swales' },
  ];
  it('matches title or description, case-insensitive; blank shows all', () => {
    expect(filterEbooks(ebooks, 'solar').map((e) => e.id)).toEqual([1]);
    expect(filterEbooks(ebooks, '  gardens ').map((e) => e.id)).toEqual([3]);
    expect(filterEbooks(ebooks, 'CO').map((e) => e.id)).toEqual([1, 2]);
    expect(filterEbooks(ebooks, ' ').map((e) => e.id)).toEqual([1, 2, 3]);
    expect(filterEbooks(ebooks, 'wind')).toEqual([]);
  });
});

describe('the plain-text download', () => {
  it('is named after the title, without characters file systems refuse', () => {
    expect(textFileName('Community Solar Guide')).toBe('Community Solar Guide.txt');
    expect(textFileName('Solar: a/b "guide"?')).toBe('Solar a b guide.txt');
    expect(textFileName('...')).toBe('ebook.txt');
    expect(textFileName('   ')).toBe('ebook.txt');
  });
});

describe('the event-stream reader', () => {
  it('yields each event once complete, across chunk boundaries, ignoring comments', () => {
    const events: string[] = [];
    const parser = createSseParser((d) => events.push(d));
    parser.push('data: {"delta":"Hel');
    expect(events).toEqual([]);
    parser.push('lo"}\n\n: still working\n\ndata: {"delta":" there"}\r\n\r\ndata: a\ndata: b\n\n');
    parser.push('data: {"done":true}');
    parser.end();
    expect(events).toEqual(['{"delta":"Hello"}', '{"delta":" there"}', 'a\nb', '{"done":true}']);
  });
});

describe('the educator dashboard tabs', () => {
  it('are chosen by the tab parameter, the first by default', () => {
    expect(selectedTab(educatorTabs, 'ai-gpt').labelKey).toBe('AI GPT');
    expect(selectedTab(educatorTabs, null)).toBe(educatorTabs[0]);
    expect(selectedTab(educatorTabs, 'nonsense')).toBe(educatorTabs[0]);
  });
});
