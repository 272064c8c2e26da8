import styled from 'styled-components';
import type { UseFormReturn } from 'react-hook-form';
import { Pencil } from 'lucide-react';
import { storyPhaseLabel, type ModuleDetail } from '@canopy/contracts';
import { Button, Card, Field, Input, Stack, Textarea } from '@canopy/ui';
import { translateMessage } from '@canopy/i18n';
import { useStudioT } from '../../i18n/useStudioT';
import { fieldMessage } from '../../lib/fieldMessage';
import { ModuleStoryFields } from './ModuleStoryFields';
import { MODULE_FORM_ID, type ModuleFormInput, type ModuleFormValues } from './moduleForm';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  p {
    margin-block-start: 8px;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Eyebrow = styled.p`
  && {
    margin: 0;
    margin-block-end: 4px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ModuleDetailsCardProps {
  module: ModuleDetail;
  form: UseFormReturn<ModuleFormInput, unknown, ModuleFormValues>;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (values: ModuleFormValues) => void;
}

/**
 * The module's title and description (with its display name and story phase); 'Edit Module' turns them into fields that the header's 'Save Changes'
 * (or Enter in the title) saves.
 */
export function ModuleDetailsCard({
  module,
  form,
  editing,
  onEdit,
  onCancel,
  onSave,
}: ModuleDetailsCardProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const { t } = useStudioT();
  const phase = storyPhaseLabel(module.storyPhase);
  const eyebrow = [module.displayName, phase && translateMessage(phase)].filter(Boolean).join(' · ');
  return (
    <Card as="section" aria-label={t('Module details')} style={{ padding: 24 }}>
      {editing ? (
        <form
          id={MODULE_FORM_ID}
          aria-label={t('Edit Module')}
          noValidate
          onSubmit={(e) => void handleSubmit(onSave)(e)}
        >
          <Stack $gap={4}>
            <Field label={t('Module Title')} error={fieldMessage(errors.title?.message)}>
              <Input {...register('title')} autoComplete="off" maxLength={200} autoFocus />
            </Field>
            <Field label={t('Module Description')} error={fieldMessage(errors.description?.message)}>
              <Textarea {...register('description')} rows={4} />
            </Field>
            <ModuleStoryFields register={register} errors={errors} storedPhase={module.storyPhase} />
            <Stack $direction="row" $gap={3} $align="center" $wrap>
              <Button type="button" variant="outline" onClick={onCancel}>
                {t('Cancel')}
              </Button>
              <Hint>{t('Use ‘Save Changes’ at the top to keep your edits.')}</Hint>
            </Stack>
          </Stack>
        </form>
      ) : (
        <Head>
          <div style={{ minInlineSize: 0, flex: '1 1 220px' }}>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <h2>{module.title}</h2>
            <p>{module.description || t('No description yet.')}</p>
          </div>
          <Button variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" /> {t('Edit Module')}
          </Button>
        </Head>
      )}
    </Card>
  );
}
