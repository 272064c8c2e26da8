import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useForumT } from '../i18n/useForumT';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  a,
  span {
    display: inline-flex;
    align-items: center;
    min-block-size: 26px;
    padding-block: 2px;
    padding-inline: 10px;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primarySoftHover};
  }
`;

/** Tags as #tag chips; each links to the forum filtered by it. */
export function TagChips({
  tags,
  linked = true,
  label,
}: {
  tags: string[];
  linked?: boolean;
  label?: string;
}) {
  const { t } = useForumT();
  if (tags.length === 0) return null;
  return (
    <List aria-label={label ?? t('Tags')}>
      {tags.map((tag) => (
        <li key={tag}>
          {linked ? <Link to={`/forum?tag=${encodeURIComponent(tag)}`}>#{tag}</Link> : <span>#{tag}</span>}
        </li>
      ))}
    </List>
  );
}
