import styled from 'styled-components';

const Wrap = styled.span<{ $inverse?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme, $inverse }) => ($inverse ? '#ffffff' : theme.colors.primary)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: 1.375rem;
  letter-spacing: -0.01em;
  line-height: 1;
  svg {
    width: 32px;
    height: 32px;
    flex-shrink: 0;
  }
`;

/** The Canopy mark: a rounded canopy of leaves over a trunk. Decorative; the word "Canopy" carries the name. */
export function LogoMark({ inverse }: { inverse?: boolean }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill={inverse ? '#ffffff' : '#1f5135'} />
      <path
        d="M16 6.5c-4.6 0-8.2 3.3-8.2 7.4 0 3.3 2.5 6 5.9 6.9h4.6c3.4-.9 5.9-3.6 5.9-6.9 0-4.1-3.6-7.4-8.2-7.4Z"
        fill={inverse ? '#1f5135' : '#9fd3a8'}
      />
      <path
        d="M16 12.2v13.3M16 17.4l-3.2-2.9M16 15.6l3-2.6"
        stroke={inverse ? '#ffffff' : '#ffffff'}
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

// The brand's name: the same in every language.
const WORDMARK = 'Canopy';

/** Mark + wordmark. */
export function Logo({ inverse, showWordmark = true }: { inverse?: boolean; showWordmark?: boolean }) {
  return (
    <Wrap $inverse={inverse}>
      <LogoMark inverse={inverse} />
      {showWordmark && <span>{WORDMARK}</span>}
    </Wrap>
  );
}
