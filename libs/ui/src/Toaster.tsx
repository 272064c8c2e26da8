import { lazy, Suspense } from 'react';
import { useToast } from './useToast';

// Radix Toast is only downloaded once there is something to show.
const ToasterImpl = lazy(() =>
  import(/* webpackChunkName: "ui-toast" */ './impl/ToasterImpl').then((m) => ({ default: m.ToasterImpl })),
);

/** Renders the toasts of `toast()`. Mount exactly once (the shell does; a remote only in standalone mode). */
export function Toaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterImpl />
    </Suspense>
  );
}

export const preloadToaster = () => import(/* webpackChunkName: "ui-toast" */ './impl/ToasterImpl');
