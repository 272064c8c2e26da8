import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, Eye, SearchX, Users } from 'lucide-react';
import { Badge, PageContainer, Skeleton, Stack, VisuallyHiddenText } from '@canopy/ui';
import { isNotFound } from '@canopy/api-client/errors';
import { useDocumentTitle, numericParam, useNumericParam } from '@canopy/ui/page-kit';
import { PageLoadFailed, PageNotFound } from '../components/PageStates';
import { useCourseEbooks, usePreviewCourse, usePreviewOutline } from '../api/useCoursePreview';
import { CourseStatusBadge } from '../components/courses/CourseStatus';
import { CourseContent } from './preview/CourseContent';
import { PreviewSidebar } from './preview/PreviewSidebar';
import { courseLevelLabels } from '@canopy/contracts';
import { translateMessage } from '@canopy/i18n';
import { useStudioT } from '../i18n/useStudioT';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 14px;
  padding-block: 12px;
  padding-inline: 16px;
  margin-block-end: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  .mode {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    inline-size: 14px;
    block-size: 14px;
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-inline-start: auto;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Hero = styled.header`
  margin-block-end: 28px;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  > p {
    margin-block-start: 10px;
    max-inline-size: 70ch;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.ul`
  list-style: none;
  margin-block: 16px 0;
  margin-inline: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li {
    display: inline-flex;
  }
  svg {
    inline-size: 14px;
    block-size: 14px;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
`;

/** /courses/{id}/preview: the course as learners will see it, for its educator and administrators. */
export default function CoursePreviewPage() {
  const { t } = useStudioT();
  const courseId = useNumericParam('id') ?? 0;
  const [search] = useSearchParams();
  const highlight = numericParam(search.get('module') ?? undefined);
  const course = usePreviewCourse(courseId);
  const outline = usePreviewOutline(courseId);
  const ebooks = useCourseEbooks(courseId, course.isSuccess);
  useDocumentTitle(course.data ? t('Preview: {{title}}', { title: course.data.title }) : null);

  if (!courseId || (course.isError && isNotFound(course.error))) {
    return (
      <PageNotFound
        icon={<SearchX />}
        title={t('Course Not Found')}
        message={t("The course you're looking for doesn't exist.")}
        backTo="/educator-dashboard"
      />
    );
  }
  if (course.isError) {
    return <PageLoadFailed what="course" error={course.error} onRetry={() => void course.refetch()} />;
  }
  if (!course.data) {
    return (
      <PageContainer aria-busy="true">
        <VisuallyHiddenText as="h1">{t('Loading course preview')}</VisuallyHiddenText>
        <Stack $gap={6}>
          <Skeleton style={{ blockSize: 44 }} />
          <Skeleton style={{ blockSize: 120, maxInlineSize: 640 }} />
          <Layout>
            <Skeleton style={{ blockSize: 320 }} />
            <Skeleton style={{ blockSize: 320 }} />
          </Layout>
        </Stack>
      </PageContainer>
    );
  }

  const c = course.data;
  const enrolled = t('{{count}} Students Enrolled', { count: c.enrolledCount });
  const levelLabel = (courseLevelLabels as Record<string, string | undefined>)[c.level];
  const level = levelLabel ? translateMessage(levelLabel) : c.level;
  return (
    <PageContainer>
      <Banner>
        <Badge $variant="default" className="mode">
          <Eye aria-hidden="true" /> {t('Preview Mode')}
        </Badge>
        <span>{t('This is how students will see your course')}</span>
        <BackLink to="/educator-dashboard">
          <ArrowLeft aria-hidden="true" /> {t('Course Management')}
        </BackLink>
      </Banner>
      <Hero>
        <h1>{c.title}</h1>
        {c.description && <p>{c.description}</p>}
        <Facts aria-label={t('Course facts')}>
          <li>
            <CourseStatusBadge status={c.status} />
          </li>
          <li>
            <Badge $variant="outline">{t('Self-paced')}</Badge>
          </li>
          <li>
            <Badge $variant="outline">{level}</Badge>
          </li>
          <li>
            <Badge $variant="secondary">
              <Users aria-hidden="true" /> {enrolled}
            </Badge>
          </li>
        </Facts>
      </Hero>
      <Layout>
        <CourseContent outline={outline} ebooks={ebooks.data} highlightModuleId={highlight} />
        <Stack $gap={5}>
          <PreviewSidebar course={c} outline={outline.data} outlinePending={outline.isPending} />
        </Stack>
      </Layout>
    </PageContainer>
  );
}
