import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Card, CardContent, CardHeader, CardTitle, Field, Input, Stack, Textarea } from '@canopy/ui';
import type { Draft } from '../lib/ebookDraft';
import { translateMessage } from '@canopy/i18n';
import { useStudioT } from '../i18n/useStudioT';
import { fieldMessage } from '../lib/fieldMessage';
import { FormatStyleSelect } from './FormatStyleSelect';

const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * The ebook's title, author, format style and description (the form the builder's Save button submits, by its id
 * "ebook-form").
 */
export function EbookDetailsForm({
  draft,
  set,
  editing,
  titleError,
  generationNotice,
  onSubmit,
}: {
  draft: Draft;
  set: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
  editing: boolean;
  titleError?: string;
  /** What the generator said about a draft from a link (a shortened source, say). */
  generationNotice: string | null;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useStudioT();
  return (
    <form id="ebook-form" aria-label={t('Ebook details')} onSubmit={onSubmit} noValidate>
      <Card as="section" aria-labelledby="details-title">
        <CardHeader>
          <CardTitle as="h2" id="details-title">
            {editing ? t('Edit ebook') : t('New ebook')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Stack $gap={4}>
            {generationNotice && (
              <Alert variant="info" title={t('Draft from the link')}>
                {translateMessage(generationNotice)}
              </Alert>
            )}
            <Field label={t('Title')} required error={fieldMessage(titleError)}>
              <Input
                value={draft.title}
                maxLength={300}
                onChange={(e) => set('title', e.target.value)}
                placeholder={t('e.g., Community Solar for Beginners')}
              />
            </Field>
            <TwoColumns>
              <Field label={t('Author')} optional>
                <Input value={draft.author} maxLength={200} onChange={(e) => set('author', e.target.value)} />
              </Field>
              <FormatStyleSelect value={draft.formatStyle} onChange={(v) => set('formatStyle', v)} />
            </TwoColumns>
            <Field label={t('Description')} optional>
              <Textarea
                rows={3}
                maxLength={5000}
                value={draft.description}
                onChange={(e) => set('description', e.target.value)}
              />
            </Field>
          </Stack>
        </CardContent>
      </Card>
    </form>
  );
}
