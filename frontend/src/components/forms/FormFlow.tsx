import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../app/RouteContext';
import type { ActionResult } from '../../stores/action-result';
import { useHydrated } from '../../app/hydration';

export type FormStatus = 'form' | 'loading' | 'result';

export interface FormFlow {
  status: FormStatus;
  /** Message id of the last answer (success or error). */
  message: string | null;
  messageKind: 'success' | 'error' | null;
  /** Field message ids (client validation or the server's `fields`). */
  errors: Record<string, string>;
  setErrors: (errors: Record<string, string>) => void;
  setFieldError: (field: string, message: string | null) => void;
  /**
   * Runs a submit: client errors first (none → loading → action), then result (success, form hidden) or
   * form again with the error message.
   */
  submit: <T>(clientErrors: Record<string, string | null | undefined>, action: () => Promise<ActionResult<T>>) => Promise<ActionResult<T> | null>;
  /** Back to an empty form (after a timed close, "send again"). */
  reset: () => void;
  showError: (message: string) => void;
  /** Shows a success message with the form still in place (e.g. the address list after saving). */
  showSuccess: (message: string) => void;
}

function compact(errors: Record<string, string | null | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) if (value) out[key] = value;
  return out;
}

/** Moves focus to the first invalid control of a form (after a failed submit). */
export function focusFirstInvalid(form: HTMLElement | null): void {
  window.requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/** The spec's form states: form → loading → result; on error the form is shown again with the message. */
export function useFormFlow(options: { keepFormOnSuccess?: boolean } = {}): FormFlow {
  const [status, setStatus] = useState<FormStatus>('form');
  const [message, setMessage] = useState<string | null>(null);
  const [messageKind, setMessageKind] = useState<'success' | 'error' | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mounted = useRef(true);
  const keep = options.keepFormOnSuccess === true;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setFieldError = useCallback((field: string, value: string | null) => {
    setErrors((current) => {
      if ((current[field] ?? null) === value) return current;
      const next = { ...current };
      if (value) next[field] = value;
      else delete next[field];
      return next;
    });
  }, []);

  const submit = useCallback(
    async <T,>(clientErrors: Record<string, string | null | undefined>, action: () => Promise<ActionResult<T>>) => {
      const found = compact(clientErrors);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        setMessage(null);
        setMessageKind(null);
        return null;
      }
      setStatus('loading');
      setMessage(null);
      setMessageKind(null);
      const result = await action();
      if (!mounted.current) return result;
      if (result.ok) {
        setStatus(keep ? 'form' : 'result');
        setMessage(result.message ?? null);
        setMessageKind(result.message ? 'success' : null);
      } else {
        setStatus('form');
        setErrors(result.fields);
        setMessage(result.message);
        setMessageKind('error');
      }
      return result;
    },
    [keep],
  );

  const reset = useCallback(() => {
    setStatus('form');
    setMessage(null);
    setMessageKind(null);
    setErrors({});
  }, []);

  const showError = useCallback((value: string) => {
    setStatus('form');
    setMessage(value);
    setMessageKind('error');
  }, []);

  const showSuccess = useCallback((value: string) => {
    setStatus('form');
    setErrors({});
    setMessage(value);
    setMessageKind('success');
  }, []);

  return { status, message, messageKind, errors, setErrors, setFieldError, submit, reset, showError, showSuccess };
}

/**
 * The answer of a form: an error (role=alert, announced at once) or a success (role=status). Rendered
 * even while empty so screen readers pick up the change.
 */
export function FormMessage({ flow, children }: { flow: Pick<FormFlow, 'message' | 'messageKind'>; children?: ReactNode }) {
  const t = useT();
  const kind = flow.messageKind;
  return (
    <div className="form-message" role={kind === 'error' ? 'alert' : 'status'} aria-live={kind === 'error' ? 'assertive' : 'polite'}>
      {flow.message && (
        <div className={`message message--${kind === 'error' ? 'error' : 'success'}`}>
          <p>{t(flow.message)}</p>
          {children}
        </div>
      )}
    </div>
  );
}

/** The submit button; shows a busy state while loading. */
export function SubmitButton({ loading, children, className, disabled: disabledByForm }: { loading: boolean; children: ReactNode; className?: string; disabled?: boolean }) {
  const t = useT();
  // Not before the app has started (a server-rendered form would otherwise be sent as a plain GET).
  // The hook runs on every render (a short-circuit would skip it when disabledByForm changes: React #300).
  const hydrated = useHydrated();
  const disabled = disabledByForm || !hydrated;
  return (
    <button type="submit" className={`button button--primary${className ? ` ${className}` : ''}`} disabled={loading || disabled} aria-disabled={loading || disabled}>
      {loading && <span className="button__spinner" aria-hidden="true" />}
      <span>{children}</span>
      {loading && <span className="visually-hidden">{t('pleaseWait')}</span>}
    </button>
  );
}
