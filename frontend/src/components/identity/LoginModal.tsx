import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../app/RouteContext';
import { Icon } from '../Icon';
import { useFocusTrap } from '../useFocusTrap';
import { LoginForm } from './LoginForm';

/** The header's login dialog: modal, focus trapped; Escape, the close button and the backdrop close it. */
export const LoginModal = observer(function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, { onEscape: onClose });
  if (!open) return null;
  return createPortal(
    <div className="modal modal--login">
      <div className="modal__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="modal__panel" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} ref={panelRef} tabIndex={-1}>
        <h2 id={`${id}-title`} className="modal__title">
          {t('loginTitle')}
        </h2>
        <LoginForm onClose={onClose} />
        {/* After the form in the tab order, so focus starts in the e-mail field. */}
        <button type="button" className="icon-button modal__close" onClick={onClose}>
          <Icon name="close" />
          <span className="visually-hidden">{t('close')}</span>
        </button>
      </div>
    </div>,
    document.body,
  );
});
