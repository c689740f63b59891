import { useCallback, useState } from 'react';
import type { FormFlow } from './FormFlow';

/**
 * Form values plus live re-validation: once a field shows an error, each change re-checks it with the
 * form's validator (so the message disappears as soon as the input is fine, or changes to the current
 * problem). Fields without a shown error stay quiet until the next submit.
 */
export function useFormValues<V extends Record<string, unknown>>(
  initial: V | (() => V),
  flow: Pick<FormFlow, 'errors' | 'setFieldError'>,
  validate: (values: V) => Partial<Record<string, string | null | undefined>>,
): {
  values: V;
  set: <K extends keyof V & string>(field: K, value: V[K]) => void;
  replace: (values: V) => void;
} {
  const [values, setValues] = useState<V>(initial);
  const set = useCallback(
    <K extends keyof V & string>(field: K, value: V[K]) => {
      const next = { ...values, [field]: value };
      setValues(next);
      const errors = validate(next);
      for (const [key, shown] of Object.entries(flow.errors)) {
        if (!shown) continue;
        if (key === field || key in errors) flow.setFieldError(key, errors[key] ?? null);
      }
    },
    [values, flow, validate],
  );
  return { values, set, replace: setValues };
}
