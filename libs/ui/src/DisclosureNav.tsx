import { Children, isValidElement, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

const Nav = styled.nav`
  position: relative;
  display: inline-flex;
`;

const Panel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 8px);
  ${({ $align }) => ($align === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  z-index: ${({ theme }) => theme.zIndices.popover};
  min-width: 240px;
  padding: 6px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &[hidden] {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 42px;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    outline: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  a:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
  svg {
    width: 16px;
    height: 16px;
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface DisclosureNavProps {
  /** Content of the toggle button (icon and/or text). */
  label: ReactNode;
  /** Accessible name of the navigation region (and of the button when `label` is only an icon). */
  navLabel: string;
  /** Links (router `<Link>`s or `<a>`s); each is put in a list item. */
  children: ReactNode;
  align?: 'start' | 'end';
  variant?: 'outline' | 'ghost' | 'secondary';
}

/**
 * A navigation menu as a disclosure (the WAI-ARIA pattern for site navigation): a button with aria-expanded that
 * shows a list of links. Closes on Escape (focus returns to the button), on an outside click and when a link is
 * followed. Light enough for the sign-in page's first download.
 */
export function DisclosureNav({
  label,
  navLabel,
  children,
  align = 'start',
  variant = 'outline',
}: DisclosureNavProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Nav ref={root} aria-label={navLabel}>
      <Button
        ref={button}
        variant={variant}
        size="sm"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={navLabel}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
      </Button>
      <Panel
        id={`${id}-panel`}
        hidden={!open}
        $align={align}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) setOpen(false);
        }}
        onBlur={(e) => {
          if (root.current && e.relatedTarget && !root.current.contains(e.relatedTarget as Node))
            setOpen(false);
        }}
      >
        <ul>
          {Children.toArray(children)
            .filter(isValidElement)
            .map((child, i) => (
              <li key={child.key ?? i}>{child}</li>
            ))}
        </ul>
      </Panel>
    </Nav>
  );
}
