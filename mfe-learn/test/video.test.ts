import { describe, expect, it } from 'vitest';
import { lessonVideo, safeLinkHref, youTubeEmbedUrl, youTubeVideoId } from '../src/lib/video';

describe('youTubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/live/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('finds the id in %s', (url, id) => {
    expect(youTubeVideoId(url)).toBe(id);
  });

  it.each([
    [''],
    [null],
    ['not a url'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/channel/UC123'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ'],
  ])('rejects %s', (url) => {
    expect(youTubeVideoId(url)).toBeNull();
  });

  it('builds the privacy-enhanced embed URL', () => {
    expect(youTubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
  });
});

describe('lessonVideo', () => {
  it('embeds YouTube links', () => {
    expect(lessonVideo('https://youtu.be/dQw4w9WgXcQ')).toEqual({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
      watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
  });

  it('plays direct video files, absolute or same-origin', () => {
    expect(lessonVideo('https://cdn.example.org/solar.MP4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.org/solar.MP4',
    });
    expect(lessonVideo('/uploads/intro.webm')).toEqual({ kind: 'file', src: '/uploads/intro.webm' });
  });

  it('offers other http(s) pages as a link', () => {
    expect(lessonVideo('https://vimeo.com/123')).toEqual({ kind: 'link', href: 'https://vimeo.com/123' });
  });

  it('refuses dangerous or empty values', () => {
    expect(lessonVideo('javascript:alert(1)')).toBeNull();
    expect(lessonVideo('data:video/mp4;base64,AAAA')).toBeNull();
    expect(lessonVideo('')).toBeNull();
    expect(lessonVideo(undefined)).toBeNull();
  });
});

describe('safeLinkHref', () => {
  it('keeps http(s) and same-origin links and refuses the rest', () => {
    expect(safeLinkHref('https://example.org/guide.pdf')).toBe('https://example.org/guide.pdf');
    expect(safeLinkHref('/files/guide.pdf')).toBe('/files/guide.pdf');
    expect(safeLinkHref('javascript:alert(1)')).toBeNull();
    expect(safeLinkHref('  ')).toBeNull();
  });
});
