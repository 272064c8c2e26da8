import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MessagesSquare, Sprout, Users } from 'lucide-react';
import { Button, Card, IconTile } from '@canopy/ui';
import { useLearnT } from '../../i18n/useLearnT';

const Promo = styled(Card)`
  padding: 24px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  background:
    radial-gradient(circle at 100% 0%, ${({ theme }) => theme.colors.accentSoft} 0, transparent 60%),
    ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 8px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  li svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.primary};
    flex-shrink: 0;
  }
`;

/** "Learn together": the invitation to the community beside the home page's courses. */
export function CommunityPromo({ forumDeclared }: { forumDeclared: boolean }) {
  const { t } = useLearnT();
  return (
    <Promo>
      <IconTile $tone="accent" aria-hidden="true">
        <Users />
      </IconTile>
      <h2>{t('Learn together')}</h2>
      <p>
        {t(
          'Sustainability is a team effort. Meet learners and educators who share your questions, your projects and your hope for a greener world.',
        )}
      </p>
      <ul>
        {forumDeclared && (
          <li>
            <MessagesSquare aria-hidden="true" /> {t('Discuss ideas in the forum')}
          </li>
        )}
        <li>
          <Sprout aria-hidden="true" /> {t('Join gatherings and guided practices')}
        </li>
      </ul>
      <Button asChild variant="secondary" fullWidth wrapLabel>
        <Link to="/spiritual-community">{t('Join Our Community')}</Link>
      </Button>
    </Promo>
  );
}
