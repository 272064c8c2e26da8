import styled from 'styled-components';
import type { CourseDetail } from '@canopy/contracts';
import { DeleteCourseCard } from './DeleteCourseCard';
import { ReviewCard } from './ReviewCard';
import { SettingsForm } from './SettingsForm';
import { TabHead } from './builderStyles';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

/** The Settings tab: the course's details, its review and deleting it. */
export default function SettingsTab({ course }: { course: CourseDetail }) {
  return (
    <section aria-labelledby="builder-settings-title">
      <TabHead>
        <div>
          <h2 id="builder-settings-title">Settings</h2>
          <p>What learners see of the course in the catalogue, its review, and deleting it.</p>
        </div>
      </TabHead>
      <Layout>
        <SettingsForm course={course} />
        <Side>
          <ReviewCard course={course} />
          <DeleteCourseCard course={course} />
        </Side>
      </Layout>
    </section>
  );
}
