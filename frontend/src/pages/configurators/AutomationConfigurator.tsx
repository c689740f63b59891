import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { AutomationProductStepId } from '@shop/domain';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { useHydrated } from '../../app/hydration';
import { ProductStep, FenceStep, ServiceLocationStep, ServicesStep, StepMessages, StepProgress, mainStepTitleId, stepTitleId } from '../../components/configurators/automation/AutomationSteps';
import { CompletionView } from '../../components/configurators/automation/CompletionView';
import { Spinner } from '../../components/Spinner';
import { AUTOMATION_CODE_PARAM, automationConfiguratorOf } from '../../stores/AutomationConfiguratorStore';
import { useStores } from '../../stores/StoreContext';
import '../../styles/forms.css';
import '../../styles/tables.css';
import '../../components/configurators/automation/automation.css';

const PRODUCT_STEPS: readonly string[] = ['robotSelection', 'robotProgramming', 'inspectionSystems', 'conveyors'];

/**
 * The robot automation cell configurator (docs/rules/screens-and-routes.md#configurator-pages,
 * docs/rules/states-and-transitions.md#automation-configurator; ADR 0022):
 * main steps robot, optical parts inspection, conveyor, safety area, installation/CE/training with their
 * secondary steps; next, back (deletes the step left) and skip; the progress with the pending steps; the
 * completion view with the cart's price, buy now and the offers. A completed cell's code (RZ…) is kept in
 * the URL (`?rz=`), so the link opens the same cell elsewhere. Every rule is the pure core's
 * (AutomationConfiguratorStore); the page only shows it.
 */
const AutomationConfigurator = observer(function AutomationConfigurator({ page, locale }: PageProps) {
  const t = useT();
  const root = useStores();
  const store = automationConfiguratorOf(root);
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get(AUTOMATION_CODE_PARAM);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastMove = useRef(store.moves);
  const id = useId();

  // A code in the URL opens that cell; otherwise the step shown gets its data.
  useEffect(() => {
    if (param && param.toUpperCase() !== store.urlCode) void store.openCode(param, locale);
    else void store.activate(locale);
  }, [param, locale, store]);

  // The URL carries the completed cell's code (shareable), and none while configuring.
  const urlCode = store.urlCode;
  useEffect(() => {
    if ((param?.toUpperCase() ?? null) === urlCode) return;
    setSearchParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        if (urlCode) nextParams.set(AUTOMATION_CODE_PARAM, urlCode);
        else nextParams.delete(AUTOMATION_CODE_PARAM);
        return nextParams;
      },
      { replace: true, preventScrollReset: true },
    );
    // Only the store's code drives this; a new URL is handled by the effect above.
  }, [urlCode]);

  // A move takes the focus to the new step's heading (not on the first render).
  useEffect(() => {
    if (lastMove.current !== store.moves) {
      lastMove.current = store.moves;
      headingRef.current?.focus();
    }
  }, [store.moves]);

  const step = store.step;
  const hintId = `${id}-hint`;
  const codeRequest = store.codeRequest;
  let body;
  if (codeRequest?.status === 'loading') body = <Spinner logo={false} label={t('acCodeLoading')} />;
  else if (step === 'completed') body = <CompletionView store={store} pagePath={page.path} />;
  else if (PRODUCT_STEPS.includes(step)) body = <ProductStep store={store} step={step as AutomationProductStepId} describedBy={hintId} />;
  else if (step === 'fence') body = <FenceStep store={store} describedBy={hintId} />;
  else if (step === 'serviceLocation') body = <ServiceLocationStep store={store} describedBy={hintId} />;
  else body = <ServicesStep store={store} describedBy={hintId} />;

  const lastStep = store.stepNumber === store.totalSteps;
  const mainStep = store.mainStep;
  return (
    <div className="container page ac-page">
      <h1>{page.label}</h1>
      <p className="lead ac-page__intro">{t('acIntro')}</p>
      {codeRequest?.status === 'invalid' && (
        <p className="message message--error" role="alert">
          {t('acCodeInvalid')}
        </p>
      )}
      <div className="ac-layout">
        <StepProgress store={store} />
        <section className="ac-step" aria-labelledby={`${id}-title`}>
          {step !== 'completed' && <p className="ac-step__position">{`${t('acStepOf', { current: store.stepNumber, total: store.totalSteps })} · ${mainStep ? t(mainStepTitleId(mainStep)) : ''}`}</p>}
          <h2 id={`${id}-title`} className="ac-step__title" tabIndex={-1} ref={headingRef}>
            {step === 'completed' ? t('acCompletedTitle') : t(stepTitleId(step))}
          </h2>
          {step !== 'completed' && (
            <p className="ac-step__hint" id={hintId}>
              {t(`${stepTitleId(step)}Hint`)}
            </p>
          )}
          {body}
          <StepMessages ids={store.errors} />
          <div className="ac-step__nav">
            {store.canGoBack && (
              <button type="button" className="button button--secondary" disabled={!hydrated} onClick={store.back}>
                {step === 'completed' ? t('acEditConfiguration') : t('acBack')}
              </button>
            )}
            {store.canSkip && (
              <button type="button" className="button button--secondary" disabled={!hydrated} onClick={store.skip}>
                {t('acSkip')}
              </button>
            )}
            {step !== 'completed' ? (
              <button type="button" className="button button--primary ac-step__next" disabled={!hydrated} onClick={store.next}>
                {lastStep ? t('acToSummary') : t('acNext')}
              </button>
            ) : (
              <button type="button" className="button button--secondary ac-step__next" disabled={!hydrated} onClick={store.restart}>
                {t('acRestart')}
              </button>
            )}
          </div>
        </section>
      </div>
    </div>
  );
});

export default AutomationConfigurator;
