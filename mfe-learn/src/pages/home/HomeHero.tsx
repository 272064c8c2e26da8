import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BookOpen, MessagesSquare } from 'lucide-react';
import { Button } from '@canopy/ui';
import { useLearnT } from '../../i18n/useLearnT';

const Hero = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 28px 24px;
  margin-block-end: 32px;
  border-radius: ${({ theme }) => theme.radii.xl};
  color: ${({ theme }) => theme.colors.onPrimary};
  background:
    radial-gradient(circle at 90% 10%, rgba(255, 255, 255, 0.14) 0, transparent 38%),
    radial-gradient(circle at 75% 120%, rgba(163, 95, 18, 0.45) 0, transparent 45%),
    linear-gradient(
      120deg,
      ${({ theme }) => theme.colors.primaryActive} 0%,
      ${({ theme }) => theme.colors.primary} 60%,
      #2c6a47 100%
    );
  overflow: hidden;
  ${({ theme }) => theme.media.md} {
    padding: 40px 44px;
  }
  h1 {
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  p {
    max-width: 56ch;
    color: rgba(255, 255, 255, 0.88);
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  a:focus-visible {
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.colors.primary},
      0 0 0 4px #ffffff;
  }
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-block-start: 8px;
  a[data-variant='light'] {
    background: #ffffff;
    color: ${({ theme }) => theme.colors.primary};
  }
  a[data-variant='light']:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  a[data-variant='ghost-light'] {
    background: transparent;
    color: #ffffff;
    border-color: rgba(255, 255, 255, 0.6);
  }
  a[data-variant='ghost-light']:hover {
    background: rgba(255, 255, 255, 0.12);
    color: #ffffff;
  }
`;

/** The home page's greeting with its ways in: the catalogue, and the forum once a remote declares it. */
export function HomeHero({ name, forumDeclared }: { name: string; forumDeclared: boolean }) {
  const { t } = useLearnT();
  return (
    <Hero>
      <h1>{t('Welcome back, {{name}}', { name })}</h1>
      <p>
        {t(
          'Continue your sustainability journey: pick up a course where you left off, or discover something new.',
        )}
      </p>
      <HeroActions>
        <Button asChild size="lg" wrapLabel data-variant="light">
          <Link to="/courses">
            <BookOpen aria-hidden="true" /> {t('Browse Courses')}
          </Link>
        </Button>
        {forumDeclared && (
          <Button asChild size="lg" wrapLabel variant="outline" data-variant="ghost-light">
            <Link to="/forum">
              <MessagesSquare aria-hidden="true" /> {t('Join Discussions')}
            </Link>
          </Button>
        )}
      </HeroActions>
    </Hero>
  );
}
