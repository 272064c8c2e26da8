import { useEffect, useRef, useState } from 'react';

/**
 * Open/closed state of an inline edit form that replaces its "Edit" button. When the form closes (saved or
 * cancelled) keyboard focus goes back to that button instead of being lost with the removed form.
 */
export function useInlineEditor() {
  const [editing, setEditing] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) toggleRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return { editing, setEditing, toggleRef };
}
