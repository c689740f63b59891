import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatQuantityForLocale, HOSE_PART_NAMES, type HoseEndName, type HosePartName } from '@shop/domain';
import type { PageProps } from '../../app/components';
import { useT, type TranslateFn } from '../../app/RouteContext';
import { Spinner } from '../../components/Spinner';
import { HoseSchematic } from '../../components/configurators/hose/HoseSchematic';
import { HoseOptionList } from '../../components/configurators/hose/HoseOptionList';
import { HoseSummary } from '../../components/configurators/hose/HoseSummary';
import { hoseConfiguratorOf, type HoseConfiguratorStore, type HoseStep } from '../../stores/HoseConfiguratorStore';
import { useStores } from '../../stores/StoreContext';
import '../../components/configurators/hose/hose-configurator.css';

const otherEnd = (end: HoseEndName): HoseEndName => (end === 'endA' ? 'endB' : 'endA');

function stepKey(step: HoseStep | null, part: HosePartName | null): string {
  return step === null ? `done:${part ?? ''}` : `${step.part}:${step.step}`;
}

/** One part's card: status, what is in it, and the buttons to work on, remove or mirror it. */
const PartCard = observer(function PartCard({ store, part, t, locale }: { store: HoseConfiguratorStore; part: HosePartName; t: TranslateFn; locale: string }) {
  const config = store.config;
  const name = t(`hcPart_${part}`);
  const defined = store.isDefined(part);
  const empty = part === 'hose' ? config.hose.hose === null : config[part].coupling === null;
  const status = defined ? t('hcPartStatusDefined') : empty ? t('hcPartStatusEmpty') : t('hcPartStatusOpen');
  const ids =
    part === 'hose'
      ? [config.hose.hose, config.hose.hoseInsulation]
      : [config[part].coupling, config[part].screwFitting, config[part].hoseClip, config[part].socketForHose, config[part].socketForHoseInsulation];
  const notes: string[] = [];
  if (part === 'hose') {
    if (config.hose.length) notes.push(`${formatQuantityForLocale(config.hose.length, locale)} m`);
    if (config.hose.insulationSkipped) notes.push(t('hcNoInsulationNote'));
  } else {
    const end = config[part];
    if (end.assemblyDirection) notes.push(t(`hcAssemblyDirectionShort_${end.assemblyDirection}`));
    if (end.screwFittingNotNeeded) notes.push(t('hcScrewFittingNotNeededNote'));
    if (end.withoutHosePart) notes.push(t('hcWithoutHosePart'));
    if (end.definitionPostpowned) notes.push(t('hcPostponedNote'));
    if (end.connectionSkipped && end.screwFitting === null && end.hoseClip === null && end.socketForHose === null) notes.push(t('hcSkippedNote'));
  }
  const active = store.openPart === part;
  return (
    <li className={`hose-part${active ? ' hose-part--active' : ''}`} data-part={part} data-defined={defined ? 'true' : 'false'}>
      <h3 className="hose-part__title">
        {name} <span className={`hose-part__status${defined ? ' hose-part__status--done' : ''}`}>{status}</span>
      </h3>
      <ul className="hose-part__items">
        {ids
          .filter((id): id is string => id !== null)
          .map((id) => (
            <li key={id}>
              {store.part(id)?.name ?? id} <span className="sku">{id}</span>
            </li>
          ))}
        {notes.map((n) => (
          <li key={n} className="muted">
            {n}
          </li>
        ))}
      </ul>
      {part === 'hose' && config.hose.hose !== null && <HoseLength store={store} t={t} locale={locale} />}
      <div className="hose-part__actions">
        {!active && (
          <button type="button" className="button button--secondary" onClick={() => store.open(part)} disabled={store.parts.length === 0} aria-label={t('hcWorkOn', { part: name })}>
            {t('hcWorkOn', { part: name })}
          </button>
        )}
        {!empty && (
          <button type="button" className="button button--secondary" onClick={() => store.remove(part)}>
            {t('hcDelete', { part: name })}
          </button>
        )}
        {part !== 'hose' && store.canMirror(part) && (
          <button type="button" className="button button--secondary" onClick={() => store.mirror(part)}>
            {t('hcMirror', { from: name, to: t(`hcPart_${otherEnd(part)}`) })}
          </button>
        )}
      </div>
    </li>
  );
});

/** The hose length (order-quantity rules of the hose, docs/rules/validation.md#hose-code-and-length), editable whenever a hose is chosen. */
const HoseLength = observer(function HoseLength({ store, t, locale }: { store: HoseConfiguratorStore; t: TranslateFn; locale: string }) {
  const lengthId = useId();
  const lengthRules = store.part(store.config.hose.hose)?.lengthRules;
  return (
        <div className="hose-length">
          <label htmlFor={lengthId}>{t('hcLengthLabel')}</label>
          <input
            id={lengthId}
            className="input hose-length__input"
            inputMode="decimal"
            autoComplete="off"
            value={store.lengthText}
            onChange={(e) => store.setLength(e.target.value)}
            aria-describedby={`${lengthId}-hint ${lengthId}-msg`}
            aria-invalid={store.lengthCheck !== null && !store.lengthCheck.valid && store.lengthText !== ''}
          />
          {lengthRules && (
            <p id={`${lengthId}-hint`} className="muted">
              {t('hcLengthRules', { min: formatQuantityForLocale(String(lengthRules.min || lengthRules.increment), locale), increment: formatQuantityForLocale(String(lengthRules.increment), locale) })}
            </p>
          )}
          <p id={`${lengthId}-msg`} role="status" className={store.lengthCheck?.messageId === 'hcInstructionInvalidHoseLength' ? 'message message--error' : 'message message--success'} hidden={!store.lengthCheck?.messageId}>
            {store.lengthCheck?.messageId ? t(store.lengthCheck.messageId) : ''}
          </p>
        </div>
  );
});

/** The open part's next step: its options as buttons, and skip / postpone / no insulation where offered. */
const StepPanel = observer(function StepPanel({ store, t, locale }: { store: HoseConfiguratorStore; t: TranslateFn; locale: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const part = store.openPart;
  const step = store.step;
  const key = stepKey(step, part);
  const first = useRef(true);
  useEffect(() => {
    // Spec-free keyboard rule of the configurators: focus moves to the next step's heading after a choice.
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [key]);

  if (part === null) {
    return (
      <section className="hose-step" aria-labelledby="hose-step-heading">
        <h2 id="hose-step-heading" ref={headingRef} tabIndex={-1}>
          {store.completed ? t('hcConfigurationCompleted') : store.partsDefined ? t('hcPending_length') : t('hcChooseNextPart')}
        </h2>
      </section>
    );
  }
  const partName = t(`hcPart_${part}`);
  const hoseChosen = store.config.hose.hose !== null;
  return (
    <section className="hose-step" aria-labelledby="hose-step-heading" data-step={step?.step ?? 'done'} data-part={part}>
      <h2 id="hose-step-heading" ref={headingRef} tabIndex={-1}>
        {step === null ? t('hcPartComplete', { part: partName }) : t(`hcStep_${step.step}`, { part: partName })}
      </h2>
      {step?.step === 'assemblyDirection' ? (
        <div className="hose-step__actions" role="group" aria-label={t('hcStep_assemblyDirection', { part: partName })}>
          {(['up', 'down'] as const).map((d) => (
            <button key={d} type="button" className="button button--primary" onClick={() => store.setDirection(step.part, d)}>
              {t(`hcDirection_${d}`)}
            </button>
          ))}
        </div>
      ) : step !== null ? (
        <>
          <HoseOptionList store={store} step={step} t={t} locale={locale} />
          <div className="hose-step__actions">
            {step.step === 'connection' && store.editing === null && (
              <>
                <button type="button" className="button button--secondary" onClick={() => store.skip(step.part)}>
                  {t('hcSkipConnection')}
                </button>
                {!hoseChosen && (
                  <button type="button" className="button button--secondary" onClick={() => store.postpone(step.part)}>
                    {t('hcPostpone')}
                  </button>
                )}
              </>
            )}
            {step.step === 'insulation' && (
              <button type="button" className="button button--secondary" onClick={() => store.skip('hose')}>
                {t('hcNoInsulation')}
              </button>
            )}
          </div>
        </>
      ) : null}
      <div className="hose-step__actions">
        {step === null &&
          store.changeableSteps.map((s) => (
            <button key={s.step} type="button" className="button button--secondary" onClick={() => store.edit(s)}>
              {t(`hcChange_${s.step}`)}
            </button>
          ))}
        {store.editing !== null && store.editing.part === part && (
          <button type="button" className="button button--secondary" onClick={() => store.edit(null)}>
            {t('hcCancelChange')}
          </button>
        )}
      </div>
    </section>
  );
});

/** The pending steps, in the order end A, hose, end B (docs/rules/states-and-transitions.md#hose-configurator). */
const PendingSteps = observer(function PendingSteps({ store, t }: { store: HoseConfiguratorStore; t: TranslateFn }) {
  const pending = store.pending;
  return (
    <section className="hose-pending" aria-labelledby="hose-pending-heading">
      <h2 id="hose-pending-heading">{t('hcPendingHeading')}</h2>
      {pending.length === 0 ? (
        <p>{t('hcPendingNone')}</p>
      ) : (
        <ol data-testid="hose-pending">
          {pending.map((s) => (
            <li key={`${s.part}-${s.step}`} data-step={`${s.part}.${s.step}`}>
              {t(s.step === 'connection' && s.postponed ? 'hcPending_connectionPostponed' : `hcPending_${s.step}`, { part: t(`hcPart_${s.part}`) })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});

/**
 * The hose assembly configurator (docs/rules/screens-and-routes.md#configurator-pages; /schlauchkonfigurator, /en/hose-configurator, query hc). The
 * buyer picks the nominal size, then works on end A, the hose and end B in any order; the pure core in
 * the store decides what fits, adds what the hose needs and when the assembly is complete; the summary
 * shows the server's price and delivery time.
 */
const HoseConfigurator = observer(function HoseConfigurator({ page, locale }: PageProps) {
  const t = useT();
  const root = useStores();
  const store = hoseConfiguratorOf(root);
  const location = useLocation();
  const navigate = useNavigate();
  const codeId = useId();
  const hc = new URLSearchParams(location.search).get('hc') ?? '';
  const [codeText, setCodeText] = useState(hc);
  useEffect(() => setCodeText(hc), [hc]);

  useEffect(() => {
    void store.load(locale).then(() => store.loadCode(hc));
  }, [store, locale, hc]);

  const onLoadCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = codeText.trim();
    if (code === '') return;
    if (code === hc) void store.loadCode(code);
    else navigate(`${location.pathname}?hc=${encodeURIComponent(code)}`);
  };
  const onSave = () => {
    const code = store.save();
    if (code !== null && code !== hc) navigate(`${location.pathname}?hc=${encodeURIComponent(code)}`, { replace: true });
  };

  const size = store.nominalSize;
  const fixed = store.configuredIds.length > 0;
  return (
    <div className="container page hose-configurator" data-state={store.state}>
      <h1>{page.label}</h1>
      <p className="hose-configurator__intro">{t('hcIntro')}</p>
      <form className="hose-code" onSubmit={onLoadCode} aria-labelledby={`${codeId}-heading`} method="get">
        <h2 id={`${codeId}-heading`} className="hose-code__heading">
          {t('hcLoadCodeHeading')}
        </h2>
        <label htmlFor={codeId}>{t('hcCodeLabel')}</label>
        <div className="hose-code__row">
          <input id={codeId} name="hc" className="input" value={codeText} onChange={(e) => setCodeText(e.target.value)} maxLength={20} autoComplete="off" spellCheck={false} />
          <button type="submit" className="button button--secondary">
            {t('hcLoadCode')}
          </button>
        </div>
        {store.codeStatus === 'invalid' && (
          <p className="message message--error" role="alert" data-testid="hose-code-invalid">
            {t('invalidHoseCodeMessage')}
          </p>
        )}
      </form>
      {store.setupStatus === 'loading' && <Spinner logo={false} />}
      {store.setupStatus === 'error' && (
        <p className="message message--error" role="alert">
          {t('errorHasOccurred')}
        </p>
      )}
      {store.setupStatus === 'ready' && (
        <>
          <fieldset className="hose-sizes">
            <legend>{t('hcNominalSize')}</legend>
            <p className="muted">{fixed ? t('hcNominalSizeFixed') : t('hcChooseNominalSize')}</p>
            <div className="hose-sizes__list">
              {store.nominalSizes.map((dn) => (
                <button
                  key={dn}
                  type="button"
                  className={`button ${dn === size ? 'button--primary' : 'button--secondary'}`}
                  aria-pressed={dn === size}
                  disabled={fixed && dn !== size}
                  onClick={() => void store.chooseNominalSize(dn)}
                >
                  {t('hcDn', { size: dn })}
                </button>
              ))}
            </div>
          </fieldset>
          <HoseSchematic store={store} t={t} locale={locale} />
          <p role="status" className="hose-messages" data-testid="hose-messages">
            {store.messageIds.filter((id) => id !== 'hcInstructionSuccess' && id !== 'hcInstructionInvalidHoseLength' && id !== 'invalidHoseCodeMessage').map((id) => t(id)).join(' ')}
          </p>
          {store.partsStatus === 'loading' && <Spinner logo={false} />}
          <div className="hose-configurator__grid">
            <section aria-labelledby="hose-parts-heading" className="hose-parts">
              <h2 id="hose-parts-heading">{t('hcPartsHeading')}</h2>
              <ul className="hose-parts__list">
                {HOSE_PART_NAMES.map((p) => (
                  <PartCard key={p} store={store} part={p} t={t} locale={locale} />
                ))}
              </ul>
              {store.configuredIds.length > 0 && (
                <button type="button" className="button button--secondary" onClick={store.reset}>
                  {t('hcReset')}
                </button>
              )}
            </section>
            <div className="hose-configurator__side">
              {size !== null && <StepPanel store={store} t={t} locale={locale} />}
              <PendingSteps store={store} t={t} />
              {store.partsDefined && (
                <HoseSummary store={store} t={t} locale={locale} pagePath={location.pathname} cartPath={root.content.pathFor('cart', locale)} onSave={onSave} />
              )}
            </div>
          </div>
        </>
      )}
    </div>
  );
});

export default HoseConfigurator;
