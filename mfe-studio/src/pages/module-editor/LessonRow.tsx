import styled from 'styled-components';
import { Clock, Eye, FileText, Pencil, PlayCircle, Trash2 } from 'lucide-react';
import type { Lesson } from '@canopy/contracts';
import { Badge, Button } from '@canopy/ui';
import { NumberCircle } from '../../components/NumberCircle';
import { useStudioT } from '../../i18n/useStudioT';
import { contentExcerpt } from './lessonForm';

const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 12px 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto 1fr auto;
    align-items: start;
  }
`;

const Body = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-family: ${({ theme }) => theme.fonts.body};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  svg {
    width: 13px;
    height: 13px;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 4px;
  grid-column: 1 / -1;
  justify-content: flex-end;
  ${({ theme }) => theme.media.md} {
    grid-column: auto;
  }
`;

export interface LessonRowProps {
  lesson: Lesson;
  number: number;
  onEdit: () => void;
  onPreview: () => void;
  onDelete: () => void;
}

/** One lesson of the module: number, title, the first 100 characters, what it carries, and its actions. */
export function LessonRow({ lesson, number, onEdit, onPreview, onDelete }: LessonRowProps) {
  const { t } = useStudioT();
  const excerpt = contentExcerpt(lesson.content);
  return (
    <Row aria-label={t('Lesson {{number}}: {{title}}', { number, title: lesson.title })}>
      <NumberCircle>{number}</NumberCircle>
      <Body>
        <h3>{lesson.title}</h3>
        {excerpt && <p>{excerpt}</p>}
        <Tags>
          <Badge $variant="secondary">
            <Clock aria-hidden="true" /> {t('{{minutes}} min', { minutes: lesson.duration })}
          </Badge>
          {lesson.videoUrl && (
            <Badge $variant="default">
              <PlayCircle aria-hidden="true" /> {t('Video')}
            </Badge>
          )}
          {lesson.documentUrl && (
            <Badge $variant="default">
              <FileText aria-hidden="true" /> {t('Document')}
            </Badge>
          )}
        </Tags>
      </Body>
      <Actions>
        <Button
          variant="ghost"
          size="icon"
          onClick={onEdit}
          aria-label={t('Edit lesson: {{title}}', { title: lesson.title })}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onPreview}
          aria-label={t('Preview lesson: {{title}}', { title: lesson.title })}
        >
          <Eye aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={t('Delete lesson: {{title}}', { title: lesson.title })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </Actions>
    </Row>
  );
}
