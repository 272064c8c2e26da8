import styled from 'styled-components';
import type { ComponentType } from 'react';
import { BookOpen, GraduationCap, UserCheck, Users } from 'lucide-react';
import { Skeleton, VisuallyHiddenText, focusRing } from '@canopy/ui';
import { useAdminT } from '../i18n/useAdminT';
import { formatCount } from '../lib/format';

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 28px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
  @media (max-width: 480px) {
    grid-template-columns: 1fr 1fr;
    gap: 12px;
  }
`;

const CardButton = styled.button<{ $current: boolean }>`
  width: 100%;
  height: 100%;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 18px 20px;
  text-align: start;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  ${focusRing}
  .label {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  .value {
    display: block;
    margin-block-start: 6px;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1.1;
  }
  .icon {
    display: inline-flex;
    padding: 8px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  @media (max-width: 480px) {
    padding: 14px;
    .value {
      font-size: ${({ theme }) => theme.fontSizes['2xl']};
    }
    .icon {
      display: none;
    }
  }
`;

export interface StatCard {
  key: string;
  label: string;
  value: number | undefined;
  icon: ComponentType<{ 'aria-hidden'?: 'true'; size?: number }>;
  onSelect: () => void;
  current: boolean;
}

export const statIcons = { users: Users, educators: GraduationCap, pending: UserCheck, courses: BookOpen };

/** The dashboard's figures; each card opens the tab it counts (its accessible name is "Total Users: 42"). */
export function StatCards({ cards }: { cards: StatCard[] }) {
  const { t } = useAdminT();
  return (
    <Grid aria-label={t('Platform figures')}>
      {cards.map(({ key, label, value, icon: Icon, onSelect, current }) => (
        <li key={key}>
          <CardButton type="button" onClick={onSelect} $current={current} data-testid={`stat-${key}`}>
            <span>
              <span className="label">{label}</span>{' '}
              {value === undefined ? (
                <>
                  <Skeleton $height="32px" $width="64px" style={{ marginBlockStart: 6 }} />
                  <VisuallyHiddenText>{t('loading')}</VisuallyHiddenText>
                </>
              ) : (
                <span className="value">{formatCount(value)}</span>
              )}
            </span>
            <span className="icon">
              <Icon aria-hidden="true" size={20} />
            </span>
          </CardButton>
        </li>
      ))}
    </Grid>
  );
}
