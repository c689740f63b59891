import { observer } from 'mobx-react-lite';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../app/RouteContext';
import type { QuantityModel } from '../../stores/QuantityModel';
import { Icon } from '../Icon';
import { unitLabel, unitShortLabel } from './catalogue-format';
import '../../styles/forms.css';

/**
 * Quantity field with minus/plus buttons and the add-to-cart button. Enter in the field adds. After adding,
 * a confirmation shows for 2 s and the button is disabled meanwhile. Errors are announced next to the field
 * with the spec's message ids.
 */
export const QuantityControl = observer(function QuantityControl({
  model,
  unit,
  productName,
  compact = false,
}: {
  model: QuantityModel;
  unit: string;
  productName: string;
  compact?: boolean;
}) {
  const t = useT();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    model.addToCart();
  };
  return (
    <form className={compact ? 'qty qty--compact' : 'qty'} onSubmit={onSubmit} noValidate>
      <QuantityField model={model} unit={unit} productName={productName} compact={compact}>
        <button type="submit" className={`button button--primary add-to-cart${model.added ? ' add-to-cart--done' : ''}`} disabled={!model.canAdd}>
          <Icon name={model.added ? 'check' : 'cart'} size={18} />
          <span className={compact ? 'visually-hidden' : undefined}>
            {model.added ? t('addedToCart') : t('addToCart')}
            {compact && !model.added ? `: ${productName}` : ''}
          </span>
        </button>
      </QuantityField>
      <p className={compact ? 'visually-hidden' : 'qty__success'} role="status">
        {model.added ? t('addedToCartMsg') : ''}
      </p>
    </form>
  );
});

/**
 * The field itself: label (hidden in compact rows), minus, input, plus and the unit, then whatever the
 * caller adds on the row (the add-to-cart button), and the error message under it. A cart position's field
 * (QuantityModel with a position) stands on its own without a button.
 */
export const QuantityField = observer(function QuantityField({
  model,
  unit,
  productName,
  compact = false,
  children,
}: {
  model: QuantityModel;
  unit: string;
  productName: string;
  compact?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const error = model.error;
  const unitText = compact ? unitShortLabel(t, unit) : unitLabel(t, unit);
  return (
    <>
      <div className="qty__row">
        <label className={compact ? 'visually-hidden' : 'qty__label'} htmlFor={`${id}-qty`}>
          {compact ? t('quantityFor', { name: productName }) : t('quantity')}
        </label>
        <div className={`qty__field${error ? ' qty__field--invalid' : ''}`}>
          {model.info.showButtons && (
            <button type="button" className="qty__step" onClick={model.decrease} disabled={!model.canDecrease} aria-controls={`${id}-qty`}>
              <span aria-hidden="true">−</span>
              <span className="visually-hidden">{t('decreaseQuantity')}</span>
            </button>
          )}
          <input
            id={`${id}-qty`}
            className="qty__input"
            type="text"
            inputMode={model.info.hasDecimalOrderQuantity ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={model.text}
            onChange={(e) => model.setText(e.target.value)}
            onBlur={model.blur}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-unit ${id}-error`}
            size={5}
          />
          {model.info.showButtons && (
            <button type="button" className="qty__step" onClick={model.increase} disabled={!model.canIncrease} aria-controls={`${id}-qty`}>
              <span aria-hidden="true">+</span>
              <span className="visually-hidden">{t('increaseQuantity')}</span>
            </button>
          )}
        </div>
        <span id={`${id}-unit`} className="qty__unit">
          {unitText}
        </span>
        {children}
      </div>
      <p id={`${id}-error`} className="qty__error" role="alert" hidden={!error}>
        {error ? t(error) : null}
      </p>
    </>
  );
});
