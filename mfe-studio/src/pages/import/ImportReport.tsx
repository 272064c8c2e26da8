import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { ArrowRight, RotateCcw } from 'lucide-react';
import type { CartridgeImportReport, CartridgeSkipped } from '@canopy/contracts';
import { Alert, Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@canopy/ui';
import { useIsPathDeclared } from '@canopy/auth';
import { currentLanguage } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';
import { useStudioT } from '../../i18n/useStudioT';

/** Each kind's name: English keys of the studio's catalogue, shown through t(). */
const KIND_LABELS: Record<CartridgeSkipped['kind'], { labelKey: string }> = {
  discussion: { labelKey: 'Discussion' },
  lti_link: { labelKey: 'External tool' },
  assignment: { labelKey: 'Assignment' },
  question_bank: { labelKey: 'Question bank' },
  file: { labelKey: 'File' },
  question: { labelKey: 'Question' },
  resource: { labelKey: 'Resource' },
  item: { labelKey: 'Item' },
};

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => `${theme.space[4]} 0`};
  div {
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Section = styled.section`
  margin-block-start: ${({ theme }) => theme.space[6]};
  h3 {
    margin: 0;
    margin-block-end: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  > p {
    margin: 0;
    margin-block-end: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Notes = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li + li {
    margin-block-start: ${({ theme }) => theme.space[1]};
  }
`;

const SkippedList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[6]};
`;

/** What an import did: the new course, what came in, what changed shape and everything left out, with why. */
export function ImportReport({ report, onAgain }: { report: CartridgeImportReport; onAgain: () => void }) {
  const { t } = useStudioT();
  const n = (value: number) => formatNumber(value, currentLanguage());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const builder = `/courses/${report.course.id}/builder`;
  const hasBuilder = useIsPathDeclared(builder);
  // The report replaces the form: its heading takes the focus so keyboard and screen-reader users start there.
  useEffect(() => headingRef.current?.focus(), []);
  const { imported, skipped, notes } = report;
  return (
    <Card as="section" aria-labelledby="import-report-title">
      <CardHeader>
        <CardTitle as="h2" id="import-report-title" ref={headingRef} tabIndex={-1}>
          {t('Import report')}
        </CardTitle>
        <CardDescription>
          {report.schemaVersion
            ? t('A Common Cartridge {{version}} package.', { version: report.schemaVersion })
            : t('A Common Cartridge package that does not name its version.')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Alert
          variant="success"
          role="status"
          title={t('“{{title}}” is a new pending course', { title: report.course.title })}
        >
          {t('Edit it in the course builder, then submit it for review when it is ready.')}
        </Alert>
        <Figures>
          <div>
            <dt>{t('Modules')}</dt>
            <dd>{n(imported.modules)}</dd>
          </div>
          <div>
            <dt>{t('Lessons')}</dt>
            <dd>{n(imported.lessons)}</dd>
          </div>
          <div>
            <dt>{t('Quizzes')}</dt>
            <dd>{n(imported.quizzes)}</dd>
          </div>
          <div>
            <dt>{t('Questions')}</dt>
            <dd>{n(imported.questions)}</dd>
          </div>
          <div>
            <dt>{t('Web links')}</dt>
            <dd>{n(imported.webLinks)}</dd>
          </div>
        </Figures>

        {notes.length > 0 && (
          <Section aria-labelledby="import-notes-title">
            <h3 id="import-notes-title">{t('Changes made to fit Canopy')}</h3>
            <Notes>
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </Notes>
          </Section>
        )}

        <Section aria-labelledby="import-skipped-title">
          <h3 id="import-skipped-title">{t('Not imported ({{count}})', { count: skipped.length })}</h3>
          {skipped.length === 0 ? (
            <p>{t('Everything in the package was imported.')}</p>
          ) : (
            <>
              <p>
                {t('{{count}} items of the package are not part of the new course:', {
                  count: skipped.length,
                  defaultValue:
                    skipped.length === 1 ? '1 item of the package is not part of the new course:' : undefined,
                })}
              </p>
              <SkippedList aria-labelledby="import-skipped-title">
                {skipped.map((s, i) => (
                  <li key={`${s.kind}-${s.title}-${i}`}>
                    <ItemHead>
                      <Badge $variant="secondary">{t(KIND_LABELS[s.kind].labelKey)}</Badge>
                      <strong>{s.title}</strong>
                    </ItemHead>
                    <Muted>{s.location}</Muted>
                    <span>{s.reason}</span>
                  </li>
                ))}
              </SkippedList>
            </>
          )}
        </Section>

        <Actions>
          {hasBuilder && (
            <Button asChild>
              <Link to={builder}>
                {t('Open in the course builder')} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
          <Button variant="outline" onClick={onAgain}>
            <RotateCcw aria-hidden="true" /> {t('Import another package')}
          </Button>
        </Actions>
      </CardContent>
    </Card>
  );
}
