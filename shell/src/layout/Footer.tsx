import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Lock, ShieldCheck } from 'lucide-react';
import { DeclaredLink, useDeclaredPaths } from '@canopy/auth';
import { useShellT } from '../i18n/useShellT';
import { Logo } from '@canopy/ui';
import { LegalLinks } from './LegalLinks';
import type { NavLinkItem } from './navLinks';
import { PopularCourses } from './PopularCourses';
import { SubscribeForm } from './SubscribeForm';

const Outer = styled.footer`
  margin-top: auto;
  background: #143823;
  color: #d9e6dc;
  a {
    color: #ffffff;
    text-decoration: none;
  }
  a:hover {
    color: #ffffff;
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid #ffffff;
    outline-offset: 2px;
    box-shadow: none;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.wide};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]} ${theme.space[6]}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[16]} ${theme.space[6]} ${theme.space[8]}`};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  /* minmax(0, …): a column as wide as its share, not as its longest word (longer languages at 360 px). */
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.5fr);
  }
`;

const Col = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  overflow-wrap: anywhere;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: #ffffff;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  li,
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.6;
  }
`;

const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[10]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Panel = styled.section`
  display: flex;
  gap: 14px;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid rgba(255, 255, 255, 0.14);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.04);
  > svg {
    width: 22px;
    height: 22px;
    flex-shrink: 0;
    color: #9fd3a8;
    margin-top: 2px;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: #ffffff;
    font-family: ${({ theme }) => theme.fonts.body};
    margin-bottom: 4px;
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[10]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid rgba(255, 255, 255, 0.14);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 18px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/** Pages of other areas (forum, live sessions) appear once their remote declares them. */
const quickLinks: NavLinkItem[] = [
  { to: '/', labelKey: 'Home' },
  { to: '/courses', labelKey: 'Courses' },
  { to: '/forum', labelKey: 'Forum', whenDeclared: true },
  { to: '/live-sessions', labelKey: 'Live sessions', whenDeclared: true },
  { to: '/spiritual-community', labelKey: 'Our community' },
];

export function Footer() {
  const { t } = useShellT();
  const year = new Date().getFullYear();
  const { isDeclared } = useDeclaredPaths();
  return (
    <Outer>
      <Inner>
        <Columns>
          <Col>
            <Logo inverse />
            <p>
              {t(
                'Canopy is an online sustainability university: expert-led courses, a thoughtful community and live sessions that help you turn knowledge into action.',
              )}
            </p>
          </Col>
          <Col as="nav" aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links">{t('Quick links')}</h2>
            <ul>
              {quickLinks
                .filter((link) => !link.whenDeclared || isDeclared(link.to))
                .map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{t(link.labelKey)}</Link>
                  </li>
                ))}
            </ul>
          </Col>
          <Col>
            <h2 id="footer-popular">{t('Popular courses')}</h2>
            <PopularCourses />
          </Col>
          <Col>
            <h2 id="footer-subscribe-title">{t('Stay in the loop')}</h2>
            <p>{t('New courses, live sessions and community news, about once a month.')}</p>
            <SubscribeForm labelledBy="footer-subscribe-title" />
          </Col>
        </Columns>
        <Panels>
          <Panel aria-labelledby="footer-privacy">
            <Lock aria-hidden="true" />
            <div>
              <h2 id="footer-privacy">{t('Your privacy matters')}</h2>
              <p>
                {t(
                  'We collect only what we need to run your learning, and we never sell your personal data. Read our ',
                )}
                <Link to="/privacy-policy">{t('Privacy Policy')}</Link>.
              </p>
            </div>
          </Panel>
          <Panel aria-labelledby="footer-guidelines">
            <ShieldCheck aria-hidden="true" />
            <div>
              <h2 id="footer-guidelines">{t('Community guidelines')}</h2>
              <p>
                {t('Canopy is a place for respectful, constructive conversation. Please read our ')}
                <DeclaredLink to="/community-guidelines" fallback={t('Community Guidelines')}>
                  {t('Community Guidelines')}
                </DeclaredLink>
                {t(' before you post.')}
              </p>
            </div>
          </Panel>
        </Panels>
        <Bottom>
          <p>{t('© {{year}} Canopy. All rights reserved.', { year })}</p>
          <LegalLinks includeGuidelines={false} />
        </Bottom>
      </Inner>
    </Outer>
  );
}
