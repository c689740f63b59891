import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Confirm styled as a destructive action. */
  danger?: boolean;
}

/** A modal confirmation (alertdialog): focus trapped, Escape and Cancel close it, Cancel focused first. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy, danger }: ConfirmDialogProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(panelRef, open, { onEscape: onCancel, initialFocus: cancelRef });
  if (!open) return null;
  return createPortal(
    <div className="modal">
      <div className="modal__backdrop" onClick={onCancel} aria-hidden="true" />
      <div className="modal__panel modal__panel--small" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} ref={panelRef} tabIndex={-1}>
        <h2 id={`${id}-title`} className="modal__title">
          {title}
        </h2>
        <div id={`${id}-body`} className="modal__body">
          {children}
        </div>
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={onCancel} ref={cancelRef}>
            {cancelLabel}
          </button>
          <button type="button" className={`button ${danger ? 'button--danger' : 'button--primary'}`} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
