import { useId } from 'react';
import styled from 'styled-components';
import type { CartridgeImportReport, CartridgeSkipped } from '@canopy/contracts';
import { Badge } from '@canopy/ui';
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

/** The package's Common Cartridge version as its manifest declares it, in a sentence. */
export function PackageVersion({ schemaVersion }: { schemaVersion: string | null }) {
  const { t } = useStudioT();
  return schemaVersion
    ? t('A Common Cartridge {{version}} package.', { version: schemaVersion })
    : t('A Common Cartridge package that does not name its version.');
}

/** What an import found: the figures of what came in, what changed shape, and everything left out with why. */
export type ImportFindingsView = Pick<CartridgeImportReport, 'imported' | 'notes' | 'skipped'>;

/**
 * The body of an import report, the same wherever it is read: on the import page right after the import, and in
 * the course builder's "Import report" dialog for as long as the course exists.
 */
export function ImportReportBody({ report }: { report: ImportFindingsView }) {
  const { t } = useStudioT();
  const n = (value: number) => formatNumber(value, currentLanguage());
  // Ids of its own: the page and the dialog each hold one body, and nothing ties the two documents' ids together.
  const notesTitle = useId();
  const skippedTitle = useId();
  const { imported, skipped, notes } = report;
  return (
    <>
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
        <Section aria-labelledby={notesTitle}>
          <h3 id={notesTitle}>{t('Changes made to fit Canopy')}</h3>
          <Notes>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </Notes>
        </Section>
      )}

      <Section aria-labelledby={skippedTitle}>
        <h3 id={skippedTitle}>{t('Not imported ({{count}})', { count: skipped.length })}</h3>
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
            <SkippedList aria-labelledby={skippedTitle}>
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
    </>
  );
}
