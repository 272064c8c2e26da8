import { describe, expect, it } from 'vitest';
import {
  chaptersFromBlocks,
  chaptersFromDescription,
  chaptersFromTranscript,
} from '../src/extraction/chapters';
import { contentText } from '../src/i18n/content-text';
import { plainText } from '../src/extraction/plain-text';

describe('chapters', () => {
  it('splits a YouTube description at its timestamps', () => {
    const description = [
      'Everything about home batteries.',
      '',
      '0:00 Intro',
      '1:25 - How batteries store solar power',
      'Lithium iron phosphate explained.',
      '12:40 Costs and savings',
    ].join('\n');
    expect(chaptersFromDescription(description, 'Batteries')).toEqual([
      { title: 'Overview', content: 'Everything about home batteries.' },
      { title: 'Intro', content: 'From 0:00 in the video.' },
      { title: 'How batteries store solar power', content: 'Lithium iron phosphate explained.' },
      { title: 'Costs and savings', content: 'From 12:40 in the video.' },
    ]);
  });

  it('folds an empty heading into the next and opens an introduction for text before any heading', () => {
    expect(
      chaptersFromBlocks(
        [
          { kind: 'text', text: 'Opening words.' },
          { kind: 'heading', text: 'Part one' },
          { kind: 'heading', text: 'Soil' },
          { kind: 'text', text: 'Soil text.' },
          { kind: 'heading', text: 'Empty at the end' },
        ],
        'Guide',
      ),
    ).toEqual([
      { title: 'Introduction', content: 'Opening words.' },
      { title: 'Part one: Soil', content: 'Soil text.' },
    ]);
  });

  it('divides a text without headings into parts', () => {
    const blocks = Array.from({ length: 17 }, (_, i) => ({ kind: 'text' as const, text: `p${i}` }));
    expect(chaptersFromBlocks(blocks, 'Guide').map((c) => c.title)).toEqual(['Part 1', 'Part 2', 'Part 3']);
  });

  it('words the headings and lines it writes itself in the language given, never the source’s own text', () => {
    const es = contentText('es');
    const blocks = Array.from({ length: 9 }, (_, i) => ({ kind: 'text' as const, text: `p${i}` }));
    expect(chaptersFromBlocks(blocks, 'Guía', es).map((c) => c.title)).toEqual(['Parte 1', 'Parte 2']);
    expect(
      chaptersFromBlocks(
        [
          { kind: 'text', text: 'Palabras iniciales.' },
          { kind: 'heading', text: 'Suelo' },
          { kind: 'text', text: 'Texto.' },
        ],
        'Guía',
        es,
      ).map((c) => c.title),
    ).toEqual(['Introducción', 'Suelo']);
    expect(chaptersFromDescription('Intro words.\n\n0:00 Inicio\n1:25 Baterías', 'Baterías', es)).toEqual([
      { title: 'Resumen', content: 'Intro words.' },
      { title: 'Inicio', content: 'A partir de 0:00 en el vídeo.' },
      { title: 'Baterías', content: 'A partir de 1:25 en el vídeo.' },
    ]);
    // A title that looks like a placeholder or a nested text stays as it was written.
    expect(chaptersFromDescription('One.\n\nTwo.', '{{title}} $t(Overview)', es)[0]!.title).toBe(
      'Resumen: {{title}} $t(Overview)',
    );
    const captions = Array.from({ length: 90 }, (_, i) => ({
      startMs: i * 10_000,
      text: `Frase ${i + 1}: la luz del sol se convierte en electricidad para las casas y escuelas.`,
    }));
    const parts = chaptersFromTranscript(captions, '', es);
    expect(parts[0]!.title).toMatch(/^Parte 1 \(0:00–\d+:\d{2}\)$/);
    expect(parts.at(-1)!.title).toMatch(new RegExp(`^Parte ${parts.length} \\(desde \\d+:\\d{2}\\)$`));
    expect(chaptersFromTranscript(captions.slice(0, 2), '', es)[0]!.title).toBe('Transcripción');
  });
});

describe('plainText', () => {
  it('keeps text and Markdown but no markup', () => {
    expect(
      plainText('## Title\n\n<script>alert(1)</script> **bold** <!-- x --> a < b\r\n\n\n\nend', 1000),
    ).toBe('## Title\n\nalert(1) **bold**  a < b\n\nend');
    expect(plainText('<img src=x onerror=alert(1)>', 100)).toBe('');
    expect(plainText('<<script>script>', 100)).not.toMatch(/<[a-z]/i);
    expect(plainText('abcdef', 4)).toBe('abc…');
  });
});
