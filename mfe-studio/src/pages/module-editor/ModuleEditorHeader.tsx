import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, Eye, Save } from 'lucide-react';
import { Button } from '@canopy/ui';
import { useStudioT } from '../../i18n/useStudioT';
import { MODULE_FORM_ID } from './moduleForm';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-block-end: 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

const Row = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  margin-block-end: 28px;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  p {
    margin-block-start: 6px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

export interface ModuleEditorHeaderProps {
  title: string;
  courseTitle: string;
  courseId: number;
  moduleId: number;
  canSave: boolean;
  saving: boolean;
}

/** Module title, '{course} • Module Editor', the way back, 'Preview Module' and 'Save Changes'. */
export function ModuleEditorHeader({
  title,
  courseTitle,
  courseId,
  moduleId,
  canSave,
  saving,
}: ModuleEditorHeaderProps) {
  const { t } = useStudioT();
  return (
    <>
      <Back to="/educator">
        <ArrowLeft aria-hidden="true" /> {t('Back to Course Management')}
      </Back>
      <Row>
        <div style={{ minInlineSize: 0 }}>
          <h1>{title}</h1>
          <p>{t('{{course}} • Module Editor', { course: courseTitle })}</p>
        </div>
        <Buttons>
          <Button asChild variant="outline">
            <Link to={`/courses/${courseId}/preview?module=${moduleId}`}>
              <Eye aria-hidden="true" /> {t('Preview Module')}
            </Link>
          </Button>
          <Button type="submit" form={MODULE_FORM_ID} disabled={!canSave} loading={saving}>
            <Save aria-hidden="true" /> {t('Save Changes')}
          </Button>
        </Buttons>
      </Row>
    </>
  );
}
