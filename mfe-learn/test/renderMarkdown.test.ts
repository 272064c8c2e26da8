// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@canopy/ui/markdown';

describe('renderMarkdown', () => {
  it('renders markdown to HTML', () => {
    const html = renderMarkdown('# Solar\n\nSome **bold** text\n\n- one\n- two');
    expect(html).toContain('<h1>Solar</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>one</li>');
  });

  it('strips scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>[y](javascript:alert(4))<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toMatch(/href="javascript:/);
    expect(html).not.toContain('<iframe');
  });

  it('drops javascript: targets of markdown links', () => {
    const html = renderMarkdown('Read [this](javascript:alert(4)) now');
    expect(html).not.toMatch(/href="javascript:/);
  });

  it('opens links in a new tab without an opener', () => {
    const html = renderMarkdown('[Guide](https://example.org)');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('returns an empty string for empty content', () => {
    expect(renderMarkdown('')).toBe('');
    expect(renderMarkdown(null)).toBe('');
    expect(renderMarkdown('   ')).toBe('');
  });
});
