import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FilePlus2, HelpCircle, Video } from 'lucide-react';
import { Button, Card } from '@canopy/ui';
import { useStudioT } from '../../i18n/useStudioT';

const Actions = styled.div`
  display: grid;
  gap: 10px;
  a,
  button {
    justify-content: flex-start;
  }
`;

export interface QuickActionsProps {
  courseId: number;
  moduleId: number;
  onUploadVideo: () => void;
  onAddResource: () => void;
}

/** 'Add Quiz' (the builder's Quizzes tab, this module preselected), 'Upload Video' and 'Add Resource'. */
export function QuickActions({ courseId, moduleId, onUploadVideo, onAddResource }: QuickActionsProps) {
  const { t } = useStudioT();
  return (
    <Card as="section" aria-labelledby="module-actions-title" style={{ padding: 24 }}>
      <h2 id="module-actions-title" style={{ fontSize: '1.125rem', marginBlockEnd: 16 }}>
        {t('Quick Actions')}
      </h2>
      <Actions>
        <Button asChild variant="outline" fullWidth>
          <Link to={`/courses/${courseId}/builder?tab=quizzes&module=${moduleId}`}>
            <HelpCircle aria-hidden="true" /> {t('Add Quiz')}
          </Link>
        </Button>
        <Button variant="outline" fullWidth onClick={onUploadVideo}>
          <Video aria-hidden="true" /> {t('Upload Video')}
        </Button>
        <Button variant="outline" fullWidth onClick={onAddResource}>
          <FilePlus2 aria-hidden="true" /> {t('Add Resource')}
        </Button>
      </Actions>
    </Card>
  );
}
