import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ArrowLeft,
  CalendarDays,
  CircleCheck,
  Heart,
  MessageCircle,
  MessagesSquare,
  UserRound,
} from 'lucide-react';
import { forumAuthorName } from '@canopy/contracts';
import { roleLabel } from '@canopy/auth';
import { currentLanguage } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';
import {
  Avatar,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ErrorState,
  PageContainer,
  Skeleton,
  Breadcrumbs,
} from '@canopy/ui';
import { isNotFound } from '@canopy/api-client/errors';
import { useDocumentTitle, useNumericParam, NotFoundPanel } from '@canopy/ui/page-kit';
import { useProfile } from '../api/useForumQueries';
import { ListCard } from '../components/ListCard';
import { DiscussionList } from '../components/DiscussionList';
import { monthYear } from '../lib/time';
import { useForumT } from '../i18n/useForumT';

const Hero = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 24px;
  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    padding: 32px;
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-inline-size: 0;
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  > span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 14px;
  margin-block: 24px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Stat = styled(Card)`
  display: flex;
  flex-direction: column-reverse;
  gap: 4px;
  padding-block: 18px;
  padding-inline: 20px;
  dt {
    display: flex;
    align-items: center;
    gap: 6px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dt svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.primary};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** /forum/users/{id}: an author's public profile — name, role, joined, counts, recent discussions. Never an email. */
export default function ForumProfilePage() {
  const { t } = useForumT();
  const id = useNumericParam('id');
  const profile = useProfile(id);
  const p = profile.data;
  const name = p ? forumAuthorName(p) : null;
  useDocumentTitle(name ? t('{{name}} · Forum member', { name }) : t('Forum member'));

  const back = (
    <Button variant="outline" asChild>
      <Link to="/forum">
        <ArrowLeft aria-hidden="true" /> {t('Back to Forum')}
      </Link>
    </Button>
  );

  if (id === null || isNotFound(profile.error)) {
    return (
      <PageContainer>
        <NotFoundPanel
          icon={<UserRound />}
          title={t('Member not found')}
          description={t('This member has not taken part in the forum yet.')}
          action={back}
        />
      </PageContainer>
    );
  }
  if (profile.isError) {
    return (
      <PageContainer>
        <ErrorState
          as="h1"
          title={t("We couldn't load this profile")}
          message={t('Please check your connection and try again.')}
          retryLabel={t('Try again')}
          onRetry={() => void profile.refetch()}
          actions={back}
        />
      </PageContainer>
    );
  }
  if (!p || !name) {
    return (
      <PageContainer>
        <Hero aria-busy="true">
          <Skeleton $width="88px" $height="88px" $radius="50%" />
          <Who style={{ flex: 1 }}>
            <Skeleton $width="50%" $height="34px" />
            <Skeleton $width="30%" $height="16px" />
          </Who>
        </Hero>
      </PageContainer>
    );
  }

  const stats = [
    { labelKey: 'Discussions', value: p.discussionCount, icon: MessagesSquare },
    { labelKey: 'Replies', value: p.replyCount, icon: MessageCircle },
    { labelKey: 'Helpful marks received', value: p.likesReceived, icon: Heart },
    { labelKey: 'Answers', value: p.answerCount, icon: CircleCheck },
  ];

  return (
    <PageContainer>
      <Breadcrumbs linkAs={Link} items={[{ label: t('Forum'), to: '/forum' }, { label: name }]} />
      <Hero>
        <Avatar name={name} size={88} />
        <Who>
          <h1>{name}</h1>
          <Facts>
            <span>@{p.username}</span>
            {p.role && (
              <Badge $variant={p.role === 'student' ? 'secondary' : 'default'}>{roleLabel(p.role)}</Badge>
            )}
            {p.joinedAt && (
              <span>
                <CalendarDays aria-hidden="true" /> {t('Joined {{date}}', { date: monthYear(p.joinedAt) })}
              </span>
            )}
          </Facts>
        </Who>
      </Hero>
      <Stats>
        {stats.map(({ labelKey, value, icon: Icon }) => (
          <Stat key={labelKey}>
            <dt>
              <Icon aria-hidden="true" /> {t(labelKey)}
            </dt>
            <dd>{formatNumber(value, currentLanguage())}</dd>
          </Stat>
        ))}
      </Stats>
      <ListCard as="section" aria-labelledby="recent-discussions-title">
        <CardHeader>
          <CardTitle as="h2" id="recent-discussions-title">
            {t('Recent discussions')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {p.recentDiscussions.length === 0 ? (
            <p>{t('{{name}} has not started a discussion yet.', { name })}</p>
          ) : (
            <DiscussionList items={p.recentDiscussions} />
          )}
        </CardContent>
      </ListCard>
      <div style={{ marginBlockStart: 24 }}>{back}</div>
    </PageContainer>
  );
}
