import styled from 'styled-components';
import type { CourseDetail } from '@canopy/contracts';
import { DeleteCourseCard } from './DeleteCourseCard';
import { ReviewCard } from './ReviewCard';
import { SettingsForm } from './SettingsForm';
import { StoryForm } from './StoryForm';
import { useStudioT } from '../../i18n/useStudioT';
import { TabHead } from './builderStyles';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-inline-size: 0;
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

/** The Settings tab: the course's details and story, its review and deleting it. */
export default function SettingsTab({ course }: { course: CourseDetail }) {
  const { t } = useStudioT();
  return (
    <section aria-labelledby="builder-settings-title">
      <TabHead>
        <div>
          <h2 id="builder-settings-title">{t('Settings')}</h2>
          <p>
            {t(
              'What learners see of the course in the catalogue and on its overview, its review, and deleting it.',
            )}
          </p>
        </div>
      </TabHead>
      <Layout>
        <Main>
          <SettingsForm course={course} />
          <StoryForm course={course} />
        </Main>
        <Side>
          <ReviewCard course={course} />
          <DeleteCourseCard course={course} />
        </Side>
      </Layout>
    </section>
  );
}
