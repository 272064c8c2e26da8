import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BookPlus, Library } from 'lucide-react';
import { useAuth } from '@canopy/auth';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
} from '@canopy/ui';
import { QueryState, SkeletonRows } from '@canopy/ui/page-kit';
import { useStudioT } from '../../i18n/useStudioT';
import { useMyEbooks } from '../../api/useEbooks';
import { localDate } from '../../lib/localDate';
import { formatStyleLabel } from '../../lib/formatStyles';

/** How many of the educator's latest ebooks the tab lists. */
export const RECENT_EBOOKS = 5;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    align-items: start;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Recent = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: grid;
    gap: 4px;
    padding: ${({ theme }) => `${theme.space[3]} 0`};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    &:hover strong {
      text-decoration: underline;
    }
  }
  span {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The educator dashboard's Ebook tab: the way to the library and the builder, and the latest ebooks. */
export default function EbookTab() {
  const { t } = useStudioT();
  const { user } = useAuth();
  const ebooks = useMyEbooks();
  // An administrator's list holds every author's ebooks: this tab shows the signed-in user's own.
  const mine = (ebooks.data ?? []).filter((e) => e.createdBy === user?.id).slice(0, RECENT_EBOOKS);

  return (
    <Grid>
      <Card as="section" aria-labelledby="ebook-tools-title">
        <CardHeader>
          <CardTitle as="h2" id="ebook-tools-title">
            {t('Ebooks')}
          </CardTitle>
          <CardDescription>
            {t(
              'Write ebooks for your learners, or draft one from a web article or a YouTube video and edit it.',
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Actions>
            <Button asChild>
              <Link to="/ebook-library">
                <Library aria-hidden="true" /> {t('View My Library')}
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/ebook-builder">
                <BookPlus aria-hidden="true" /> {t('Create New Ebook')}
              </Link>
            </Button>
          </Actions>
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="recent-ebooks-title">
        <CardHeader>
          <CardTitle as="h2" id="recent-ebooks-title">
            {t('Your recent ebooks')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <QueryState
            query={ebooks}
            loading={<SkeletonRows label={t('Loading your ebooks')} count={2} height="44px" />}
            errorTitle={t('Your ebooks could not be loaded')}
            isEmpty={() => mine.length === 0}
            empty={
              <EmptyState
                as="h3"
                title={t('No ebooks found')}
                description={t('Create your first ebook to get started')}
              />
            }
          >
            {() => (
              <Recent>
                {mine.map((e) => (
                  <li key={e.id}>
                    <Link to={`/ebook-library?id=${e.id}`}>
                      <strong>{e.title}</strong>
                      <span>
                        <Badge $variant="secondary">{formatStyleLabel(e.formatStyle)}</Badge>
                        <time dateTime={e.createdAt}>{localDate(e.createdAt)}</time>
                      </span>
                    </Link>
                  </li>
                ))}
              </Recent>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </Grid>
  );
}
