import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * While `active`: a pointer down outside `rootRef` calls `dismiss(false)`, Escape calls `dismiss(true)` (the
 * caller gives focus back to its button). The header's menus and the cart preview close this way.
 */
export function useDismiss(active: boolean, rootRef: RefObject<HTMLElement | null>, dismiss: (byEscape: boolean) => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) dismiss(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [active, rootRef, dismiss]);
}

/**
 * A button that shows and hides a panel (disclosure pattern, as the account menu and the cart preview use
 * it): Escape closes and gives focus back to the button, a pointer down outside the root closes, navigation
 * closes.
 */
export function useDisclosure<Root extends HTMLElement = HTMLDivElement>() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname, location.search]);
  const dismiss = useCallback((byEscape: boolean) => {
    setOpen(false);
    if (byEscape) buttonRef.current?.focus();
  }, []);
  useDismiss(open, rootRef, dismiss);

  return { open, setOpen, toggle: () => setOpen((value) => !value), rootRef, buttonRef };
}

