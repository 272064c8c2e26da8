// The About Us tab's layout: hero, featured course, features, mission and the educator invitation.
import styled from 'styled-components';
import { Button, Card } from '@canopy/ui';

// The About tab's sections below the first screen (loaded after it: AboutSections.tsx).
export const SectionHead = styled.div`
  display: flex;
  flex-direction: column;
  overflow-wrap: anywhere;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 640px;
  margin-bottom: ${({ theme }) => theme.space[8]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

// Grid columns are minmax(0, …): as wide as their share, not as their longest word (longer languages at 360 px).
export const Features = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Feature = styled(Card)`
  overflow-wrap: anywhere;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const FeatureIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 24px;
    height: 24px;
  }
`;

export const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[10]};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[16]};
  }
`;

export const CheckList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  li {
    display: flex;
    gap: 14px;
    align-items: flex-start;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  span.text {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const Tick = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
  svg {
    width: 18px;
    height: 18px;
  }
`;

export const EducatorPanel = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  overflow-wrap: anywhere;
  gap: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(135deg, #143823 0%, #1f5135 60%, #2c6644 100%);
  color: #e6efe8;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[12]};
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
    align-items: center;
  }
  h2 {
    color: #ffffff;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  p {
    color: #d3e2d7;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Benefits = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid rgba(255, 255, 255, 0.16);
    border-radius: ${({ theme }) => theme.radii.lg};
    background: rgba(255, 255, 255, 0.05);
  }
  svg {
    width: 22px;
    height: 22px;
    color: #9fd3a8;
  }
  strong {
    color: #ffffff;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: #d3e2d7;
  }
`;

export const InverseButton = styled(Button)`
  background: #ffffff;
  color: ${({ theme }) => theme.colors.primary};
  &:hover:not(:disabled) {
    background: #e5efe8;
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    box-shadow:
      0 0 0 2px #1f5135,
      0 0 0 4px #ffffff;
  }
`;
