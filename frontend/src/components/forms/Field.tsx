import { observer } from 'mobx-react-lite';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useT } from '../../app/RouteContext';
import '../../styles/forms.css';
import { useHydrated } from '../../app/hydration';

/** The ids a field needs: the control, its error and its hint (for aria-describedby). */
function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean) as string[];
  return list.length ? list.join(' ') : undefined;
}

/** The message under a field; role=alert so a new error is announced. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  const t = useT();
  return (
    <p id={id} className="field__error" role="alert" hidden={!message}>
      {message ? t(message) : null}
    </p>
  );
}

/** What the labelled text controls share: label, hint, error and their ids. */
interface FrameProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** Marks the label "optional". */
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

/** The frame of a labelled text control: the label (required or optional mark), the control, its hint and error. */
function FieldFrame({ id, label, error, hint, required, optional, className, children }: FrameProps) {
  const t = useT();
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span className="field__required" aria-hidden="true"> *</span>}
        {optional && <span className="field__optional"> ({t('optionalField')})</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The attributes every text control of a frame gets: error state, descriptions and the hydration lock. */
function controlProps(id: string, props: { error?: string | null; hint?: ReactNode; required?: boolean; disabled?: boolean }, hydrated: boolean, ...more: Array<string | undefined>) {
  return {
    id,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(props.hint ? `${id}-hint` : null, `${id}-error`, ...more),
    required: props.required,
    disabled: props.disabled || !hydrated,
  };
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Message id of the current error, if any. */
  error?: string | null;
  hint?: ReactNode;
  /** Marks the label "optional". */
  optional?: boolean;
}

/** Labelled input with hint and error (aria-invalid, aria-describedby). */
export const TextField = observer(function TextField({ label, value, onValueChange, error, hint, optional, id: givenId, className, required, disabled, ...rest }: TextFieldProps) {
  const hydrated = useHydrated();
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} optional={optional} className={className}>
      <input className="field__control" value={value} onChange={(e) => onValueChange(e.target.value)} {...controlProps(id, { error, hint, required, disabled }, hydrated)} {...rest} />
    </FieldFrame>
  );
});

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Message id of the current error, if any. */
  error?: string | null;
  hint?: ReactNode;
  /** Further ids describing the field (a result summary beside it). */
  describedBy?: string;
}

/** Labelled multi-line input with hint and error, like {@link TextField}. */
export const TextAreaField = observer(function TextAreaField({ label, value, onValueChange, error, hint, describedBy: more, id: givenId, className, required, disabled, ...rest }: TextAreaFieldProps) {
  const hydrated = useHydrated();
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea
        className="field__control field__control--textarea"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        {...controlProps(id, { error, hint, required, disabled }, hydrated, more)}
        {...rest}
      />
    </FieldFrame>
  );
});

/** Password input with a show/hide toggle. */
export const PasswordField = observer(function PasswordField(props: TextFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const autoId = useId();
  const id = props.id ?? autoId;
  const { label, value, onValueChange, error, hint, required, className, autoComplete, disabled, ...rest } = props;
  const hydrated = useHydrated();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <div className="field__password">
        <input
          {...rest}
          className="field__control"
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          {...controlProps(id, { error, hint, required, disabled }, hydrated)}
          autoComplete={autoComplete ?? 'current-password'}
          spellCheck={false}
          autoCapitalize="off"
        />
        <button type="button" className="field__reveal" aria-controls={id} aria-pressed={visible} onClick={() => setVisible(!visible)}>
          {visible ? t('hidePassword') : t('showPassword')}
        </button>
      </div>
    </FieldFrame>
  );
});

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | null;
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
}

export const CheckboxField = observer(function CheckboxField({ label, checked, onCheckedChange, error, name, id: givenId, required, disabled: disabledByForm, hint }: CheckboxFieldProps) {
  const hydrated = useHydrated();
  const disabled = disabledByForm || !hydrated;
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          required={required}
          onChange={(e) => onCheckedChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? `${id}-hint` : null, `${id}-error`)}
        />
        <label htmlFor={id}>{label}</label>
        {hint && (
          <span id={`${id}-hint`} className="checkbox__desc">
            {hint}
          </span>
        )}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
});

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  error?: string | null;
}

export const SelectField = observer(function SelectField({ label, value, onValueChange, options, error, id: givenId, required, disabled, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const hydrated = useHydrated();
  const id = givenId ?? autoId;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span className="field__required" aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        className="field__control field__control--select"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        required={required}
        disabled={disabled || !hydrated}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
});

export interface RadioGroupProps {
  legend: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  error?: string | null;
  required?: boolean;
}

/** A fieldset of radio buttons (salutation). */
export const RadioGroup = observer(function RadioGroup({ legend, name, value, onValueChange, options, error, required }: RadioGroupProps) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <fieldset className={`field field--radios${error ? ' field--invalid' : ''}`}>
      <legend className="field__label">
        {legend}
        {required && <span className="field__required" aria-hidden="true"> *</span>}
      </legend>
      <div className="field__radios">
        {options.map((option) => (
          <label key={option.value} className="radio">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              required={required}
              disabled={!hydrated}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-error`}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
});
