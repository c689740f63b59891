import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden]') && !el.closest('[inert]') && el.getClientRects().length > 0,
  );
}

export interface FocusTrapOptions {
  /** Called on Escape. */
  onEscape?: () => void;
  /** Element to focus first; default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Give focus back to the previously focused element when the trap ends (default true). */
  restoreFocus?: boolean;
}

/**
 * Keeps Tab and Shift+Tab inside the container while active and moves focus into it on activation.
 * It only acts on key presses inside the container, so it never steals focus from the page.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}): void {
  // Options live in a ref so that a re-render with new callbacks does not restart the trap.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = latest.current.initialFocus?.current ?? focusableWithin(container)[0] ?? container;
    first.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      const onEscape = latest.current.onEscape;
      if (event.key === 'Escape' && onEscape) {
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === firstItem || current === container)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && current === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      const now = document.activeElement;
      const focusWasInside = !now || now === document.body || container.contains(now);
      if ((latest.current.restoreFocus ?? true) && previous?.isConnected && focusWasInside) previous.focus({ preventScroll: true });
    };
  }, [active, ref]);
}
