// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown as render } from '@canopy/ui/markdown';

const renderMarkdown = (source: string | null | undefined) => render(source, { strict: true });

describe('renderMarkdown (forum posts)', () => {
  it('renders Markdown', () => {
    const html = renderMarkdown('Some **bold** text\n\n- one\n- two\n\n> quoted');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<blockquote>');
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">click</a>',
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '<svg onload=alert(1)>',
    '<iframe src="https://evil.example"></iframe>',
    '<details open ontoggle=alert(1)>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<form action="https://evil.example"><button>go</button></form>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ])('neutralises %s', (payload) => {
    const html = renderMarkdown(`Before ${payload} after`);
    const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
    expect(doc.querySelector('script, iframe, svg, math, form, style, object, embed')).toBeNull();
    for (const el of doc.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        expect(attr.name.startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false);
        expect(attr.name === 'style').toBe(false);
      }
    }
    for (const a of doc.querySelectorAll('a[href]')) {
      expect(a.getAttribute('href')).toMatch(/^(https?:|mailto:|\/|#)/i);
    }
  });

  it('marks links as user content: rel="nofollow ugc noopener", new tab', () => {
    const html = renderMarkdown('[Guide](https://example.org/guide)');
    const a = new DOMParser().parseFromString(html, 'text/html').querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://example.org/guide');
    expect(a.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(a.getAttribute('target')).toBe('_blank');
  });

  it('keeps images from https only, always with an alt attribute', () => {
    const html = renderMarkdown(
      '![a](http://tracker.example/p.png) ![b](https://cdn.example/b.png) <img src="https://cdn.example/c.png"> <img src=x onerror=alert(1)>',
    );
    const imgs = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img')];
    expect(imgs.map((i) => [i.getAttribute('src'), i.getAttribute('alt')])).toEqual([
      ['https://cdn.example/b.png', 'b'],
      ['https://cdn.example/c.png', ''],
    ]);
  });

  it('renders nothing for empty text', () => {
    expect(renderMarkdown('   ')).toBe('');
  });
});
