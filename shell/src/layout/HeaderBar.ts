import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing } from '@canopy/ui';

/** The sticky bar both headers (the app's and /auth's) sit in. */
export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: rgba(250, 248, 244, 0.92);
  backdrop-filter: saturate(1.4) blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.layout.wide};
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space[6]};
    gap: ${({ theme }) => theme.space[4]};
  }
`;

/**
 * The logo link home; on a phone the word mark gives way to the emblem (below 600 px: /auth's bar, with the language
 * and Sign Up beside it, ran past the screen's edge from 390 px in Spanish).
 */
export const HeaderBrand = styled(Link)`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radii.sm};
  text-decoration: none;
  ${focusRing}
  @media (max-width: 599.98px) {
    span span {
      display: none;
    }
  }
`;
