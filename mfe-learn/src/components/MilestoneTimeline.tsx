import styled from 'styled-components';
import type { LucideIcon } from 'lucide-react';
import { CircleCheck, Flag, MessagesSquare, NotebookPen, Star, TrendingUp, Trophy } from 'lucide-react';
import type { CompetencyLevel, Milestone, MilestoneType } from '@canopy/contracts';
import { translateStored } from '@canopy/i18n';
import { lastActivityLabel } from '../lib/lastActivityLabel';
import { localDate } from '../lib/dates';
import { learnText, useLearnT } from '../i18n/useLearnT';

function levelLabel(level: string): string {
  const labels: Record<CompetencyLevel, string> = {
    beginning: learnText('Beginning'),
    developing: learnText('Developing'),
    proficient: learnText('Proficient'),
    advanced: learnText('Advanced'),
  };
  return labels[level as CompetencyLevel] ?? level;
}

const icons: Record<MilestoneType, LucideIcon> = {
  lesson_completion: CircleCheck,
  competency_achievement: TrendingUp,
  feedback_received: Star,
  course_completion: Trophy,
  discussion_contribution: MessagesSquare,
  reflection: NotebookPen,
};

const List = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $major: boolean }>`
  position: relative;
  display: flex;
  gap: 14px;
  padding-bottom: 20px;
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    inset-inline-start: 17px;
    top: 38px;
    bottom: 2px;
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  .dot {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${({ theme, $major }) => ($major ? theme.colors.accentSoft : theme.colors.primarySoft)};
    color: ${({ theme, $major }) => ($major ? theme.colors.accent : theme.colors.primary)};
  }
  .dot svg {
    width: 18px;
    height: 18px;
  }
  .text {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    padding-top: 6px;
  }
  .title {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  .desc {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function detail(m: Milestone): string | null {
  const { level, previousLevel } = m.metadata;
  if (m.type === 'competency_achievement' && level) {
    const to = levelLabel(level);
    return previousLevel ? `${levelLabel(previousLevel)} → ${to}` : to;
  }
  if (m.type === 'feedback_received' && m.metadata.fromInstructor) return learnText('From your instructor');
  return null;
}

/** The learner's real milestones, newest first. */
export function MilestoneTimeline({ milestones, now = new Date() }: { milestones: Milestone[]; now?: Date }) {
  useLearnT(); // re-rendered in the current language
  const sorted = [...milestones].sort((a, b) => b.achievedAt.localeCompare(a.achievedAt) || b.id - a.id);
  return (
    <List>
      {sorted.map((m) => {
        const Icon = icons[m.type] ?? Flag;
        const date = new Date(m.achievedAt);
        const extra = detail(m);
        return (
          <Item key={m.id} $major={m.type === 'course_completion' || m.type === 'competency_achievement'}>
            <span className="dot" aria-hidden="true">
              <Icon />
            </span>
            <div className="text">
              <span className="title">{translateStored(m.titleText, m.title)}</span>
              {m.description && (
                <span className="desc">{translateStored(m.descriptionText, m.description)}</span>
              )}
              {extra && <span className="desc">{extra}</span>}
              <time
                dateTime={m.achievedAt}
                title={Number.isNaN(date.getTime()) ? undefined : localDate(date, 'stamp')}
              >
                {lastActivityLabel(date, now) ?? ''}
                {Number.isNaN(date.getTime()) ? '' : ` · ${localDate(date, 'short')}`}
              </time>
            </div>
          </Item>
        );
      })}
    </List>
  );
}
