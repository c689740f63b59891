import { observer } from 'mobx-react-lite';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../app/RouteContext';
import { ProofOfWorkTask } from '../../stores/ProofOfWorkTask';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../Icon';

/** One proof-of-work task per form, started on mount and cancelled on unmount. */
export function useProofOfWork(): ProofOfWorkTask {
  const { api } = useStores();
  const [task] = useState(() => new ProofOfWorkTask(api));
  useEffect(() => {
    void task.start();
    return () => task.cancel();
  }, [task]);
  return task;
}

/**
 * The visible part of the spam protection: a progress bar while the browser solves the challenge
 * ("Verifying…"), a check mark when done, a retry button on failure. The state is a polite live region.
 */
export const ProofOfWorkControl = observer(function ProofOfWorkControl({ task, error }: { task: ProofOfWorkTask; error?: string | null }) {
  const t = useT();
  const id = useId();
  const percent = Math.round(task.progress * 100);
  const label =
    task.status === 'solved' ? t('powSolved') : task.status === 'error' ? t('powFailed') : t('powRunning');
  return (
    <div className={`pow pow--${task.status}${error ? ' field--invalid' : ''}`} data-pow-status={task.status}>
      <div className="pow__head">
        <span className="pow__icon" aria-hidden="true">
          {task.status === 'solved' ? <Icon name="check" size={18} /> : <span className="pow__dot" />}
        </span>
        <span id={`${id}-label`} className="pow__label" role="status" aria-live="polite">
          {label}
        </span>
        {task.status === 'error' && (
          <button type="button" className="link-button pow__retry" onClick={task.restart}>
            {t('retry')}
          </button>
        )}
      </div>
      {task.status !== 'solved' && task.status !== 'error' && (
        <div
          className="pow__bar"
          role="progressbar"
          aria-labelledby={`${id}-label`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('powProgress', { percent })}
        >
          <BarFill percent={Math.max(4, percent)} />
        </div>
      )}
      <p className="pow__hint">{t('powHint')}</p>
      {error && (
        <p className="field__error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
});

/**
 * The bar's width is set through the CSS object model, not a style attribute: a server-rendered style
 * attribute is inline style, which the page's Content-Security-Policy (style-src 'self') refuses.
 */
function BarFill({ percent }: { percent: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    ref.current?.style.setProperty('width', `${percent}%`);
  }, [percent]);
  return <span ref={ref} className="pow__bar-fill" />;
}
