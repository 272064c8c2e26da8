import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Upload } from 'lucide-react';
import {
  cartridgeLimits,
  cartridgeMessages,
  courseLevelLabels,
  courseLevels,
  type CartridgeImportReport,
  type CourseLevel,
} from '@canopy/contracts';
import { Alert, Button, Card, CardContent, Field, Input, PageContainer } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useDocumentTitle } from '@canopy/ui/page-kit';
import { useImportCartridge } from '../api/useCartridge';
import { useCategories } from '../api/useStudioCourses';
import { NativeSelect } from '../components/NativeSelect';
import { StudioPageHead } from '../components/StudioPageHead';
import { translateMessage } from '@canopy/i18n';
import { useStudioT } from '../i18n/useStudioT';
import { fieldMessage } from '../lib/fieldMessage';
import { ImportReport } from './import/ImportReport';
import { categoryName } from '../lib/categoryName';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 640px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Supported = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  li + li {
    margin-block-start: ${({ theme }) => theme.space[1]};
  }
`;

const SupportedTitle = styled.p`
  margin: 0;
  margin-block-end: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const FileInput = styled(Input)`
  padding-block-start: 9px;
  cursor: pointer;
`;

type Errors = Partial<Record<'file' | 'categoryId', string>>;

/**
 * /educator/courses/import — a Common Cartridge (.imscc, from Canopy or another LMS) becomes a new pending course;
 * the report says what came in and lists everything that did not, with the reason.
 */
export default function ImportCoursePage() {
  const { t } = useStudioT();
  useDocumentTitle(t('Import a Course'));
  const categories = useCategories();
  const importing = useImportCartridge();
  const [file, setFile] = useState<File | null>(null);
  const [categoryId, setCategoryId] = useState('');
  const [level, setLevel] = useState<CourseLevel>('beginner');
  const [errors, setErrors] = useState<Errors>({});
  const [report, setReport] = useState<CartridgeImportReport | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (importing.isPending) return;
    const found: Errors = {};
    if (!file) found.file = cartridgeMessages.packageRequired;
    else if (file.size > cartridgeLimits.maxUploadBytes) found.file = cartridgeMessages.tooLarge;
    if (!categoryId) found.categoryId = cartridgeMessages.categoryRequired;
    setErrors(found);
    if (found.file) return fileRef.current?.focus();
    if (found.categoryId) return categoryRef.current?.focus();
    try {
      setReport(await importing.mutateAsync({ file: file!, categoryId: Number(categoryId), level }));
    } catch {
      // Shown below the form from the mutation's error.
    }
  };

  const again = () => {
    importing.reset();
    setReport(null);
    setFile(null);
  };

  return (
    <PageContainer>
      <StudioPageHead
        title={t('Import a Course')}
        description={t(
          'Bring in a Common Cartridge package exported from Canopy or another learning platform. It becomes a new pending course that you can edit before submitting it for review.',
        )}
      />
      {report ? (
        <ImportReport report={report} onAgain={again} />
      ) : (
        <Card>
          <CardContent>
            <Form onSubmit={submit} noValidate aria-label={t('Import a Common Cartridge package')}>
              <Field
                label={t('Common Cartridge file')}
                required
                error={fieldMessage(errors.file)}
                hint={t('An .imscc package of up to 20 MB (Common Cartridge 1.1 to 1.3).')}
              >
                <FileInput
                  ref={fileRef}
                  type="file"
                  accept=".imscc,.zip,application/zip,application/vnd.ims.imscc"
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setErrors((prev) => ({ ...prev, file: undefined }));
                  }}
                />
              </Field>
              <Row>
                <Field label={t('Category')} required error={fieldMessage(errors.categoryId)}>
                  <NativeSelect
                    ref={categoryRef}
                    value={categoryId}
                    onChange={(e) => {
                      setCategoryId(e.target.value);
                      setErrors((prev) => ({ ...prev, categoryId: undefined }));
                    }}
                    disabled={categories.isPending}
                  >
                    <option value="">
                      {categories.isPending ? t('Loading categories...') : t('Choose a category')}
                    </option>
                    {(categories.data ?? []).map((c) => (
                      <option key={c.id} value={c.id}>
                        {categoryName(c.name)}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <Field label={t('Level')}>
                  <NativeSelect value={level} onChange={(e) => setLevel(e.target.value as CourseLevel)}>
                    {courseLevels.map((l) => (
                      <option key={l} value={l}>
                        {translateMessage(courseLevelLabels[l])}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              </Row>
              <div>
                <SupportedTitle id="import-supported">{t('What is imported')}</SupportedTitle>
                <Supported aria-labelledby="import-supported">
                  <li>{t('Modules and their order, from the package’s outline')}</li>
                  <li>{t('Web pages as lessons (cleaned of scripts and styling)')}</li>
                  <li>{t('Web links as lessons, or as a lesson’s video and document')}</li>
                  <li>{t('Quizzes with multiple-choice, true/false and fill-in-the-blank questions')}</li>
                  <li>{t('Anything else is listed in the import report with the reason')}</li>
                </Supported>
              </div>
              {categories.isError && (
                <Alert variant="danger" role="alert" title={t('The categories could not be loaded')}>
                  {errorMessage(categories.error, t('Reload the page to try again.'))}
                </Alert>
              )}
              {importing.isError && (
                <Alert variant="danger" role="alert" title={t('The package was not imported')}>
                  {errorMessage(importing.error, t('The package could not be imported. Please try again.'))}
                </Alert>
              )}
              <div>
                <Button type="submit" disabled={importing.isPending}>
                  <Upload aria-hidden="true" />
                  {importing.isPending ? t('Importing...') : t('Import course')}
                </Button>
              </div>
            </Form>
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}
