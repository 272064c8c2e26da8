import type { ReactNode } from 'react';

/** Spec section 9: at most one toast shown, 5000 ms default, dismissed toasts removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
  /** Describes the action for screen-reader users who reach it via the hotkey; defaults to the label. */
  altText?: string;
}

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Display time in ms (default 5000). */
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const l of listeners) l(toasts);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

/** Close a toast (or all toasts). It stays in the store, closed, until TOAST_REMOVE_DELAY has passed. */
export function dismissToast(id?: string) {
  const ids = id ? [id] : toasts.map((t) => t.id);
  toasts = toasts.map((t) => (ids.includes(t.id) ? { ...t, open: false } : t));
  ids.forEach(scheduleRemoval);
  emit();
}

/** Show a toast. The newest replaces older ones (limit 1). Returns handles to update or dismiss it. */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastOptions) => {
      toasts = toasts.map((t) => (t.id === id ? { ...t, ...next } : t));
      emit();
    },
  };
}

export function subscribeToasts(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): ToastItem[] {
  return toasts;
}
