import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  user-select: none;
  &::before {
    content: attr(data-initials);
  }
`;

/** Initials from a display name: "Ada Lovelace" -> "AL", "ada" -> "A". */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]?.charAt(0) ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * A round badge with the person's initials. Decorative: put the name in text next to it. The initials are drawn by
 * CSS rather than written as text, so they are not part of the visible text of a control the avatar sits in (a
 * button named "Sam, account menu" must not read "SL Sam" on screen to speech-input users, WCAG 2.5.3).
 */
export function Avatar({ name, size = 36 }: { name: string; size?: number }) {
  return <Circle $size={size} aria-hidden="true" data-initials={initialsOf(name)} />;
}
