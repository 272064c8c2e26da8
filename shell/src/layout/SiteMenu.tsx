import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ExternalLink, GraduationCap, Home, Menu, Users } from 'lucide-react';
import { useShellT } from '../i18n/useShellT';
import { DisclosureNav } from '@canopy/ui';
import { useSiteLinks } from '@canopy/auth';

const Label = styled.span`
  display: none;
  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`;

/**
 * The menu of the sign-in and community pages: Home (the organisation's site, when HOME_SITE_URL is configured),
 * Learning Platform, Join Our Community.
 */
export function SiteMenu() {
  const { t } = useShellT();
  const { homeSiteUrl } = useSiteLinks();
  return (
    <DisclosureNav
      navLabel={t('Site menu')}
      label={
        <>
          <Menu aria-hidden="true" />
          <Label>{t('Menu')}</Label>
        </>
      }
    >
      {homeSiteUrl && (
        <a href={homeSiteUrl} target="_blank" rel="noopener noreferrer">
          <Home aria-hidden="true" />
          {t('Home')}
          <ExternalLink aria-hidden="true" style={{ marginInlineStart: 'auto' }} />
          <span
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            {t('(opens in a new tab)')}
          </span>
        </a>
      )}
      <Link to="/auth">
        <GraduationCap aria-hidden="true" />
        {t('Learning Platform')}
      </Link>
      <Link to="/spiritual-community">
        <Users aria-hidden="true" />
        {t('Join Our Community')}
      </Link>
    </DisclosureNav>
  );
}
