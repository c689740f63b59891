import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { formatMoney, formatQuantityForLocale, type EjectorChoiceStep, type EjectorDimensionField, type EjectorSolutionKind, type EjectorStepView } from '@shop/domain';
import type { Locale } from '@shop/i18n';
import { useLocation, useNavigate } from 'react-router';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { useHydrated } from '../../app/hydration';
import { EjectorDrawing } from '../../components/configurators/ejector/EjectorDrawing';
import { TextField } from '../../components/forms/Field';
import '../../styles/forms.css';
import '../../components/configurators/ejector/ejector.css';
import { ejectorConfiguratorOf, type EjectorConfiguratorStore, type EjectorSolution } from '../../stores/EjectorConfiguratorStore';
import { useStores } from '../../stores/StoreContext';

const ATTRIBUTE_OF_STEP: Record<EjectorChoiceStep, 'ejectorType' | 'headShape' | 'cornerRadius' | 'material'> = {
  type: 'ejectorType',
  headShape: 'headShape',
  cr: 'cornerRadius',
  material: 'material',
};

const mmText = (value: string, locale: string) => `${formatQuantityForLocale(value, locale)} mm`;
/** Pieces: a whole number from 1 (a configured product has no order-quantity rules of its type). */
const QUANTITY = /^\s*[1-9]\d{0,5}\s*$/;

/** A choice step's options: one real button each (aria-pressed marks the chosen one). */
const ChoiceOptions = observer(function ChoiceOptions({ store, step, hydrated }: { store: EjectorConfiguratorStore; step: EjectorStepView; hydrated: boolean }) {
  const id = step.id as EjectorChoiceStep;
  const attribute = ATTRIBUTE_OF_STEP[id];
  return (
    <ul className="ec-options" aria-labelledby={`ec-step-${id}`}>
      {step.options.map((value) => {
        const hardness = id === 'material' ? store.options?.hardness[value] : undefined;
        return (
          <li key={value}>
            <button
              type="button"
              className="ec-option"
              aria-pressed={step.value === value}
              disabled={!hydrated}
              data-value={value}
              onClick={() => void store.choose(id, value)}
            >
              <span className="ec-option__label">{store.label(attribute, value)}</span>
              {hardness && <span className="ec-option__detail">{store.label('hardness', hardness)}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
});

/** A done step: its value, and the options again on request (choosing drops the later steps). */
const DoneStep = observer(function DoneStep({ store, step, title, hydrated }: { store: EjectorConfiguratorStore; step: EjectorStepView; title: string; hydrated: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = step.id as EjectorChoiceStep;
  return (
    <div className="ec-step__done">
      <p className="ec-step__value">
        <strong>{step.value ? store.label(ATTRIBUTE_OF_STEP[id], step.value) : ''}</strong>
        {step.auto && <span className="ec-step__auto"> – {t('ecStepAuto')}</span>}
      </p>
      {step.options.length > 1 && (
        <button type="button" className="ec-link-button" aria-expanded={open} disabled={!hydrated} onClick={() => setOpen(!open)}>
          {t('ecChangeStep', { title })}
        </button>
      )}
      {open && step.options.length > 1 && <ChoiceOptions store={store} step={step} hydrated={hydrated} />}
    </div>
  );
});

const DimensionStep = observer(function DimensionStep({ store, locale, hydrated }: { store: EjectorConfiguratorStore; locale: Locale; hydrated: boolean }) {
  const t = useT();
  const view = store.steps;
  const check = store.lengthCheck;
  const ready = view.dimensionFields.every((f) => f.value !== undefined);
  const invalid = check?.state === 'invalid';
  if (store.tableStatus === 'loading' && view.dimensionFields.every((f) => f.options.length === 0)) return <p className="ec-muted">{t('loading')}</p>;
  return (
    <div className="ec-dimensions">
      {view.dimensionFields.map((field) => (
        <fieldset key={field.field} className="ec-fieldset">
          <legend>{t(`ecField_${field.field}`)}</legend>
          <ul className="ec-options ec-options--compact">
            {field.options.map((value) => (
              <li key={value}>
                <button
                  type="button"
                  className="ec-option ec-option--value"
                  aria-pressed={field.value === value}
                  disabled={!hydrated}
                  data-field={field.field}
                  data-value={value}
                  onClick={() => void store.setDimension(field.field as EjectorDimensionField, value)}
                >
                  {mmText(value, locale)}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      {ready && (
        <TextField
          id="ec-length"
          className="ec-length"
          label={t('ecFieldLength')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('ecLengthPlaceholder')}
          value={store.lengthText}
          onValueChange={(value) => void store.setLength(value)}
          error={invalid ? check?.messageId : null}
          hint={
            <>
              {view.minimumLength !== undefined && <span>{t('ecMinimumLength', { length: formatQuantityForLocale(view.minimumLength, locale) })}</span>}
              {store.validLengths && <span>{t('ecLengthMinMaxMessage', { lengths: store.validLengths })}</span>}
              {check?.state === 'valid' && check.tolerance && <span className="ec-tolerance">{t('ecTolerance', { tolerance: toleranceText(check.tolerance, locale) })}</span>}
            </>
          }
        />
      )}
      <Solutions store={store} locale={locale} hydrated={hydrated} />
    </div>
  );
});

function toleranceText(tolerance: string, locale: string): string {
  return locale === 'de' ? tolerance.replace('.', ',') : tolerance;
}

function deliveryText(t: ReturnType<typeof useT>, days: number): string {
  return days === 0 ? t('deliverableImmediately') : t('readyForShipmentWithinXDays', { days });
}

const SolutionCard = observer(function SolutionCard({ store, solution, locale, hydrated }: { store: EjectorConfiguratorStore; solution: EjectorSolution; locale: Locale; hydrated: boolean }) {
  const t = useT();
  const kindLabel = t(`ecSolution_${solution.kind}`);
  const chosen = store.config.baseProduct === solution.articleId && store.completed;
  return (
    <li className={`ec-solution${chosen ? ' ec-solution--chosen' : ''}`} data-kind={solution.kind}>
      <h3 className="ec-solution__title">{kindLabel}</h3>
      <p className="ec-solution__price">{t('ecPricePerPiece', { price: formatMoney(solution.priceCents, 'EUR', locale) })}</p>
      <p className="ec-solution__delivery">{deliveryText(t, solution.processingDays)}</p>
      <ul className="ec-solution__facts">
        <li>
          {t('ecSolutionFrom', { articleId: solution.articleId, length: formatQuantityForLocale(solution.articleLength, locale) })}
        </li>
        {solution.shorten && <li>{t('ecSolutionShortened', { length: formatQuantityForLocale(solution.length, locale) })}</li>}
        {solution.antiRotation && <li>{t('ecSolutionAntiRotation')}</li>}
        <li>{solution.inStock ? t('ecSolutionInStock') : t('ecSolutionNotInStock')}</li>
      </ul>
      <button
        type="button"
        className={`button ${chosen ? 'button--primary' : 'button--secondary'}`}
        aria-pressed={chosen}
        disabled={!hydrated}
        onClick={() => store.chooseSolution(solution.kind as EjectorSolutionKind)}
      >
        {chosen ? t('ecSolutionChosen') : t('ecChooseSolution', { solution: kindLabel })}
      </button>
    </li>
  );
});

const Solutions = observer(function Solutions({ store, locale, hydrated }: { store: EjectorConfiguratorStore; locale: Locale; hydrated: boolean }) {
  const t = useT();
  if (store.config.lengthState !== 'valid') return null;
  return (
    <section className="ec-solutions" aria-labelledby="ec-solutions-heading" aria-busy={store.solutionsStatus === 'loading'}>
      <h3 id="ec-solutions-heading" className="ec-solutions__heading">
        {t('ecSolutionsHeading')}
      </h3>
      {store.solutionsStatus === 'loading' && <p className="ec-muted">{t('ecSolutionsLoading')}</p>}
      {store.solutionsStatus === 'failed' && <p className="message message--error">{t('ecLoadFailed')}</p>}
      {store.solutions && (
        <ul className="ec-solutions__list">
          {store.solutions.solutions.map((s) => (
            <SolutionCard key={s.kind} store={store} solution={s} locale={locale} hydrated={hydrated} />
          ))}
        </ul>
      )}
    </section>
  );
});

/** The server's answer for the completed pin: its name and summary, the price per piece, quantity, cart, code. */
const Summary = observer(function Summary({ store, hydrated }: { store: EjectorConfiguratorStore; hydrated: boolean }) {
  const t = useT();
  const solution = store.chosenSolution;
  const [quantityText, setQuantityText] = useState(String(store.quantity));
  const [copied, setCopied] = useState(false);
  if (!store.completed) return null;
  const line = store.priceLine;
  const shareLink = store.code !== null && typeof window !== 'undefined' ? `${window.location.origin}${window.location.pathname}?ec=${store.code}` : null;
  const quantityInvalid = !QUANTITY.test(quantityText);
  return (
    <section className="ec-summary card" aria-labelledby="ec-step-summary" data-testid="ec-summary">
      <h2 id="ec-step-summary" tabIndex={-1}>
        {t('ecSummaryHeading')}
      </h2>
      <p className="message message--success" role="status">
        {t('ecConfigurationCompleted')}
      </p>
      {line?.name && <p className="ec-summary__name">{line.name}</p>}
      {line?.summary && (
        <ul className="ec-summary__lines">
          {line.summary.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      )}
      {store.priceStatus === 'loading' && !line && <p className="ec-muted">{t('loading')}</p>}
      {store.priceStatus === 'failed' && <p className="message message--error">{t('ecLoadFailed')}</p>}
      <dl className="ec-summary__list">
        {line && (
          <div>
            <dt>{t('ecUnitPrice')}</dt>
            <dd className="ec-summary__price" data-testid="ec-unit-price">
              {line.formattedPrice}
            </dd>
          </div>
        )}
        {solution && (
          <div>
            <dt>{t('ecDeliveryTime')}</dt>
            <dd data-testid="ec-delivery">{deliveryText(t, solution.processingDays)}</dd>
          </div>
        )}
        {line && (
          <div>
            <dt>{t('ecLineTotal', { qty: line.qty })}</dt>
            <dd>{line.formattedLineTotal}</dd>
          </div>
        )}
      </dl>
      <TextField
        id="ec-quantity"
        className="ec-quantity"
        label={t('ecQuantity')}
        inputMode="numeric"
        value={quantityText}
        error={quantityInvalid ? 'invalidOrderQuantityInteger' : null}
        onValueChange={(value) => {
          setQuantityText(value);
          if (QUANTITY.test(value)) void store.setQuantity(Number(value.trim()));
        }}
      />
      <button
        type="button"
        className="button button--primary button--large ec-summary__add"
        disabled={!hydrated || store.code === null || !line || quantityInvalid}
        onClick={() => store.addToCart()}
      >
        {t('addToCart')}
      </button>
      <p className="ec-summary__added" role="status">
        {store.added ? t('addedToCartMsg') : ''}
      </p>
      {store.code !== null && (
        <div className="ec-code">
          <h3 className="ec-code__heading">{t('ecCodeHeading')}</h3>
          <p className="ec-code__value" data-testid="ec-code">
            {store.code}
          </p>
          {shareLink && (
            <>
              <label className="field__label" htmlFor="ec-share-link">
                {t('ecShareLink')}
              </label>
              <div className="ec-code__share">
                <input id="ec-share-link" className="field__control" readOnly value={shareLink} onFocus={(e) => e.currentTarget.select()} />
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    void navigator.clipboard?.writeText(shareLink).then(
                      () => setCopied(true),
                      () => setCopied(false),
                    );
                  }}
                >
                  {t('ecCopyLink')}
                </button>
              </div>
              <p className="ec-muted" role="status">
                {copied ? t('ecLinkCopied') : ''}
              </p>
            </>
          )}
        </div>
      )}
    </section>
  );
});

/** Load a saved code: a GET form (works without JavaScript: the server renders the configuration). */
const CodeForm = observer(function CodeForm({ store, onCode }: { store: EjectorConfiguratorStore; onCode: (code: string) => void }) {
  const t = useT();
  const [value, setValue] = useState('');
  const error = store.codeError;
  return (
    <form
      method="get"
      className={`ec-code-form card field${error ? ' field--invalid' : ''}`}
      onSubmit={(e) => {
        e.preventDefault();
        onCode(value);
      }}
    >
      <label className="field__label" htmlFor="ec-code-input">
        {t('ecCodeLabel')}
      </label>
      <div className="ec-code-form__row">
        <input
          id="ec-code-input"
          name="ec"
          className="field__control"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          value={value}
          placeholder="AC…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'ec-code-error' : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="button button--secondary">
          {t('ecLoadCode')}
        </button>
      </div>
      {store.loadingCode && <p className="ec-muted">{t('ecLoadingCode')}</p>}
      {error && (
        <p id="ec-code-error" className="field__error" role="alert">
          {t(error)}
        </p>
      )}
    </form>
  );
});

/** One step of the list: its heading (number, title, state) and, when current, its options. */
const StepItem = observer(function StepItem({ store, shown, locale, hydrated }: { store: EjectorConfiguratorStore; shown: EjectorStepView; locale: Locale; hydrated: boolean }) {
  const t = useT();
  // The dimension step stays the core's current step; once a solution is chosen it is done.
  const state = shown.id === 'dimensions' && store.completed ? 'done' : shown.state;
  const title = t(`ecStep_${shown.id}`);
  return (
    <li className={`ec-step ec-step--${state}`} data-step={shown.id} data-state={state}>
      <h2 id={`ec-step-${shown.id}`} className="ec-step__heading" tabIndex={-1}>
        <span className="ec-step__number" aria-hidden="true">
          {shown.number}
        </span>
        <span>{t('ecStepHeading', { number: shown.number, title })}</span>
        <span className="ec-step__state">{state === 'done' ? t('ecStepDone') : state === 'current' ? t('ecStepCurrent') : t('ecStepPending')}</span>
      </h2>
      {shown.id !== 'dimensions' && state === 'done' && <DoneStep store={store} step={shown} title={title} hydrated={hydrated} />}
      {shown.id !== 'dimensions' && state === 'current' && <ChoiceOptions store={store} step={shown} hydrated={hydrated} />}
      {shown.id === 'dimensions' && shown.state === 'current' && <DimensionStep store={store} locale={locale} hydrated={hydrated} />}
    </li>
  );
});

/** The ejector configurator page (docs/rules/screens-and-routes.md#configurator-pages, ADR 0021): steps, dimensions and length, solutions, drawing, summary. */
const EjectorConfigurator = observer(function EjectorConfigurator({ page, locale }: PageProps) {
  const t = useT();
  const root = useStores();
  const store = ejectorConfiguratorOf(root);
  const hydrated = useHydrated();

  const location = useLocation();
  const navigate = useNavigate();
  const ec = new URLSearchParams(location.search).get('ec');

  useEffect(() => {
    void store.open(locale, ec);
  }, [store, locale, ec]);

  // The code of a completed configuration is the page's shareable link (?ec=AC…); a changed or restarted
  // configuration drops it. Only the store's code moves the address (not the first render, not a code loading).
  const code = store.code;
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (store.loadingCode !== null) return;
    const current = new URLSearchParams(window.location.search).get('ec')?.toUpperCase() ?? null;
    if (current === code || (code === null && store.codeError !== null)) return;
    navigate({ pathname: window.location.pathname, search: code === null ? '' : `?ec=${code}` }, { replace: true, preventScrollReset: true });
  }, [code, store, navigate]);

  // Focus follows the configuration: the next step's heading after a choice, the summary once complete.
  const focusStep = store.focusStep;
  useEffect(() => {
    if (focusStep === null) return;
    const heading = document.getElementById(`ec-step-${focusStep}`);
    if (heading) {
      heading.focus();
      store.focused();
    }
  }, [focusStep, store]);

  const view = store.steps;
  const titleOf = (id: string) => t(`ecStep_${id}`);
  const pending = view.steps.filter((s) => s.state !== 'done');
  const drawing = store.drawing;

  return (
    <div className="container page ec">
      <h1>{page.label}</h1>
      <p className="lead">{t('ecIntro')}</p>
      {store.status === 'failed' && (
        <div className="message message--error" role="alert">
          <p>{t('ecLoadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void store.load(locale)}>
            {t('ecRetry')}
          </button>
        </div>
      )}
      {store.status === 'ready' && store.options?.choices.length === 0 && <p className="message">{t('ecNoOptions')}</p>}
      {store.status !== 'failed' && (
        <div className="ec__layout">
          <section className="ec__steps" aria-label={t('ecStepsLabel')}>
            <p className="ec__pending" aria-live="polite" data-testid="ec-pending">
              {store.completed ? t('ecNothingPending') : t('ecPendingSteps', { steps: pending.map((s) => titleOf(s.id)).join(', ') })}
            </p>
            <ol className="ec-step-list">
              {view.steps.map((step) => (
                <StepItem key={step.id} store={store} shown={step} locale={locale} hydrated={hydrated} />
              ))}
            </ol>
          </section>
          <aside className="ec__aside">
            <section className="ec-drawing-box card" aria-labelledby="ec-drawing-heading">
              <h2 id="ec-drawing-heading">{t('ecDrawingHeading')}</h2>
              {drawing ? (
                <EjectorDrawing input={drawing} label={drawing.label} locale={locale} antiRotationText={t('ecDrawingAntiRotation')} />
              ) : (
                <p className="ec-muted">{t('ecDrawingEmpty')}</p>
              )}
            </section>
            <Summary store={store} hydrated={hydrated} />
            <CodeForm
              store={store}
              onCode={(value) => {
                const trimmed = value.trim().toUpperCase();
                if (trimmed === ec?.toUpperCase()) void store.loadCode(trimmed);
                else navigate({ pathname: location.pathname, search: `?ec=${encodeURIComponent(trimmed)}` }, { preventScrollReset: true });
              }}
            />
            <button type="button" className="button button--secondary ec__restart" disabled={!hydrated} onClick={store.restart}>
              {t('ecRestart')}
            </button>
          </aside>
        </div>
      )}
    </div>
  );
});

export default EjectorConfigurator;
