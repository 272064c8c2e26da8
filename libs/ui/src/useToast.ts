import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, toast } from './toastStore';

/** The current toasts plus `toast()` and `dismiss()`. `toast` can also be imported directly. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
