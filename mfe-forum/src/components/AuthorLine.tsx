import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { forumAuthorName, type ForumAuthor } from '@canopy/contracts';
import { roleLabel } from '@canopy/auth';
import { Avatar, Badge } from '@canopy/ui';
import { useForumT } from '../i18n/useForumT';
import { fullDate, relativeTime } from '../lib/time';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-inline-size: 0;
`;

const Text = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: 8px;
  row-gap: 2px;
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Dot = styled.span`
  &::before {
    content: '·';
  }
`;

export interface AuthorLineProps {
  author: ForumAuthor;
  createdAt: string;
  editedAt?: string | null;
  size?: number;
}

/** Avatar, the author's name (to their profile), a role badge for staff, and when it was posted (and edited). */
export function AuthorLine({ author, createdAt, editedAt, size = 36 }: AuthorLineProps) {
  const { t } = useForumT();
  const name = forumAuthorName(author);
  const staff = author.role === 'educator' || author.role === 'admin';
  return (
    <Row>
      <Avatar name={name} size={size} />
      <Text>
        <Link to={`/forum/users/${author.id}`}>{name}</Link>
        {staff && (
          <Badge $variant={author.role === 'admin' ? 'warning' : 'default'}>{roleLabel(author.role)}</Badge>
        )}
        <Dot aria-hidden="true" />
        <time dateTime={createdAt} title={fullDate(createdAt)}>
          {relativeTime(createdAt)}
        </time>
        {editedAt && (
          <span title={t('Edited {{date}}', { date: fullDate(editedAt) })}>
            <Dot aria-hidden="true" /> {t('edited')}
          </span>
        )}
      </Text>
    </Row>
  );
}
