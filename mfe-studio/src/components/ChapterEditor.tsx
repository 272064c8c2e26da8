import { useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { ArrowDown, ArrowUp, BookOpen, Plus, Trash2 } from 'lucide-react';
import type { EbookChapter } from '@canopy/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Field,
  Input,
  Stack,
  Textarea,
  VisuallyHiddenText,
  focusRing,
} from '@canopy/ui';
import { studioText, useStudioT } from '../i18n/useStudioT';
import { addChapter, moveChapter, removeChapter, updateChapter } from '../lib/chapters';

/** The chapter content editor's height (spec section 9: 20 rows). */
export const CHAPTER_EDITOR_ROWS = 20;

const Head = styled(CardHeader)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 280px minmax(0, 1fr);
    align-items: start;
  }
  > * {
    min-width: 0;
  }
`;

// A column of flex rows: each row is exactly the list's width, so long titles are cut with an ellipsis.
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Row = styled.li<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
    `}
`;

const Pick = styled.button`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  background: none;
  text-align: start;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  ${focusRing}
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  span {
    width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Tools = styled.div`
  display: flex;
  flex: none;
  padding-inline-end: ${({ theme }) => theme.space[1]};
  button {
    width: 32px;
    min-width: 32px;
    height: 32px;
    padding: 0;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

const Hint = styled.p`
  margin-block-start: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ChapterEditorProps {
  chapters: EbookChapter[];
  onChange: (chapters: EbookChapter[]) => void;
}

const chapterName = (c: EbookChapter) => c.title.trim() || studioText('Untitled chapter');

/**
 * The ebook's chapters: add, select, reorder (buttons, or Alt+Arrow keys on a chapter) and delete in the list; the
 * selected chapter's title and content (20 rows) beside it.
 */
export function ChapterEditor({ chapters, onChange }: ChapterEditorProps) {
  const { t } = useStudioT();
  const [selectedId, setSelectedId] = useState<string | null>(chapters[0]?.id ?? null);
  const [announcement, setAnnouncement] = useState('');
  const pickRefs = useRef(new Map<string, HTMLButtonElement>());
  const selected = chapters.find((c) => c.id === selectedId) ?? chapters[0] ?? null;
  const selectedIndex = selected ? chapters.indexOf(selected) : -1;

  const focusPick = (id: string) => requestAnimationFrame(() => pickRefs.current.get(id)?.focus());

  const move = (index: number, to: number) => {
    if (to < 0 || to >= chapters.length) return;
    const chapter = chapters[index]!;
    onChange(moveChapter(chapters, index, to));
    setAnnouncement(
      t('{{name}} moved to position {{position}} of {{total}}.', {
        name: chapterName(chapter),
        position: to + 1,
        total: chapters.length,
      }),
    );
  };

  const add = () => {
    const next = addChapter(chapters);
    const created = next[next.length - 1]!;
    onChange(next);
    setSelectedId(created.id);
    setAnnouncement(t('Chapter {{number}} added.', { number: next.length }));
    focusPick(created.id);
  };

  const remove = (chapter: EbookChapter, index: number) => {
    const next = removeChapter(chapters, chapter.id);
    onChange(next);
    setAnnouncement(t('{{name}} deleted.', { name: chapterName(chapter) }));
    const neighbour = next[Math.min(index, next.length - 1)];
    setSelectedId(neighbour?.id ?? null);
    if (neighbour) focusPick(neighbour.id);
  };

  const onPickKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const id = chapters[index]!.id;
    move(index, e.key === 'ArrowUp' ? index - 1 : index + 1);
    focusPick(id);
  };

  return (
    <Card as="section" aria-labelledby="chapters-title">
      <Head>
        <Stack $gap={1}>
          <CardTitle as="h2" id="chapters-title">
            {t('Chapters ({{count}})', { count: chapters.length })}
          </CardTitle>
          <CardDescription>
            {t('Each chapter has a title and its text. Readers see them in this order.')}
          </CardDescription>
        </Stack>
        <Button variant="outline" size="sm" onClick={add}>
          <Plus aria-hidden="true" /> {t('Add Chapter')}
        </Button>
      </Head>
      <CardContent>
        {chapters.length === 0 ? (
          <EmptyState
            as="h3"
            icon={<BookOpen />}
            title={t('No chapters yet')}
            description={t('Add a chapter and start writing, or generate a draft from a link.')}
          />
        ) : (
          <Layout>
            <div>
              <List aria-label={t('Chapters')}>
                {chapters.map((chapter, index) => (
                  <Row key={chapter.id} $selected={chapter.id === selected?.id}>
                    <Pick
                      type="button"
                      ref={(el) => {
                        if (el) pickRefs.current.set(chapter.id, el);
                        else pickRefs.current.delete(chapter.id);
                      }}
                      aria-current={chapter.id === selected?.id ? 'true' : undefined}
                      aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                      onClick={() => setSelectedId(chapter.id)}
                      onKeyDown={(e) => onPickKey(e, index)}
                    >
                      <small>{t('Chapter {{number}}', { number: index + 1 })}</small>
                      <span>{chapterName(chapter)}</span>
                    </Pick>
                    <Tools>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('Move chapter {{number}} up', { number: index + 1 })}
                        title={t('Move up')}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('Move chapter {{number}} down', { number: index + 1 })}
                        title={t('Move down')}
                        disabled={index === chapters.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        <ArrowDown aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('Delete chapter {{number}}', { number: index + 1 })}
                        title={t('Delete')}
                        onClick={() => remove(chapter, index)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </Tools>
                  </Row>
                ))}
              </List>
              <Hint>{t('Tip: with a chapter selected, Alt+Up and Alt+Down move it.')}</Hint>
            </div>
            {selected && (
              <Stack
                $gap={4}
                aria-label={t('Chapter {{number}}', { number: selectedIndex + 1 })}
                role="group"
              >
                <Field label={t('Chapter {{number}} title', { number: selectedIndex + 1 })}>
                  <Input
                    value={selected.title}
                    maxLength={300}
                    onChange={(e) =>
                      onChange(updateChapter(chapters, selected.id, { title: e.target.value }))
                    }
                  />
                </Field>
                <Field label={t('Chapter {{number}} content', { number: selectedIndex + 1 })}>
                  <Textarea
                    rows={CHAPTER_EDITOR_ROWS}
                    value={selected.content}
                    onChange={(e) =>
                      onChange(updateChapter(chapters, selected.id, { content: e.target.value }))
                    }
                  />
                </Field>
              </Stack>
            )}
          </Layout>
        )}
        <VisuallyHiddenText role="status" aria-live="polite">
          {announcement}
        </VisuallyHiddenText>
      </CardContent>
    </Card>
  );
}
