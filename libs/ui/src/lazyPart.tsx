import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * Wraps one export of a lazily loaded module as a component with its own Suspense boundary.
 * The heavy Radix primitives live in separate chunks so that pages which do not use them (e.g. /auth's first
 * view) never download them; `fallback` renders meanwhile (usually the children, or a same-size placeholder).
 */
export function lazyPart<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  fallback: (props: Record<string, unknown>) => ReactNode = () => null,
): M[K] {
  const Lazy = lazy(async () => ({
    default: (await load())[name] as unknown as ComponentType<Record<string, unknown>>,
  }));
  function Part(props: Record<string, unknown>) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Part.displayName = `Lazy(${String(name)})`;
  return Part as unknown as M[K];
}

/** Fallback for wrappers whose children must keep rendering (roots, providers, `asChild` triggers). */
export const renderChildren = (props: Record<string, unknown>) => (props.children as ReactNode) ?? null;
