import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer, PageHeader } from '@canopy/ui';
import { policyLinks } from '../../layout/LegalLinks';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  > * {
    min-width: 0;
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
    top: calc(${({ theme }) => theme.layout.headerHeight} + 24px);
  }
  h2 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: 10px;
  }
  ol {
    margin: 0;
    padding-left: 20px;
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
  max-width: 72ch;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  section {
    scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  }
  section + section {
    margin-top: ${({ theme }) => theme.space[10]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[2]};
    font-family: ${({ theme }) => theme.fonts.body};
  }
  p + p,
  p + ul,
  ul + p {
    margin-top: ${({ theme }) => theme.space[3]};
  }
  ul {
    padding-left: 22px;
    margin: ${({ theme }) => theme.space[2]} 0 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .table-wrap {
    overflow-x: auto;
    margin-top: ${({ theme }) => theme.space[3]};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-top: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    text-align: left;
    padding: 10px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.875em;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    padding: 1px 5px;
    border-radius: 4px;
    overflow-wrap: anywhere;
  }
`;

const Related = styled.p`
  margin-top: ${({ theme }) => theme.space[12]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
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
  return (
    <PageContainer>
      <PageHeader eyebrow="Legal" title={title} description={summary} />
      <Layout>
        <Toc aria-labelledby="toc-title">
          <h2 id="toc-title">On this page</h2>
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
            <strong>Effective date:</strong> {updated}
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
            Related:{' '}
            {policyLinks.map((link, i) => (
              <Fragment key={link.to}>
                {i > 0 && ' · '}
                <Link to={link.to}>{link.label}</Link>
              </Fragment>
            ))}
          </Related>
        </Prose>
      </Layout>
    </PageContainer>
  );
}

export const EFFECTIVE_DATE = '1 January 2025';
