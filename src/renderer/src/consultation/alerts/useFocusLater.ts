import { useCallback, useEffect, useRef } from 'react';

/**
 * Focus moved to an element by id once the render that shows it is done (a new row, a button that
 * replaced the one pressed). Asked together with the state change that renders it.
 */
export function useFocusLater(): (id: string) => void {
  const target = useRef<string | null>(null);
  useEffect(() => {
    const id = target.current;
    if (id === null) return;
    const element = document.getElementById(id);
    if (element === null) return;
    target.current = null;
    element.focus();
  });
  return useCallback((id: string) => {
    target.current = id;
  }, []);
}
