import styled from 'styled-components';
import type { UseFormReturn } from 'react-hook-form';
import { Pencil } from 'lucide-react';
import type { ModuleDetail } from '@canopy/contracts';
import { Button, Card, Field, Input, Stack, Textarea } from '@canopy/ui';
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
    margin-top: 8px;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: pre-line;
    overflow-wrap: anywhere;
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
 * The module's title and description; 'Edit Module' turns them into fields that the header's 'Save Changes'
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
  return (
    <Card as="section" aria-label="Module details" style={{ padding: 24 }}>
      {editing ? (
        <form
          id={MODULE_FORM_ID}
          aria-label="Edit Module"
          noValidate
          onSubmit={(e) => void handleSubmit(onSave)(e)}
        >
          <Stack $gap={4}>
            <Field label="Module Title" error={errors.title?.message}>
              <Input {...register('title')} autoComplete="off" maxLength={200} autoFocus />
            </Field>
            <Field label="Module Description" error={errors.description?.message}>
              <Textarea {...register('description')} rows={4} />
            </Field>
            <Stack $direction="row" $gap={3} $align="center" $wrap>
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Hint>Use ‘Save Changes’ at the top to keep your edits.</Hint>
            </Stack>
          </Stack>
        </form>
      ) : (
        <Head>
          <div style={{ minWidth: 0, flex: '1 1 220px' }}>
            <h2>{module.title}</h2>
            <p>{module.description || 'No description yet.'}</p>
          </div>
          <Button variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" /> Edit Module
          </Button>
        </Head>
      )}
    </Card>
  );
}
