import styled from 'styled-components';
import { Badge, Button, DialogContent } from '@canopy/ui';

/** The full-screen overlay (section 4's "session room view"). */
export const Room = styled(DialogContent)`
  && {
    top: 0;
    inset-inline-start: 0;
    transform: none;
    width: 100vw;
    max-width: none;
    height: 100dvh;
    max-height: none;
    border-radius: 0;
    padding: 0;
    gap: 0;
    animation: none;
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 12px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  ${({ theme }) => theme.media.md} {
    padding: 14px 28px;
  }
  .title {
    display: flex;
    align-items: center;
    gap: 10px;
    flex: 1 1 240px;
    min-width: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: inherit;
    overflow-wrap: anywhere;
  }
  .tools {
    display: flex;
    gap: 8px;
    margin-inline-start: auto;
  }
`;

export const OnDark = styled(Badge)`
  background: rgba(255, 255, 255, 0.16);
  color: #ffffff;
  letter-spacing: 0.04em;
  svg {
    width: 14px;
    height: 14px;
  }
`;

export const RecordingBadge = styled(Badge)`
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

export const BarButton = styled(Button)`
  background: rgba(255, 255, 255, 0.12);
  color: #ffffff;
  border-color: rgba(255, 255, 255, 0.4);
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.22);
    color: #ffffff;
  }
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 24px 16px 40px;
  ${({ theme }) => theme.media.md} {
    padding: 40px 28px 56px;
  }
  > div {
    max-width: 760px;
    margin: 0 auto;
    display: flex;
    flex-direction: column;
    gap: 20px;
  }
`;

export const Stage = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  padding: 36px 20px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 52ch;
  }
  .when {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Details = styled.section`
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: 8px;
  }
  dl {
    display: grid;
    gap: 10px;
    margin: 0 0 12px;
  }
  dl > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
  }
  dt {
    min-width: 96px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    margin: 0;
    min-width: 0;
  }
  .value {
    font-family: ${({ theme }) => theme.fonts.mono};
    overflow-wrap: anywhere;
  }
`;
