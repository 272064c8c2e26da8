import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LinkProps } from 'react-router-dom';
import { useIsPathDeclared } from './useIsPathDeclared';

export interface DeclaredLinkProps extends LinkProps {
  to: string;
  /** Rendered instead while no remote declares the page (default: nothing). */
  fallback?: ReactNode;
}

/** A `<Link>` that exists only once a remote declares its page, so it never leads to our 404. */
export function DeclaredLink({ fallback = null, ...props }: DeclaredLinkProps) {
  const declared = useIsPathDeclared(props.to);
  return declared ? <Link {...props} /> : <>{fallback}</>;
}
