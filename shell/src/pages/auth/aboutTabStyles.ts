// The About Us tab's layout: hero, featured course, features, mission and the educator invitation.
import styled from 'styled-components';
import { Card } from '@canopy/ui';

export const Section = styled.section`
  padding: ${({ theme }) => `${theme.space[12]} 0`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[16]} 0`};
  }
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Hero = styled.div`
  display: grid;
  /* minmax(0, …): as wide as the page allows, not as the longest word (longer languages at 360 px). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[16]};
  }
`;

export const HeroText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  h1 {
    overflow-wrap: anywhere;
    font-size: 2.25rem;
    letter-spacing: -0.02em;
    ${({ theme }) => theme.media.md} {
      font-size: 3.25rem;
    }
  }
  h1 em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 56ch;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

export const CourseCard = styled(Card)`
  position: relative;
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const CourseArt = styled.div`
  position: relative;
  height: 200px;
  background:
    radial-gradient(circle at 20% 30%, rgba(159, 211, 168, 0.9) 0 18%, transparent 19%),
    radial-gradient(circle at 75% 65%, rgba(232, 200, 140, 0.9) 0 14%, transparent 15%),
    radial-gradient(circle at 55% 20%, rgba(255, 255, 255, 0.25) 0 9%, transparent 10%),
    linear-gradient(135deg, #1f5135 0%, #2f6f4a 55%, #4f8a5e 100%);
  display: flex;
  align-items: flex-end;
  padding: ${({ theme }) => theme.space[5]};
  color: #ffffff;
  svg {
    width: 56px;
    height: 56px;
    opacity: 0.95;
  }
`;

export const CourseBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
