import { observer } from 'mobx-react-lite';
import { useT } from '../app/RouteContext';

export interface SpinnerProps {
  /** Visible label; without one a hidden "Loading …" text is read out. */
  label?: string;
  /** Show the logo (/logo.svg) above the progress bar. */
  logo?: boolean;
  /** Fill the viewport (start-up). */
  fullPage?: boolean;
}

/** Loading indicator with the logo at /logo.svg and an optional label; announced as a status. */
export const Spinner = observer(function Spinner({ label, logo = true, fullPage = false }: SpinnerProps) {
  const t = useT();
  return (
    <div className={fullPage ? 'spinner spinner--full' : 'spinner'} role="status" aria-live="polite">
      {logo && <img className="spinner__logo" src="/logo.svg" alt="" width="180" height="48" />}
      <span className="spinner__bar" aria-hidden="true">
        <span className="spinner__bar-fill" />
      </span>
      <span className={label ? 'spinner__label' : 'visually-hidden'}>{label ?? t('loading')}</span>
    </div>
  );
});
