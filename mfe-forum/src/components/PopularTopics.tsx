import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Flame } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@canopy/ui';
import { usePopularTopics } from '../api/useForumQueries';
import { useForumT } from '../i18n/useForumT';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 4px;
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding-block: 10px;
    padding-inline: 12px;
    margin-inline: -12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  small {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Title = styled(CardTitle)`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  svg {
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The six topics with most activity (discussions, replies, likes) in the last 30 days. */
export function PopularTopics() {
  const { t } = useForumT();
  const topics = usePopularTopics();
  return (
    <Card as="section" aria-labelledby="popular-topics-title">
      <CardHeader>
        <Title as="h2" id="popular-topics-title">
          <Flame aria-hidden="true" /> {t('Popular Topics')}
        </Title>
      </CardHeader>
      <CardContent>
        {topics.isLoading ? (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} $height="18px" $width={`${70 - i * 5}%`} />
            ))}
          </div>
        ) : topics.isError ? (
          <p>{t('Popular topics could not be loaded.')}</p>
        ) : (
          <List>
            {(topics.data ?? []).map((topic) => (
              <li key={topic.id}>
                <Link to={`/forum/topics/${topic.id}`}>
                  <strong>{topic.title}</strong>
                  <small>{t('{{count}} discussions', { count: topic.discussionCount })}</small>
                </Link>
              </li>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
