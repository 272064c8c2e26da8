import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ExternalLink, GraduationCap, Home, Menu, Users } from 'lucide-react';
import { DisclosureNav } from '@canopy/ui';
import { HOME_SITE_URL } from './navLinks';

const Label = styled.span`
  display: none;
  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`;

/** The menu of the sign-in and community pages: Home (external site), Learning Platform, Join Our Community. */
export function SiteMenu() {
  return (
    <DisclosureNav
      navLabel="Site menu"
      label={
        <>
          <Menu aria-hidden="true" />
          <Label>Menu</Label>
        </>
      }
    >
      <a href={HOME_SITE_URL} target="_blank" rel="noopener noreferrer">
        <Home aria-hidden="true" />
        Home
        <ExternalLink aria-hidden="true" style={{ marginLeft: 'auto' }} />
        <span
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          (opens in a new tab)
        </span>
      </a>
      <Link to="/auth">
        <GraduationCap aria-hidden="true" />
        Learning Platform
      </Link>
      <Link to="/spiritual-community">
        <Users aria-hidden="true" />
        Join Our Community
      </Link>
    </DisclosureNav>
  );
}
