import { useId, useState } from 'react';
import styled from 'styled-components';
import { ArrowRightLeft } from 'lucide-react';
import type { Lesson, Module } from '@canopy/contracts';
import { Button, fieldControlStyles, toast } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useMoveLesson } from '../../api/useBuilderCurriculum';
import { useStudioT } from '../../i18n/useStudioT';

// Both may shrink below the longest module title, so that on a phone the select fits the lesson's card.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const NativeSelect = styled.select`
  ${fieldControlStyles}
  inline-size: auto;
  min-inline-size: 0;
  max-inline-size: 220px;
  min-block-size: 36px;
  padding-block: 6px;
  padding-inline: 10px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Moves a lesson to the end of another module of the course (POST /api/lessons/{id}/move). */
export function MoveLessonControl({
  courseId,
  lesson,
  targets,
  onMoved,
}: {
  courseId: number;
  lesson: Lesson;
  /** The course's other modules. */
  targets: Module[];
  onMoved: (message: string) => void;
}) {
  const { t } = useStudioT();
  const id = useId();
  const [target, setTarget] = useState<number>(targets[0]?.id ?? 0);
  const move = useMoveLesson(courseId);
  if (targets.length === 0) return null;
  const chosen = targets.find((m) => m.id === target) ?? targets[0]!;

  // mutateAsync: the moved lesson's row (and this control) leaves its module's list before the call settles.
  const submit = async () => {
    try {
      await move.mutateAsync({ lesson, moduleId: chosen.id });
    } catch (error) {
      toast({
        title: t('Lesson not moved'),
        description: errorMessage(error, t('Please try again.')),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t('Lesson moved'), description: `${lesson.title} → ${chosen.title}`, variant: 'success' });
    onMoved(t('{{lesson}} moved to the end of {{module}}.', { lesson: lesson.title, module: chosen.title }));
  };

  return (
    <Row>
      <label htmlFor={id}>{t('Move to')}</label>
      <NativeSelect
        id={id}
        value={chosen.id}
        onChange={(e) => setTarget(Number(e.target.value))}
        aria-label={t('Move to: new module for {{title}}', { title: lesson.title })}
      >
        {targets.map((m) => (
          <option key={m.id} value={m.id}>
            {m.title}
          </option>
        ))}
      </NativeSelect>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void submit()}
        loading={move.isPending}
        aria-label={t('Move lesson: {{title}}', { title: lesson.title })}
      >
        <ArrowRightLeft aria-hidden="true" /> {t('Move lesson')}
      </Button>
    </Row>
  );
}
