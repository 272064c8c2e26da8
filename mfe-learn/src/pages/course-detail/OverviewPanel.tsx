import styled from 'styled-components';
import { Clock, Layers, ListChecks } from 'lucide-react';
import { storyPhases } from '@canopy/contracts';
import type { CourseDetail } from '@canopy/contracts';
import { formatDuration } from '../../lib/duration';
import { counted, useLabels } from '../../hooks/useLabels';
import { DetailPanel } from './DetailPanel';

const Highlights = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(180px, 100%), 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  li svg {
    width: 20px;
    height: 20px;
    color: ${({ theme }) => theme.colors.primary};
    flex-shrink: 0;
    margin-block-start: 2px;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Journey = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: phase;
  li {
    position: relative;
    padding-block: 0 20px;
    padding-inline: 44px 0;
    counter-increment: phase;
  }
  li::before {
    content: counter(phase);
    position: absolute;
    inset-inline-start: 0;
    inset-block-start: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    font-size: 13px;
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    inset-inline-start: 13px;
    inset-block: 32px 4px;
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  strong {
    display: block;
    margin-block-end: 2px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: pre-line;
  }
`;

/** The Overview tab: what the course is about, what it offers and its learning journey. */
export function OverviewPanel({ course }: { course: CourseDetail }) {
  const { t, description, storyPhase, storyTemplate } = useLabels();
  const phases = storyPhases.filter((p) => course[p]?.trim());
  return (
    <DetailPanel>
      <h2>{t('About this course')}</h2>
      <p className="prose">{description(course.description)}</p>
      <Highlights aria-label={t('What this course offers')}>
        <li>
          <Layers aria-hidden="true" />
          <div>
            <strong>{t('{{shown}} modules', counted(course.moduleCount))}</strong>
            <span>{t('{{shown}} lessons in a clear sequence', counted(course.lessonCount))}</span>
          </div>
        </li>
        <li>
          <Clock aria-hidden="true" />
          <div>
            <strong>{t('Learn at your own pace')}</strong>
            <span>
              {course.durationMinutes > 0
                ? t('{{duration}} of lessons', { duration: formatDuration(course.durationMinutes) })
                : t('Self-paced')}
            </span>
          </div>
        </li>
        <li>
          <ListChecks aria-hidden="true" />
          <div>
            <strong>{t('Track your progress')}</strong>
            <span>{t('Milestones and a certificate when you finish')}</span>
          </div>
        </li>
      </Highlights>
      {course.practicalSkills?.trim() && (
        <>
          <h3>{t('Skills you will practise')}</h3>
          <p className="prose">{course.practicalSkills}</p>
        </>
      )}
      {course.transformationJourney?.trim() && (
        <>
          <h3>{t('Your transformation')}</h3>
          <p className="prose">{course.transformationJourney}</p>
        </>
      )}
      {course.characterDevelopment?.trim() && (
        <>
          <h3>{t('Who you will become')}</h3>
          <p className="prose">{course.characterDevelopment}</p>
        </>
      )}
      {phases.length > 0 && (
        <>
          <h3>
            {course.storyTemplate
              ? t('The learning journey: {{template}}', { template: storyTemplate(course.storyTemplate) })
              : t('The learning journey')}
          </h3>
          <Journey>
            {phases.map((p) => (
              <li key={p}>
                <strong>{storyPhase(p)}</strong>
                <p>{course[p]}</p>
              </li>
            ))}
          </Journey>
        </>
      )}
    </DetailPanel>
  );
}
