import styled from 'styled-components';
import { BookOpen, Users } from 'lucide-react';
import { Avatar, Card } from '@canopy/ui';
import type { CourseDetail } from '@canopy/contracts';
import { DetailPanel } from './DetailPanel';
import { shownCount } from '../../hooks/useLabels';
import { useLearnT } from '../../i18n/useLearnT';

const InstructorCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 24px;
  .who {
    display: flex;
    align-items: center;
    gap: 16px;
  }
  .who h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  .who p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(160px, 100%), 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 14px 16px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  li svg {
    width: 22px;
    height: 22px;
    color: ${({ theme }) => theme.colors.primary};
  }
  .n {
    display: block;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: 600;
    line-height: 1.1;
  }
  .l {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The Instructor tab: the educator's name and real figures from the course service. */
export function InstructorPanel({ course }: { course: CourseDetail }) {
  const { t } = useLearnT();
  const { instructor } = course;
  const name = instructor.name ?? t('Canopy educator');
  return (
    <DetailPanel>
      <h2>{t('Your instructor')}</h2>
      <InstructorCard>
        <div className="who">
          <Avatar name={name} size={64} />
          <div>
            <h3>{name}</h3>
            <p>
              {instructor.name === null
                ? t('Educator at Canopy · profile details are temporarily unavailable')
                : t('Educator at Canopy')}
            </p>
          </div>
        </div>
        <Figures aria-label={t('Instructor figures')}>
          <li>
            <BookOpen aria-hidden="true" />
            <div>
              <span className="n">{shownCount(instructor.courseCount)}</span>
              <span className="l">{t('Courses on Canopy', { count: instructor.courseCount })}</span>
            </div>
          </li>
          <li>
            <Users aria-hidden="true" />
            <div>
              <span className="n">{shownCount(instructor.learnerCount)}</span>
              <span className="l">{t('Learners enrolled', { count: instructor.learnerCount })}</span>
            </div>
          </li>
        </Figures>
      </InstructorCard>
    </DetailPanel>
  );
}
