import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { FILTER_MIN_OPTIONS, FILTER_TWO_COLUMNS_ABOVE } from '@shop/domain';
import type { Filter } from '../../api/catalogue-contracts';
import { useLocale, useT } from '../../app/RouteContext';
import type { ProductListStore } from '../../stores/ProductListStore';
import { Icon } from '../Icon';
import { formatDecimal } from './catalogue-format';
import '../../styles/forms.css';

/** Parses a typed bound ("2,5" or "2.5"); empty → undefined, garbage → NaN. */
function parseBound(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** How many values of a filter are selected in the list state (a range counts once). */
export function selectedCount(filter: Filter, store: ProductListStore): number {
  const selected = store.state.filters[filter.id];
  if (!selected) return 0;
  return selected.type === 'multiSelect' ? selected.values.length : 1;
}

/**
 * One filter as a click dropdown: multiSelect checkboxes with counts (two columns above 40 options), or a
 * range with two number inputs. Disabled with fewer than 2 options. Closes on outside click, Escape
 * (focus back to the button) and navigation to another page.
 */
export const FilterDropdown = observer(function FilterDropdown({ filter, store }: { filter: Filter; store: ProductListStore }) {
  const t = useT();
  const id = useId();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const count = selectedCount(filter, store);
  const disabled = filter.disabled || (filter.type === 'multiSelect' && filter.values.length < FILTER_MIN_OPTIONS && count === 0);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => setOpen(false), [location.pathname]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div className={`fdrop${open ? ' is-open' : ''}`} ref={rootRef} onKeyDown={onKeyDown}>
      <button
        type="button"
        ref={buttonRef}
        className={`fdrop__button${count > 0 ? ' fdrop__button--active' : ''}`}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        <span>{filter.heading}</span>
        {count > 0 && (
          <span className="fdrop__badge">
            {count}
            <span className="visually-hidden"> {t('selected')}</span>
          </span>
        )}
        <Icon name="chevronDown" size={16} className={open ? 'rotate-180' : undefined} />
      </button>
      <div id={`${id}-panel`} className="fdrop__panel" hidden={!open}>
        {open && filter.type === 'multiSelect' && <MultiSelect filter={filter} store={store} />}
        {open && filter.type === 'range' && <Range filter={filter} store={store} onDone={() => setOpen(false)} />}
      </div>
    </div>
  );
});

const MultiSelect = observer(function MultiSelect({ filter, store }: { filter: Filter; store: ProductListStore }) {
  const locale = useLocale();
  const id = useId();
  const twoColumns = filter.twoColumns || filter.values.length > FILTER_TWO_COLUMNS_ABOVE;
  // The list state (URL) decides what is ticked, so a click shows at once, before the answer.
  const current = store.state.filters[filter.id];
  const selected = new Set(current?.type === 'multiSelect' ? current.values : []);
  return (
    <fieldset className="fdrop__fieldset">
      <legend className="visually-hidden">{filter.heading}</legend>
      <ul className={`fdrop__options${twoColumns ? ' fdrop__options--two' : ''}`}>
        {filter.values.map((option, index) => (
          <li key={option.value} className="fdrop__option">
            <input
              type="checkbox"
              id={`${id}-${index}`}
              checked={selected.has(option.value)}
              onChange={() => store.toggleFilterValue(filter.id, option.value)}
            />
            <label htmlFor={`${id}-${index}`}>
              <span className="fdrop__label">
                {option.label}
                {filter.measuringUnit && !option.label.endsWith(filter.measuringUnit) ? ` ${filter.measuringUnit}` : ''}
              </span>
              <span className="fdrop__count">{formatDecimal(option.count, locale, 0)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
});

const Range = observer(function Range({ filter, store, onDone }: { filter: Filter; store: ProductListStore; onDone: () => void }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const show = (n: number | undefined) => (n === undefined ? '' : formatDecimal(n, locale, 6).replace(/\s/g, ''));
  const current = store.state.filters[filter.id];
  const range = current?.type === 'range' ? current : undefined;
  const [min, setMin] = useState(show(range?.min ?? filter.selectedMin));
  const [max, setMax] = useState(show(range?.max ?? filter.selectedMax));
  const [error, setError] = useState<string | null>(null);
  const unit = filter.measuringUnit ? ` (${filter.measuringUnit})` : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lower = parseBound(min);
    const upper = parseBound(max);
    if (Number.isNaN(lower) || Number.isNaN(upper) || (lower !== undefined && upper !== undefined && lower > upper)) {
      setError('invalidRange');
      return;
    }
    setError(null);
    store.setRange(filter, lower, upper);
    onDone();
  };

  return (
    <form className="fdrop__range" onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend className="visually-hidden">{filter.heading}</legend>
        <div className="fdrop__range-fields">
          <div>
            <label htmlFor={`${id}-min`}>
              {t('rangeFrom')}
              {unit}
            </label>
            <input
              id={`${id}-min`}
              className="field__control"
              inputMode="decimal"
              value={min}
              placeholder={show(filter.min)}
              onChange={(e) => setMin(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-error`}
            />
          </div>
          <div>
            <label htmlFor={`${id}-max`}>
              {t('rangeTo')}
              {unit}
            </label>
            <input
              id={`${id}-max`}
              className="field__control"
              inputMode="decimal"
              value={max}
              placeholder={show(filter.max)}
              onChange={(e) => setMax(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-error`}
            />
          </div>
        </div>
        <p className="fdrop__hint">{t('rangeHint', { min: show(filter.min), max: show(filter.max) })}</p>
        <p id={`${id}-error`} className="qty__error" role="alert" hidden={!error}>
          {error ? t(error) : null}
        </p>
        <button type="submit" className="button button--primary button--small">
          {t('applyFilter')}
        </button>
      </fieldset>
    </form>
  );
});
