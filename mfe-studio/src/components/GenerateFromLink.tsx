import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Link2, Sparkles } from 'lucide-react';
import {
  contentAiMessages,
  ebookFromLinkSchema,
  type EbookFormatStyle,
  type EbookFromLink,
} from '@canopy/contracts';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Stack,
} from '@canopy/ui';
import { translateMessage } from '@canopy/i18n';
import { studioText, useStudioT } from '../i18n/useStudioT';
import { fieldMessage } from '../lib/fieldMessage';
import type { GenerationProgress } from '../api/useEbookGeneration';
import { FormatStyleSelect } from './FormatStyleSelect';
import { GenerationSteps } from './GenerationSteps';

type ContentType = 'website' | 'youtube';
const contentTypeLabels: Record<ContentType, () => string> = {
  website: () => studioText('Website article'),
  youtube: () => studioText('YouTube video'),
};

/** An address as the field expects it (not words to translate). */
const URL_EXAMPLE = 'https://example.org/article';

const Title = styled(CardTitle)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  svg {
    width: 20px;
    height: 20px;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export interface GenerateFromLinkProps {
  progress: GenerationProgress | null;
  running: boolean;
  /** What the last failed generation said (cleared when another starts). */
  failure: string | null;
  onGenerate: (input: EbookFromLink) => void;
}

/** "Generate from link": URL, format style and content type, with the real progress steps beneath. */
export function GenerateFromLink({ progress, running, failure, onGenerate }: GenerateFromLinkProps) {
  const { t } = useStudioT();
  const [url, setUrl] = useState('');
  const [formatStyle, setFormatStyle] = useState<EbookFormatStyle>('textbook');
  const [contentType, setContentType] = useState<ContentType>('website');
  const [urlError, setUrlError] = useState<string | undefined>();
  const typeLabel = useId();
  const typeId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ebookFromLinkSchema.safeParse({ url, formatStyle, contentType });
    if (!parsed.success) {
      setUrlError(parsed.error.issues[0]?.message ?? contentAiMessages.linkUrlRequired);
      return;
    }
    setUrlError(undefined);
    onGenerate(parsed.data);
  };

  return (
    <Card as="section" aria-labelledby="generate-title">
      <CardHeader>
        <Title as="h2" id="generate-title">
          <Sparkles aria-hidden="true" /> {t('Generate from a link')}
        </Title>
        <CardDescription>
          {t(
            'Paste a web article or a YouTube video: its content is read on the server and drafted into chapters you can edit.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} aria-label={t('Generate from a link')} noValidate>
          <Stack $gap={4}>
            <Field label={t('URL')} error={fieldMessage(urlError)} required>
              <Input
                type="text"
                inputMode="url"
                autoComplete="url"
                placeholder={URL_EXAMPLE}
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                disabled={running}
              />
            </Field>
            <FormatStyleSelect value={formatStyle} onChange={setFormatStyle} disabled={running} />
            <Stack $gap={2}>
              <Label id={typeLabel} htmlFor={typeId}>
                {t('Content type')}
              </Label>
              <Select
                value={contentType}
                onValueChange={(v) => setContentType(v as ContentType)}
                disabled={running}
              >
                <SelectTrigger id={typeId} aria-labelledby={`${typeLabel} ${typeId}`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {(Object.keys(contentTypeLabels) as ContentType[]).map((type) => (
                    <SelectItem key={type} value={type}>
                      {contentTypeLabels[type]()}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Stack>
            <Button type="submit" loading={running} fullWidth>
              <Link2 aria-hidden="true" /> {running ? t('Generating…') : t('Generate Ebook')}
            </Button>
            {progress && <GenerationSteps progress={progress} />}
            {failure && !running && (
              <Alert variant="danger" title={t('Generation Failed')} role="alert">
                {translateMessage(failure)}
              </Alert>
            )}
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
