import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer, PageHeader } from '@canopy/ui';
import { policyLinks } from '../../layout/LegalLinks';
import { currentLanguage } from '@canopy/i18n';
import { formatDate } from '@canopy/i18n/format';
import { useShellT } from '../../i18n/useShellT';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  > * {
    min-inline-size: 0;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 240px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[12]};
  }
`;

const Toc = styled.nav`
  align-self: start;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    inset-block-start: calc(${({ theme }) => theme.layout.headerHeight} + 24px);
  }
  h2 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-block-end: 10px;
  }
  ol {
    margin: 0;
    padding-inline-start: 20px;
    display: flex;
    flex-direction: column;
    gap: 8px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export const Prose = styled.article`
  max-inline-size: 72ch;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  section {
    scroll-margin-block-start: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  }
  section + section {
    margin-block-start: ${({ theme }) => theme.space[10]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin-block-end: ${({ theme }) => theme.space[3]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-block: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[2]};
    margin-inline: 0;
    font-family: ${({ theme }) => theme.fonts.body};
  }
  p + p,
  p + ul,
  ul + p {
    margin-block-start: ${({ theme }) => theme.space[3]};
  }
  ul {
    padding-inline-start: 22px;
    margin-block: ${({ theme }) => theme.space[2]} 0;
    margin-inline: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .table-wrap {
    overflow-x: auto;
    margin-block-start: ${({ theme }) => theme.space[3]};
  }
  table {
    inline-size: 100%;
    border-collapse: collapse;
    margin-block-start: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    text-align: start;
    padding-block: 10px;
    padding-inline: 12px;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.875em;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    padding-block: 1px;
    padding-inline: 5px;
    border-radius: 4px;
    overflow-wrap: anywhere;
  }
`;

const Related = styled.p`
  margin-block-start: ${({ theme }) => theme.space[12]};
  padding-block-start: ${({ theme }) => theme.space[6]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A legal page: title, effective date, table of contents and numbered sections. */
export function LegalDocument({
  title,
  summary,
  updated,
  sections,
}: {
  title: string;
  summary: string;
  updated: string;
  sections: LegalSection[];
}) {
  const { t } = useShellT();
  return (
    <PageContainer>
      <PageHeader eyebrow={t('Legal')} title={title} description={summary} />
      <Layout>
        <Toc aria-labelledby="toc-title">
          <h2 id="toc-title">{t('On this page')}</h2>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </Toc>
        <Prose>
          <p>
            <strong>{t('Effective date:')}</strong>{' '}
            {formatDate(
              updated,
              currentLanguage() === 'en' ? 'd MMMM yyyy' : "d 'de' MMMM 'de' yyyy",
              currentLanguage(),
            )}
          </p>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>
                {i + 1}. {s.title}
              </h2>
              {s.body}
            </section>
          ))}
          <Related>
            {t('Related:')}{' '}
            {policyLinks.map((link, i) => (
              <Fragment key={link.to}>
                {i > 0 && ' · '}
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </Fragment>
            ))}
          </Related>
        </Prose>
      </Layout>
    </PageContainer>
  );
}

/** When the current versions took effect (local date and time; shown in the page's language: "1 January 2025"). */
export const EFFECTIVE_DATE = '2025-01-01T00:00:00';
