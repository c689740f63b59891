import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { QUICK_ORDER_MAX_LINES, formatQuantityForLocale, type QuickOrderCheckedLine } from '@shop/domain';
import type { ProductListItem } from '../../api/catalogue-contracts';
import { useLocale, useT, type TranslateFn } from '../../app/RouteContext';
import { useHydrated } from '../../app/hydration';
import { useStores } from '../../stores/StoreContext';
import { quickOrderOf } from '../../stores/QuickOrderStore';
import { unitShortLabel } from '../catalogue/catalogue-format';
import { TextAreaField } from '../forms/Field';
import { SubmitButton } from '../forms/FormFlow';
import { Icon } from '../Icon';
import '../../styles/tables.css';
import '../../styles/quick-order.css';

type CheckedLine = QuickOrderCheckedLine<ProductListItem>;

/** Start and end offset of a 1-based line of a text (for selecting the line to correct). */
export function lineRange(text: string, lineNumber: number): [number, number] {
  const lines = text.split('\n');
  const start = lines.slice(0, lineNumber - 1).reduce((offset, line) => offset + line.length + 1, 0);
  return [start, start + (lines[lineNumber - 1] ?? '').replace(/\r$/, '').length];
}

/** The quantity cell: the ordered quantity with its unit, or the quantity as written when it could not be read. */
function quantityText(t: TranslateFn, locale: string, line: CheckedLine): string {
  if (!line.orderQuantity) return line.quantityText;
  const unit = line.product ? ` ${unitShortLabel(t, line.product.unitOfQuantity)}` : '';
  return `${formatQuantityForLocale(line.orderQuantity, locale)}${unit}`;
}

const ResultRow = observer(function ResultRow({ line, onCorrect }: { line: CheckedLine; onCorrect: (lineNumber: number) => void }) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const ok = line.messageId === null;
  return (
    <tr className={ok ? undefined : 'quick-order__row--error'}>
      <td className="num" data-label={t('quickOrderLine')}>
        {line.lineNumber}
      </td>
      <td className="quick-order__article" data-label={t('articleNumber')}>
        {line.articleId || <span className="quick-order__raw">{line.raw}</span>}
      </td>
      <td data-label={t('productName')}>{line.product?.name ?? ''}</td>
      <td className="num" data-label={t('quantity')}>
        <span>
          {quantityText(t, locale, line)}
          {line.usesDefaultQuantity && line.orderQuantity && <span className="quick-order__note"> ({t('quickOrderDefaultQuantity')})</span>}
        </span>
      </td>
      <td data-label={t('quickOrderStatus')}>
        <div className={ok ? 'quick-order__state' : 'quick-order__state quick-order__state--error'}>
          {ok ? (
            <span className="quick-order__ok">
              <Icon name="check" size={16} />
              {t('quickOrderLineOk')}
            </span>
          ) : (
            <span>{t(line.messageId as string, { quantity: line.quantityText })}</span>
          )}
          {line.mergedWith.length > 0 && <span className="quick-order__note">{t('quickOrderMergedWith', { lines: line.mergedWith.join(', ') })}</span>}
          {!ok && (
            <button type="button" className="link-button quick-order__correct" onClick={() => onCorrect(line.lineNumber)} disabled={!hydrated}>
              {t('quickOrderEditLine', { line: line.lineNumber })}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
});

/**
 * Quick order: a text field for lines of article number and quantity (pasted from a spreadsheet or an ERP),
 * a check against the catalogue with a result per line, and one button that puts every valid line into the
 * cart. The lines with errors stay in the field with their messages; "Correct line n" selects the line in the
 * field. The result is announced in a live region.
 */
export const QuickOrder = observer(function QuickOrder() {
  const root = useStores();
  const quickOrder = quickOrderOf(root);
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const id = useId();
  const textId = `${id}-text`;
  const statusId = `${id}-status`;
  const { result, status, addedCount } = quickOrder;

  const focusText = (lineNumber?: number) => {
    const field = document.getElementById(textId);
    if (!(field instanceof HTMLTextAreaElement)) return;
    field.focus();
    if (lineNumber !== undefined) field.setSelectionRange(...lineRange(field.value, lineNumber));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void quickOrder.check(locale);
  };
  const onAdd = () => {
    if (quickOrder.addValid() > 0) focusText();
  };

  const count = quickOrder.validCount;
  return (
    <section className="quick-order" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="quick-order__title">
        {t('quickOrderTitle')}
      </h2>
      <p className="quick-order__intro">{t('quickOrderIntro')}</p>
      <form className="quick-order__form" onSubmit={onSubmit} noValidate>
        <TextAreaField
          id={textId}
          label={t('quickOrderTextLabel')}
          hint={t('quickOrderTextHint', { max: QUICK_ORDER_MAX_LINES })}
          value={quickOrder.text}
          onValueChange={quickOrder.setText}
          error={quickOrder.textError}
          describedBy={statusId}
          rows={8}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
        />
        <div className="quick-order__actions">
          <SubmitButton loading={status === 'checking'}>{t('quickOrderCheck')}</SubmitButton>
        </div>
      </form>

      <div id={statusId} className="quick-order__status" role="status" aria-live="polite">
        {status === 'checking' && <p>{t('quickOrderChecking')}</p>}
        {addedCount !== null && (
          <p className="message message--success">
            {addedCount === 1 ? t('quickOrderAddedOne') : t('quickOrderAddedMany', { count: addedCount })}
            {result ? ` ${t('quickOrderRemaining')}` : ''}
          </p>
        )}
        {status === 'checked' && addedCount === null && result && (
          <p>{t('quickOrderSummary', { lines: result.lines.length, ok: quickOrder.okLineCount, errors: result.errorCount })}</p>
        )}
        {quickOrder.isStale && <p className="quick-order__note">{t('quickOrderStale')}</p>}
      </div>
      <div role="alert">
        {quickOrder.error && (
          <p className="message message--error">{t(quickOrder.error)}</p>
        )}
      </div>

      {result && result.lines.length > 0 && (
        <div className="table-wrap">
          <table className="data-table quick-order__table">
            <caption>{t('quickOrderResults')}</caption>
            <thead>
              <tr>
                <th scope="col" className="num">
                  {t('quickOrderLine')}
                </th>
                <th scope="col">{t('articleNumber')}</th>
                <th scope="col">{t('productName')}</th>
                <th scope="col" className="num">
                  {t('quantity')}
                </th>
                <th scope="col">{t('quickOrderStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {result.lines.map((line) => (
                <ResultRow key={line.lineNumber} line={line} onCorrect={focusText} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && (
        <div className="quick-order__actions">
          <button type="button" className="button button--primary" onClick={onAdd} disabled={!hydrated || !quickOrder.canAdd}>
            <Icon name="cart" size={18} />
            <span>{count === 1 ? t('quickOrderAddOne') : t('quickOrderAddMany', { count })}</span>
          </button>
        </div>
      )}
    </section>
  );
});
