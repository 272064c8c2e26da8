import { cloneElement, createContext, isValidElement, lazy, Suspense, useContext, useState } from 'react';
import type { ComponentType, MouseEvent, ReactElement, ReactNode } from 'react';

/** A lazily loaded part, and how to fetch it ahead of its first render. */
export type LazyPart<C> = C & {
  /** Loads the part's module; once it has settled, a newly mounted part renders at once, without its fallback. */
  preload(): Promise<unknown>;
};

/**
 * Wraps one export of a lazily loaded module as a component with its own Suspense boundary.
 * The heavy Radix primitives live in separate chunks so that pages which do not use them (e.g. /auth's first
 * view) never download them; `fallback` renders meanwhile (usually the children, or a same-size placeholder).
 * A part mounted after its module loaded (`preload`, or an earlier render) skips Suspense: React.lazy would
 * suspend once all the same, and its fallback would show for a moment. Each mount keeps the way it started, so
 * nothing under it is remounted when the module arrives.
 */
export function lazyPart<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  fallback: (props: Record<string, unknown>) => ReactNode = () => null,
): LazyPart<M[K]> {
  let ready: ComponentType<Record<string, unknown>> | undefined;
  const settle = () =>
    load().then((m) => (ready = m[name] as unknown as ComponentType<Record<string, unknown>>));
  const Lazy = lazy(async () => ({ default: await settle() }));
  function Part(props: Record<string, unknown>) {
    const [Ready] = useState(() => ready);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Part.displayName = `Lazy(${String(name)})`;
  Part.preload = settle;
  return Part as unknown as LazyPart<M[K]>;
}

/** Fallback for wrappers whose children must keep rendering (roots, providers, `asChild` triggers). */
export const renderChildren = (props: Record<string, unknown>) => (props.children as ReactNode) ?? null;

/**
 * Lazily loaded compound components (Radix roots with their triggers, contents and items), which need their root's
 * context. Each part is its own lazy component, so without this a trigger's chunk promise could settle and the
 * trigger render while its root still shows its fallback — outside any root ("`DropdownMenuTrigger` must be used
 * within `DropdownMenu`"). The root provides "loaded" to what it renders; until a part sees it, the part renders
 * its fallback (a trigger its children, a panel nothing).
 *
 * The root also waits until every part of the family is ready to render at once: otherwise each part, a lazy
 * component of its own, would suspend once more after the root appeared, and a dialog would open for a frame
 * without its title (no accessible name: axe's `aria-dialog-name`), a menu without its items. A part is shown
 * whole, from its first frame.
 *
 * A `trigger` part's stand-in (its `asChild` child, e.g. the account menu's button) is live: a click on it before
 * the family has loaded is kept, and the root opens once it arrives (an uncontrolled root mounts with `defaultOpen`
 * toggled; a controlled one is asked through `onOpenChange` at once). Otherwise a learner who clicks as the page
 * appears would see nothing happen.
 */
export function lazyFamily<M>(load: () => Promise<M>) {
  const RootLoaded = createContext(false);
  /** Provided by a root still loading: toggles the open state it will mount with. */
  const AskToggle = createContext<(() => void) | null>(null);
  const partsReady: Array<() => Promise<unknown>> = [];
  function root<K extends keyof M>(
    name: K,
    fallback: (props: Record<string, unknown>) => ReactNode = renderChildren,
  ): M[K] {
    const Impl = lazy(async () => {
      const [mod] = await Promise.all([load(), ...partsReady.map((ready) => ready())]);
      return { default: mod[name] as unknown as ComponentType<Record<string, unknown>> };
    });
    function Root(props: Record<string, unknown>) {
      const [toggled, setToggled] = useState(false);
      const toggle = () => {
        if (props.open === undefined) setToggled((was) => !was);
        else (props.onOpenChange as ((open: boolean) => void) | undefined)?.(!props.open);
      };
      // Read once, when Impl mounts: by then the stand-in is gone and Radix owns the state.
      const implProps = toggled ? { ...props, defaultOpen: !props.defaultOpen } : props;
      return (
        <Suspense fallback={<AskToggle.Provider value={toggle}>{fallback(props)}</AskToggle.Provider>}>
          <RootLoaded.Provider value={true}>
            <Impl {...implProps} />
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
    const lazyLoaded = lazyPart(load, name, fallback);
    partsReady.push(lazyLoaded.preload);
    const Loaded = lazyLoaded as unknown as ComponentType<Record<string, unknown>>;
    function Part(props: Record<string, unknown>) {
      return useContext(RootLoaded) ? <Loaded {...props} /> : <>{fallback(props)}</>;
    }
    Part.displayName = `Lazy(${String(name)})`;
    return Part as unknown as M[K];
  }

  /** The stand-in of an `asChild` trigger: its child, whose click is passed to the loading root. */
  function StandInTrigger({ children }: { children?: ReactNode }) {
    const toggle = useContext(AskToggle);
    if (!toggle || !isValidElement(children)) return children ?? null;
    const child = children as ReactElement<{ onClick?: (event: MouseEvent) => void }>;
    return cloneElement(child, {
      onClick: (event: MouseEvent) => {
        child.props.onClick?.(event);
        if (!event.defaultPrevented) toggle();
      },
    });
  }

  /** A part that opens and closes its root (`asChild` triggers): a click on its stand-in is kept. */
  function trigger<K extends keyof M>(name: K): M[K] {
    return part(name, (props) => <StandInTrigger>{props.children as ReactNode}</StandInTrigger>);
  }

  return { root, part, trigger };
}
