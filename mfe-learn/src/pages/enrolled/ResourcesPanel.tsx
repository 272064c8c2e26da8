import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FileText, FolderOpen, PlayCircle } from 'lucide-react';
import { Button, EmptyState, VisuallyHiddenText } from '@canopy/ui';
import type { CourseResource } from '../../lib/courseResources';
import { lessonHref } from '../../lib/links';
import { PanelTitle } from './PanelTitle';
import { useLearnT } from '../../i18n/useLearnT';

const ResourceList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 10px 14px;
    padding: 14px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  .kind {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.infoSoft};
    color: ${({ theme }) => theme.colors.info};
    flex-shrink: 0;
  }
  .kind svg {
    width: 18px;
    height: 18px;
  }
  .text {
    flex: 1;
    min-width: 160px;
    display: flex;
    flex-direction: column;
  }
  .text a {
    font-weight: 600;
  }
  .text span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The Resources tab: every video and document of the course's lessons, each with a way to its lesson. */
export function ResourcesPanel({ courseId, resources }: { courseId: number; resources: CourseResource[] }) {
  const { t } = useLearnT();
  return (
    <>
      <PanelTitle>{t('Resources')}</PanelTitle>
      {resources.length === 0 ? (
        <EmptyState
          as="h3"
          icon={<FolderOpen />}
          title={t('No resources yet')}
          description={t("Videos and documents attached to this course's lessons will be listed here.")}
        />
      ) : (
        <ResourceList>
          {resources.map((r) => (
            <li key={r.key}>
              <span className="kind" aria-hidden="true">
                {r.kind === 'video' ? <PlayCircle /> : <FileText />}
              </span>
              <div className="text">
                <a href={r.href} target="_blank" rel="noopener noreferrer">
                  {r.kind === 'video'
                    ? t('Video: {{title}}', { title: r.lesson.title })
                    : t('Document: {{title}}', { title: r.lesson.title })}
                  <VisuallyHiddenText> {t('(opens in a new tab)')}</VisuallyHiddenText>
                </a>
                <span>{r.module.title}</span>
              </div>
              <Button asChild variant="ghost" size="sm">
                <Link
                  to={lessonHref(courseId, r.lesson.id)}
                  aria-label={t('Open lesson {{title}}', { title: r.lesson.title })}
                >
                  {t('Open lesson')}
                </Link>
              </Button>
            </li>
          ))}
        </ResourceList>
      )}
    </>
  );
}
