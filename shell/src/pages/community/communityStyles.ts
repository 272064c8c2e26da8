// The community page's frame and panels: bar, hero, tab body, card grid, schedule and footer.
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Button, Card, focusRing } from '@canopy/ui';

export const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: rgba(250, 248, 244, 0.94);
  backdrop-filter: blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > div {
    display: flex;
    align-items: center;
    gap: 12px;
    max-width: ${({ theme }) => theme.layout.wide};
    height: ${({ theme }) => theme.layout.headerHeight};
    margin: 0 auto;
    padding: 0 ${({ theme }) => theme.space[4]};
  }
`;

/*
 * The bar fits from 320 px (WCAG's reflow width) in Spanish, the longest language, in Debian's fonts: below 720 px
 * the way back reads "Learning Platform", below 600 px the word mark gives way to the emblem, and below 480 px the
 * way back takes two lines. e2e/layout-stability.spec.ts holds it to that.
 */
export const BrandLink = styled(Link)`
  display: inline-flex;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
  @media (max-width: 599.98px) {
    span span {
      display: none;
    }
  }
`;

export const BackToPlatform = styled(Button)`
  @media (max-width: 479.98px) {
    height: auto;
    min-height: 40px;
    padding-block: 4px;
    white-space: normal;
    line-height: 1.15;
    text-align: start;
    max-inline-size: 190px;
  }
`;

export const ShortOnSmall = styled.span`
  @media (max-width: 719.98px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export const Hero = styled.section`
  position: relative;
  overflow: hidden;
  background: linear-gradient(160deg, #143823 0%, #1f5135 55%, #3c7a53 100%);
  color: #e6efe8;
  > div {
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => `${theme.space[16]} ${theme.space[4]}`};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[5]};
    ${({ theme }) => theme.media.md} {
      padding: ${({ theme }) => `${theme.space[20]} ${theme.space[8]}`};
    }
  }
  h1 {
    color: #ffffff;
    font-size: 2.25rem;
    max-width: 20ch;
    ${({ theme }) => theme.media.md} {
      font-size: 3.25rem;
    }
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    max-width: 60ch;
    color: #d3e2d7;
  }
  span.eyebrow {
    color: #f2c98b;
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

export const Body = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]} ${theme.space[16]}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[10]} ${theme.space[8]} ${theme.space[16]}`};
  }
  &:focus {
    outline: none;
  }
`;

export const Grid = styled.div<{ $cols?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $cols = 2 }) => $cols}, minmax(0, 1fr));
  }
`;

export const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p,
  li {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding-inline-start: 20px;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  margin-block: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[5]};
  margin-inline: 0;
`;

export const Schedule = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: ${({ theme }) => theme.space[5]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .when {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .when svg {
    width: 16px;
    height: 16px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const Foot = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
    justify-content: space-between;
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
