import { createContext, lazy, Suspense, useContext } from 'react';
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

/**
 * Lazily loaded compound components (Radix roots with their triggers, contents and items), which need their root's
 * context. Each part is its own lazy component, so without this a trigger's chunk promise could settle and the
 * trigger render while its root still shows its fallback — outside any root ("`DropdownMenuTrigger` must be used
 * within `DropdownMenu`"). The root provides "loaded" to what it renders; until a part sees it, the part renders
 * its fallback (a trigger its children, a panel nothing).
 */
export function lazyFamily<M>(load: () => Promise<M>) {
  const RootLoaded = createContext(false);
  function root<K extends keyof M>(
    name: K,
    fallback: (props: Record<string, unknown>) => ReactNode = renderChildren,
  ): M[K] {
    const Impl = lazy(async () => ({
      default: (await load())[name] as unknown as ComponentType<Record<string, unknown>>,
    }));
    function Root(props: Record<string, unknown>) {
      return (
        <Suspense fallback={fallback(props)}>
          <RootLoaded.Provider value={true}>
            <Impl {...props} />
          </RootLoaded.Provider>
        </Suspense>
      );
    }
    Root.displayName = `Lazy(${String(name)})`;
    return Root as unknown as M[K];
  }

  function part<K extends keyof M>(
    name: K,
    fallback: (props: Record<string, unknown>) => ReactNode = () => null,
  ): M[K] {
    const Loaded = lazyPart(load, name, fallback) as unknown as ComponentType<Record<string, unknown>>;
    function Part(props: Record<string, unknown>) {
      return useContext(RootLoaded) ? <Loaded {...props} /> : <>{fallback(props)}</>;
    }
    Part.displayName = `Lazy(${String(name)})`;
    return Part as unknown as M[K];
  }

  return { root, part };
}
