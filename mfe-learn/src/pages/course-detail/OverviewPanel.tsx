import styled from 'styled-components';
import { Clock, Layers, ListChecks } from 'lucide-react';
import { DEFAULT_COURSE_DESCRIPTION, storyPhases } from '@canopy/contracts';
import type { CourseDetail } from '@canopy/contracts';
import { formatDuration } from '../../lib/duration';
import { plural } from '../../lib/progress';
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
    margin-top: 2px;
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
    padding: 0 0 20px 44px;
    counter-increment: phase;
  }
  li::before {
    content: counter(phase);
    position: absolute;
    left: 0;
    top: 0;
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
    left: 13px;
    top: 32px;
    bottom: 4px;
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  strong {
    display: block;
    margin-bottom: 2px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: pre-line;
  }
`;

const phaseTitles: Record<(typeof storyPhases)[number], string> = {
  awakeningPhase: 'Awakening',
  explorationPhase: 'Exploration',
  challengePhase: 'Challenge',
  breakthroughPhase: 'Breakthrough',
  integrationPhase: 'Integration',
  legacyPhase: 'Legacy',
};

/** The Overview tab: what the course is about, what it offers and its learning journey. */
export function OverviewPanel({ course }: { course: CourseDetail }) {
  const phases = storyPhases.filter((p) => course[p]?.trim());
  return (
    <DetailPanel>
      <h2>About this course</h2>
      <p className="prose">{course.description?.trim() || DEFAULT_COURSE_DESCRIPTION}</p>
      <Highlights aria-label="What this course offers">
        <li>
          <Layers aria-hidden="true" />
          <div>
            <strong>{plural(course.moduleCount, 'module')}</strong>
            <span>{plural(course.lessonCount, 'lesson')} in a clear sequence</span>
          </div>
        </li>
        <li>
          <Clock aria-hidden="true" />
          <div>
            <strong>Learn at your own pace</strong>
            <span>
              {course.durationMinutes > 0
                ? `${formatDuration(course.durationMinutes)} of lessons`
                : 'Self-paced'}
            </span>
          </div>
        </li>
        <li>
          <ListChecks aria-hidden="true" />
          <div>
            <strong>Track your progress</strong>
            <span>Milestones and a certificate when you finish</span>
          </div>
        </li>
      </Highlights>
      {course.practicalSkills?.trim() && (
        <>
          <h3>Skills you will practise</h3>
          <p className="prose">{course.practicalSkills}</p>
        </>
      )}
      {course.transformationJourney?.trim() && (
        <>
          <h3>Your transformation</h3>
          <p className="prose">{course.transformationJourney}</p>
        </>
      )}
      {phases.length > 0 && (
        <>
          <h3>The learning journey</h3>
          <Journey>
            {phases.map((p) => (
              <li key={p}>
                <strong>{phaseTitles[p]}</strong>
                <p>{course[p]}</p>
              </li>
            ))}
          </Journey>
        </>
      )}
    </DetailPanel>
  );
}
