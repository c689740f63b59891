import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney, HATCH_WIDTHS_MM, type AutomationMainStepId, type AutomationProductStepId, type AutomationSecondaryStepId, type ServiceCountry } from '@shop/domain';
import { useLocale, useT } from '../../../app/RouteContext';
import { useHydrated } from '../../../app/hydration';
import type { AutomationConfiguratorStore, AutomationStepProduct, Loadable } from '../../../stores/AutomationConfiguratorStore';
import { useStores } from '../../../stores/StoreContext';
import { Spinner } from '../../Spinner';
import { FencePlanSvg } from './FencePlanSvg';

const capital = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
/** Message id of a secondary step's title ('acStepFence'). */
export const stepTitleId = (step: AutomationSecondaryStepId) => `acStep${capital(step)}`;
/** Message id of a main step's title ('acMainStepSafetyArea'). */
export const mainStepTitleId = (step: AutomationMainStepId) => `acMainStep${capital(step)}`;

/** Formats cents in the shop's currency for the page's locale. */
export function useMoney(): (cents: number) => string {
  const locale = useLocale();
  const { config } = useStores();
  const currency = config.config?.sales?.currency ?? 'EUR';
  return (cents) => formatMoney(cents, currency, locale);
}

/** Message ids shown as an alert (a refused move, a refused input). */
export function StepMessages({ ids, id }: { ids: readonly string[]; id?: string }) {
  const t = useT();
  if (ids.length === 0) return null;
  return (
    <div className="message message--error ac-messages" role="alert" id={id}>
      {ids.map((messageId) => (
        <p key={messageId}>{t(messageId)}</p>
      ))}
    </div>
  );
}

/** A data answer still loading or refused: the spinner, or the message with a retry. */
function LoadState({ answer, onRetry }: { answer: Loadable<unknown> | null; onRetry?: () => void }) {
  const t = useT();
  if (answer === null || answer.status === 'loading') return <Spinner logo={false} label={t('acStepLoading')} />;
  if (answer.status === 'error')
    return (
      <div className="message message--error" role="alert">
        <p>{t('acStepLoadFailed')}</p>
        {onRetry && (
          <button type="button" className="button button--secondary button--small" onClick={onRetry}>
            {t('acRetry')}
          </button>
        )}
      </div>
    );
  return null;
}

/** The progress: every main step with its secondary steps, each done, skipped, current or pending; the pending ones named. */
export const StepProgress = observer(function StepProgress({ store }: { store: AutomationConfiguratorStore }) {
  const t = useT();
  const items = store.stepItems;
  const mains = [...new Set(items.map((i) => i.mainStep))];
  const pending = store.pendingSteps;
  const statusLabel = { done: 'acStepDone', skipped: 'acStepSkipped', current: 'acStepCurrent', pending: 'acStepPending' } as const;
  return (
    <nav className="ac-progress" aria-label={t('acStepsNavLabel')}>
      <ol className="ac-progress__main">
        {mains.map((main, m) => {
          const own = items.filter((i) => i.mainStep === main);
          const state = own.some((i) => i.status === 'current') ? 'current' : own.every((i) => i.status === 'done' || i.status === 'skipped') ? 'done' : 'pending';
          return (
            <li key={main} className={`ac-progress__group ac-progress__group--${state}`}>
              <span className="ac-progress__main-title">
                <span className="ac-progress__number" aria-hidden="true">
                  {m + 1}
                </span>
                {t(mainStepTitleId(main))}
              </span>
              <ol className="ac-progress__steps">
                {own.map((item) => (
                  <li key={item.id} className={`ac-progress__step ac-progress__step--${item.status}`} aria-current={item.status === 'current' ? 'step' : undefined}>
                    <span>{t(stepTitleId(item.id))}</span>
                    <span className="ac-progress__status">{t(statusLabel[item.status])}</span>
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ol>
      <p className="ac-progress__pending">{pending.length > 0 ? t('acPendingSteps', { steps: pending.map((s) => t(stepTitleId(s))).join(', ') }) : t('acNoPendingSteps')}</p>
    </nav>
  );
});

function AvailabilityNote({ product }: { product: AutomationStepProduct }) {
  const t = useT();
  const delivery = product.availability.deliveryTime;
  return <span className={`ac-option__availability ac-option__availability--${product.availability.statusCode}`}>{t(delivery.messageId, { days: delivery.days })}</span>;
}

function ProductFacts({ product }: { product: AutomationStepProduct }) {
  const t = useT();
  const money = useMoney();
  return (
    <span className="ac-option__facts">
      {product.priceCents !== null && <span className="ac-option__price">{t('acPricePerUnit', { price: money(product.priceCents), unit: t(product.unitOfQuantity) })}</span>}
      <AvailabilityNote product={product} />
      {product.installationHours > 0 && <span>{t('acInstallationHoursPerUnit', { hours: product.installationHours })}</span>}
      <Link className="ac-option__link" to={product.path}>
        {t('articleNumberShort')} {product.id}
      </Link>
    </span>
  );
}

/** A product step: the robot as a radio group; lists (programming hours, inspection systems, conveyors) with a quantity each. */
export const ProductStep = observer(function ProductStep({ store, step, describedBy }: { store: AutomationConfiguratorStore; step: AutomationProductStepId; describedBy: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const answer = store.productsOf(step);
  if (answer?.status !== 'ready') return <LoadState answer={answer} onRetry={() => void store.loadProducts(step, true)} />;
  const { products, kind } = answer.data;
  if (products.length === 0) return <p className="message message--warning">{t('acNoProductsInStep')}</p>;
  if (kind === 'product') {
    return (
      <fieldset className="ac-options" aria-describedby={describedBy}>
        <legend className="visually-hidden">{t(stepTitleId(step))}</legend>
        {products.map((product) => {
          const checked = store.quantityOf(step, product.id) > 0;
          return (
            <label key={product.id} className={`ac-option${checked ? ' ac-option--chosen' : ''}${product.isOnlyOnRequest ? ' ac-option--disabled' : ''}`}>
              <input type="radio" name={`ac-${step}`} value={product.id} checked={checked} disabled={!hydrated || product.isOnlyOnRequest} onChange={() => store.select(step, product.id)} />
              {product.image && <img className="ac-option__image" src={product.image} alt="" width="56" height="56" loading="lazy" />}
              <span className="ac-option__body">
                <span className="ac-option__name">{product.name}</span>
                {product.isOnlyOnRequest ? <span className="ac-option__note">{t('acOnRequest')}</span> : <ProductFacts product={product} />}
              </span>
            </label>
          );
        })}
      </fieldset>
    );
  }
  return (
    <ul className="ac-list" aria-describedby={describedBy}>
      {products.map((product) => (
        <li key={product.id} className={`ac-option ac-option--row${store.quantityOf(step, product.id) > 0 ? ' ac-option--chosen' : ''}`}>
          {product.image && <img className="ac-option__image" src={product.image} alt="" width="56" height="56" loading="lazy" />}
          <span className="ac-option__body">
            <span className="ac-option__name">{product.name}</span>
            {product.isOnlyOnRequest ? <span className="ac-option__note">{t('acOnRequest')}</span> : <ProductFacts product={product} />}
          </span>
          {!product.isOnlyOnRequest && <QuantityStepper store={store} step={step} product={product} disabled={!hydrated} />}
        </li>
      ))}
    </ul>
  );
});

/** Minus, a whole-number field and plus, 0 … the step's maximum (0 = not chosen). */
const QuantityStepper = observer(function QuantityStepper({ store, step, product, disabled }: { store: AutomationConfiguratorStore; step: AutomationProductStepId; product: AutomationStepProduct; disabled: boolean }) {
  const t = useT();
  const id = useId();
  const qty = store.quantityOf(step, product.id);
  const set = (value: number) => store.setQuantity(step, product.id, Math.max(0, Math.min(product.maxQty, value)));
  return (
    <span className="ac-qty">
      <label className="visually-hidden" htmlFor={id}>
        {t('acQuantityOf', { name: product.name })}
      </label>
      <span className="ac-qty__row">
        <button type="button" className="icon-button ac-qty__button" disabled={disabled || qty === 0} onClick={() => set(qty - 1)} aria-label={`− ${t('acQuantityOf', { name: product.name })}`}>
          −
        </button>
        <input
          id={id}
          className="field__control ac-qty__input"
          inputMode="numeric"
          pattern="[0-9]*"
          value={String(qty)}
          disabled={disabled}
          aria-describedby={`${id}-max`}
          onChange={(e) => {
            const text = e.target.value.trim();
            if (text === '') set(0);
            else if (/^\d{1,6}$/.test(text)) set(Number(text));
          }}
        />
        <button type="button" className="icon-button ac-qty__button" disabled={disabled || qty >= product.maxQty} onClick={() => set(qty + 1)} aria-label={`+ ${t('acQuantityOf', { name: product.name })}`}>
          +
        </button>
      </span>
      <span className="ac-qty__max" id={`${id}-max`}>
        {t(product.unitOfQuantity)} · {t('acMaxQty', { max: product.maxQty })}
      </span>
    </span>
  );
});

/** A labelled group of radio buttons (yes/no, hatch widths, countries). */
function Choice<T extends string | number | boolean>({ name, legend, options, value, onChange, disabled }: { name: string; legend: string; options: ReadonlyArray<{ value: T; label: string }>; value: T; onChange: (value: T) => void; disabled: boolean }) {
  return (
    <fieldset className="field ac-choice">
      <legend className="field__label">{legend}</legend>
      <div className="field__radios">
        {options.map((option) => (
          <label key={String(option.value)} className="radio">
            <input type="radio" name={name} checked={value === option.value} disabled={disabled} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function YesNo({ name, label, value, onChange, disabled }: { name: string; label: string; value: boolean; onChange: (value: boolean) => void; disabled: boolean }) {
  const t = useT();
  const options = [
    { value: true, label: t('acYes') },
    { value: false, label: t('acNo') },
  ];
  return <Choice name={name} legend={label} options={options} value={value} onChange={onChange} disabled={disabled} />;
}

/** The fence: lengths A and B, door, hatch and its width; the plan drawn at once, the articles with the server's prices. */
export const FenceStep = observer(function FenceStep({ store, describedBy }: { store: AutomationConfiguratorStore; describedBy: string }) {
  const t = useT();
  const money = useMoney();
  const hydrated = useHydrated();
  const id = useId();
  const inputs = store.fenceInputs;
  const local = store.localFencePlan;
  const answer = store.fence?.answer ?? null;
  const errorId = `${id}-errors`;
  const lengthField = (side: 'lengthA' | 'lengthB', label: string) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${side}`}>
        {label}
      </label>
      <span className="ac-unit-field">
        <input
          id={`${id}-${side}`}
          className="field__control"
          inputMode="numeric"
          autoComplete="off"
          value={store.fenceLengthText(side)}
          disabled={!hydrated}
          aria-invalid={!local.ok || undefined}
          aria-describedby={`${id}-hint ${local.ok ? '' : errorId}`.trim()}
          onChange={(e) => store.setFenceLength(side, e.target.value)}
        />
        <span className="ac-unit-field__unit">mm</span>
      </span>
    </div>
  );
  return (
    <div className="ac-fence" aria-describedby={describedBy}>
      <div className="ac-fence__inputs">
        <div className="ac-fence__lengths">
          {lengthField('lengthA', t('acFenceLengthA'))}
          {lengthField('lengthB', t('acFenceLengthB'))}
        </div>
        <p className="field__hint" id={`${id}-hint`}>
          {t('acFenceLengthHint')}
        </p>
        <YesNo name={`${id}-door`} label={t('acFenceDoor')} value={inputs.door} disabled={!hydrated} onChange={(door) => store.setFenceOption({ door })} />
        <YesNo name={`${id}-hatch`} label={t('acFenceHatch')} value={inputs.hatch} disabled={!hydrated} onChange={(hatch) => store.setFenceOption({ hatch })} />
        {inputs.hatch && (
          <Choice
            name={`${id}-hatch-width`}
            legend={t('acFenceHatchWidth')}
            options={HATCH_WIDTHS_MM.map((width) => ({ value: width, label: t('acMillimetres', { value: width }) }))}
            value={inputs.hatchWidth}
            disabled={!hydrated}
            onChange={(hatchWidth) => store.setFenceOption({ hatchWidth })}
          />
        )}
        {!local.ok && <StepMessages ids={local.messageIds} id={errorId} />}
      </div>
      {local.ok && (
        <div className="ac-fence__plan">
          <FencePlanSvg plan={local.plan} hatchWidth={local.plan.hatch} />
          {(local.plan.sides[0].lengthMm !== inputs.lengthA || local.plan.sides[1].lengthMm !== inputs.lengthB) && (
            <p className="field__hint">{t('acFenceBuilt', { lengthA: local.plan.sides[0].lengthMm, lengthB: local.plan.sides[1].lengthMm })}</p>
          )}
          {answer?.status === 'ready' ? (
            <PositionsTable caption={t('acFenceArticles')} positions={answer.data.positions} totalLabel={t('acFenceTotal')} total={money(answer.data.totalCents)} />
          ) : answer?.status === 'error' ? (
            <StepMessages ids={answer.messageIds} />
          ) : (
            <Spinner logo={false} label={t('acStepLoading')} />
          )}
        </div>
      )}
    </div>
  );
});

interface PositionRow {
  productId: string;
  name: string;
  qty: number;
  unitOfQuantity: string;
  unitPriceCents: number;
  totalCents: number;
}

/** Articles with quantity, unit price and total (numbers right-aligned). */
export function PositionsTable({ caption, positions, totalLabel, total, groups }: { caption: string; positions: readonly PositionRow[]; totalLabel?: string; total?: ReactNode; groups?: ReadonlyArray<{ title: string; positions: readonly PositionRow[] }> }) {
  const t = useT();
  const money = useMoney();
  const row = (p: PositionRow, i: number) => (
    <tr key={`${p.productId}-${i}`}>
      <td>
        <span className="ac-table__name">{p.name}</span>
        <span className="ac-table__sku">{p.productId}</span>
      </td>
      <td className="num">
        {p.qty} {t(p.unitOfQuantity)}
      </td>
      <td className="num ac-table__unit">{money(p.unitPriceCents)}</td>
      <td className="num">{money(p.totalCents)}</td>
    </tr>
  );
  return (
    <div className="table-wrap">
      <table className="data-table ac-table">
        <caption className="ac-table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('acColumnArticle')}</th>
            <th scope="col" className="num">
              {t('acColumnQty')}
            </th>
            <th scope="col" className="num ac-table__unit">
              {t('acColumnUnitPrice')}
            </th>
            <th scope="col" className="num">
              {t('acColumnTotal')}
            </th>
          </tr>
        </thead>
        {groups ? (
          groups.map((g) => (
            <tbody key={g.title}>
              <tr className="ac-table__group">
                <th scope="rowgroup" colSpan={4}>
                  {g.title}
                </th>
              </tr>
              {g.positions.map(row)}
            </tbody>
          ))
        ) : (
          <tbody>{positions.map(row)}</tbody>
        )}
        {totalLabel && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="ac-table__total-label">
                {totalLabel}
              </th>
              <td className="num">{total}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

const COUNTRIES: ReadonlyArray<{ code: ServiceCountry; label: string }> = [
  { code: 'de', label: 'acCountryDe' },
  { code: 'at', label: 'acCountryAt' },
  { code: 'ch', label: 'acCountryCh' },
  { code: 'xx', label: 'acCountryOther' },
];

/** Where the cell is set up: country (de, at, ch, other) and, in Germany, the zip area; the service days at once. */
export const ServiceLocationStep = observer(function ServiceLocationStep({ store, describedBy }: { store: AutomationConfiguratorStore; describedBy: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const id = useId();
  const location = store.serviceLocation;
  const answer = store.services?.answer ?? null;
  return (
    <div className="ac-services" aria-describedby={describedBy}>
      <Choice
        name={`${id}-country`}
        legend={t('acServiceCountry')}
        options={COUNTRIES.map(({ code, label }) => ({ value: code, label: t(label) }))}
        value={location.country}
        disabled={!hydrated}
        onChange={(country) => store.setServiceLocation({ country })}
      />
      {location.country === 'de' && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-zip`}>
            {t('acZipArea')}
          </label>
          <select id={`${id}-zip`} className="field__control field__control--select" value={String(location.zipArea ?? 7)} disabled={!hydrated} onChange={(e) => store.setServiceLocation({ zipArea: Number(e.target.value) })}>
            {Array.from({ length: 10 }, (_, zip) => (
              <option key={zip} value={zip}>
                {t('acZipAreaOption', { zipArea: zip })}
              </option>
            ))}
          </select>
        </div>
      )}
      {store.serviceInstruction && (
        <p className="message message--warning" role="status">
          {t(store.serviceInstruction)}
        </p>
      )}
      {answer?.status === 'ready' && answer.data.serviceDays !== null && (
        <p className="message ac-service-days" role="status">
          {t('acServiceDays', { days: answer.data.serviceDays })}
        </p>
      )}
      {answer?.status === 'error' && <StepMessages ids={answer.messageIds} />}
    </div>
  );
});

/** Installation, training, approval (yes/no each) with their prices; outside DE, AT, CH none is offered. */
export const ServicesStep = observer(function ServicesStep({ store, describedBy }: { store: AutomationConfiguratorStore; describedBy: string }) {
  const t = useT();
  const money = useMoney();
  const hydrated = useHydrated();
  const id = useId();
  const answer = store.services?.answer ?? null;
  if (store.serviceInstruction) {
    return (
      <div aria-describedby={describedBy}>
        <p className="message message--warning">{t(store.serviceInstruction)}</p>
      </div>
    );
  }
  if (answer?.status !== 'ready') return <LoadState answer={answer} />;
  const info = answer.data;
  const selection = store.serviceSelection;
  const rows: Array<{ key: 'installation' | 'training' | 'approval'; label: string; detail: string | null }> = [
    { key: 'installation', label: t('acInstallation'), detail: info.installation ? t('acInstallationInfo', { price: money(info.installation.priceCents), base: info.installationBaseHours }) : null },
    { key: 'training', label: t('acTraining'), detail: info.training ? t('acTrainingInfo', { days: info.training.days, price: money(info.training.priceCents) }) : null },
    { key: 'approval', label: t('acApproval'), detail: info.approval ? t('acApprovalInfo', { price: money(info.approval.priceCents) }) : null },
  ];
  return (
    <div className="ac-services" aria-describedby={describedBy}>
      {rows.map((row) => (
        <div key={row.key} className="ac-service">
          <YesNo name={`${id}-${row.key}`} label={row.label} value={selection[row.key]} disabled={!hydrated || row.detail === null} onChange={(value) => store.setServices({ [row.key]: value })} />
          <p className="field__hint">{row.detail ?? t('acServiceUnavailable')}</p>
        </div>
      ))}
      {info.travel && <p className="field__hint">{t('acTravelInfo', { name: info.travel.name, price: money(info.travel.priceCents) })}</p>}
      {info.serviceDays !== null && <p className="message ac-service-days">{t('acServiceDays', { days: info.serviceDays })}</p>}
      {!selection.installation && !selection.training && !selection.approval && <p className="field__hint">{t('acServicesNone')}</p>}
    </div>
  );
});
