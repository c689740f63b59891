import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import {
  AUTOMATION_PRODUCT_STEPS,
  CONFIGURATOR_DATA_SETS,
  EJECTOR_TYPES,
  formatMoney,
  HOSE_CLASS_IDS,
  type ConfiguratorDataSetName,
  type HoseClass,
} from '@shop/domain';
import { hasText } from '@shop/i18n';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { needTextArea } from '../../../i18n/texts';
import { adminLoggedOut, usePageStore } from '../shared/page-store';
import { configuratorDataApi, type AutomationOutcome, type DataSets, type EjectorOutcome } from './configurator-data-api';
import { ConfiguratorDataStore } from './ConfiguratorDataStore';
import './configurator-data.css';

// The storefront's configurator texts label the codes (hose classes, coupling types, part kinds, preview refusals).
await needTextArea('configurators');

type T = ReturnType<typeof useT>;
type Store = ConfiguratorDataStore;

/** A code shown by its label where the storefront has one, else as it is. */
function label(t: T, locale: string, id: string, code: string): string {
  return hasText(locale === 'en' ? 'en' : 'de', id) ? t(id) : code;
}

/** A cell's message under its control (text and symbol, never colour alone). */
const Problem = observer(function Problem({ store, path, id }: { store: Store; path: string; id: string }) {
  const t = useT();
  const problem = (store.problems as Record<string, string>)[path];
  if (!problem) return null;
  return (
    <span id={id} className="cdm-problem">
      <span aria-hidden="true">⚠ </span>
      {t(problem)}
    </span>
  );
});

function useCell(store: Store, path: string) {
  const id = useId();
  const invalid = (store.problems as Record<string, string>)[path] !== undefined;
  return { id, invalid, describedBy: invalid ? `${id}-p` : undefined };
}

function value(store: Store, path: string): unknown {
  let node: unknown = store.draft[store.tab];
  for (const key of path.split('.')) node = (node as Record<string, unknown> | null)?.[key];
  return node;
}

const TextCell = observer(function TextCell({ store, path, name, nullable, onBlur }: { store: Store; path: string; name: string; nullable?: boolean; onBlur?: () => void }) {
  const c = useCell(store, path);
  const v = value(store, path);
  return (
    <>
      <input
        className="field__control cdm-input"
        aria-label={name}
        aria-invalid={c.invalid || undefined}
        aria-describedby={c.describedBy}
        value={v === null || v === undefined ? '' : String(v)}
        onChange={(e) => store.setField(path, nullable && e.target.value.trim() === '' ? null : e.target.value)}
        onBlur={onBlur}
      />
      <Problem store={store} path={path} id={`${c.id}-p`} />
    </>
  );
});

const IntCell = observer(function IntCell({ store, path, name, nullable }: { store: Store; path: string; name: string; nullable?: boolean }) {
  const c = useCell(store, path);
  const v = value(store, path);
  return (
    <>
      <input
        className="field__control cdm-input cdm-input--num"
        inputMode="numeric"
        aria-label={name}
        aria-invalid={c.invalid || undefined}
        aria-describedby={c.describedBy}
        value={v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v)) ? '' : String(v)}
        onChange={(e) => {
          const text = e.target.value.trim();
          store.setField(path, text === '' ? (nullable ? null : Number.NaN) : /^-?\d+$/.test(text) ? Number(text) : Number.NaN);
        }}
      />
      <Problem store={store} path={path} id={`${c.id}-p`} />
    </>
  );
});

const MoneyCell = observer(function MoneyCell({ store, path, name }: { store: Store; path: string; name: string }) {
  const c = useCell(store, path);
  return (
    <>
      <input
        className="field__control cdm-input cdm-input--num"
        inputMode="decimal"
        aria-label={`${name} (€)`}
        aria-invalid={c.invalid || undefined}
        aria-describedby={c.describedBy}
        value={store.moneyOf(path, value(store, path) as number)}
        onChange={(e) => store.setMoney(path, e.target.value)}
      />
      <Problem store={store} path={path} id={`${c.id}-p`} />
    </>
  );
});

const BoolCell = observer(function BoolCell({ store, path, name }: { store: Store; path: string; name: string }) {
  const c = useCell(store, path);
  return (
    <>
      <input type="checkbox" aria-label={name} aria-describedby={c.describedBy} checked={value(store, path) === true} onChange={(e) => store.setField(path, e.target.checked)} />
      <Problem store={store} path={path} id={`${c.id}-p`} />
    </>
  );
});

const SelectCell = observer(function SelectCell({ store, path, name, options }: { store: Store; path: string; name: string; options: Array<[string, string]> }) {
  const c = useCell(store, path);
  const v = value(store, path);
  return (
    <>
      <select
        className="field__control cdm-input"
        aria-label={name}
        aria-invalid={c.invalid || undefined}
        aria-describedby={c.describedBy}
        value={v === null || v === undefined ? '' : String(v)}
        onChange={(e) => store.setField(path, e.target.value === '' ? null : e.target.value)}
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
      <Problem store={store} path={path} id={`${c.id}-p`} />
    </>
  );
});

/** An article number with what the catalogue says of it (name, kind, nominal size, price). */
const ArticleCell = observer(function ArticleCell({ store, path, name, locale }: { store: Store; path: string; name: string; locale: string }) {
  const t = useT();
  const id = String(value(store, path) ?? '').trim();
  const facts = store.articles.get(id);
  return (
    <div className="cdm-article">
      <TextCell store={store} path={path} name={name} onBlur={() => void store.lookUp(id)} />
      {facts && (
        <span className="cdm-article__facts">
          {facts.name[locale === 'en' ? 'en' : 'de']} · {label(t, locale, `hcKind_${facts.typeId}`, facts.typeId)}
          {facts.nominalSize !== null ? ` · DN ${facts.nominalSize}` : ''} · {formatMoney(facts.priceCents, 'EUR', locale)}
        </span>
      )}
    </div>
  );
});

function Section({ title, children, onAdd, addLabel }: { title: string; children: ReactNode; onAdd?: () => void; addLabel?: string }) {
  return (
    <section className="cdm-section" aria-label={title}>
      <div className="cdm-section__head">
        <h2>{title}</h2>
        {onAdd && (
          <button type="button" className="button button--secondary button--small" onClick={onAdd}>
            {addLabel}
          </button>
        )}
      </div>
      <div className="table-wrap">{children}</div>
    </section>
  );
}

function RemoveButton({ onClick, name }: { onClick: () => void; name: string }) {
  return (
    <button type="button" className="button button--secondary button--small" onClick={onClick} aria-label={name}>
      <span aria-hidden="true">✕</span>
    </button>
  );
}

const HoseTab = observer(function HoseTab({ store, locale }: { store: Store; locale: string }) {
  const t = useT();
  const data = store.draft.hose as DataSets['hose'] | null;
  if (data === null) return null;
  const row = (n: number) => t('cdmRow', { row: n + 1 });
  const classLabel = (c: string) => label(t, locale, `hcHoseClass_${c}`, c);
  return (
    <>
      <Section title={t('cdmHoseParts')} onAdd={() => store.addRow('parts')} addLabel={t('cdmAddPart')}>
        <label className="field cdm-filter">
          <span className="field__label">{t('cdmPartFilter')}</span>
          <input className="field__control" type="search" value={store.partFilter} onChange={(e) => store.setPartFilter(e.target.value)} />
        </label>
        <p className="cdm-count" role="status">{t('cdmPartCount', { shown: store.shownParts.length, total: data.parts.length })}</p>
        <table className="data-table data-table--admin cdm-table">
          <thead>
            <tr>
              <th scope="col">{t('cdmColArticle')}</th>
              <th scope="col">{t('cdmColFitsClasses')}</th>
              <th scope="col">{t('cdmColDirectional')}</th>
              <th scope="col" className="num">{t('cdmColSort')}</th>
              <th scope="col"><span className="visually-hidden">{t('cdmRemove')}</span></th>
            </tr>
          </thead>
          <tbody>
            {store.shownParts.map((i) => ({ p: data.parts[i]!, i })).map(({ p, i }) => (
              <tr key={i}>
                <td data-label={t('cdmColArticle')}>
                  <ArticleCell store={store} path={`parts.${i}.productId`} name={`${t('cdmColArticle')}, ${row(i)}`} locale={locale} />
                </td>
                <td data-label={t('cdmColFitsClasses')}>
                  <fieldset className="cdm-classes">
                    <legend className="visually-hidden">{`${t('cdmColFitsClasses')}, ${row(i)}`}</legend>
                    <label className="cdm-check">
                      <input type="checkbox" checked={p.fitsHoseClasses === null} onChange={(e) => store.setField(`parts.${i}.fitsHoseClasses`, e.target.checked ? null : [])} />
                      {t('cdmEveryClass')}
                    </label>
                    {p.fitsHoseClasses !== null &&
                      HOSE_CLASS_IDS.map((c) => (
                        <label key={c} className="cdm-check">
                          <input
                            type="checkbox"
                            checked={p.fitsHoseClasses!.includes(c)}
                            onChange={(e) =>
                              store.setField(
                                `parts.${i}.fitsHoseClasses`,
                                e.target.checked ? HOSE_CLASS_IDS.filter((x) => x === c || p.fitsHoseClasses!.includes(x)) : p.fitsHoseClasses!.filter((x: HoseClass) => x !== c),
                              )
                            }
                          />
                          {classLabel(c)}
                        </label>
                      ))}
                  </fieldset>
                </td>
                <td data-label={t('cdmColDirectional')}>
                  <BoolCell store={store} path={`parts.${i}.directional`} name={`${t('cdmColDirectional')}, ${row(i)}`} />
                </td>
                <td className="num" data-label={t('cdmColSort')}>
                  <IntCell store={store} path={`parts.${i}.sort`} name={`${t('cdmColSort')}, ${row(i)}`} />
                </td>
                <td>
                  <RemoveButton onClick={() => store.removeRow('parts', i)} name={`${t('cdmRemove')}: ${p.productId || row(i)}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title={t('cdmCouplingRules')} onAdd={() => store.addRow('couplingRules')} addLabel={t('cdmAddRule')}>
        <table className="data-table data-table--admin cdm-table">
          <thead>
            <tr>
              <th scope="col">{t('cdmColCouplingType')}</th>
              <th scope="col">{t('cdmColScrewFittingNotNeeded')}</th>
              <th scope="col">{t('cdmColHoseHolder')}</th>
              <th scope="col"><span className="visually-hidden">{t('cdmRemove')}</span></th>
            </tr>
          </thead>
          <tbody>
            {data.couplingRules.map((r, i) => (
              <tr key={i}>
                <td data-label={t('cdmColCouplingType')}>
                  <TextCell store={store} path={`couplingRules.${i}.couplingType`} name={`${t('cdmColCouplingType')}, ${row(i)}`} />
                  <span className="cdm-article__facts">{label(t, locale, `hcCouplingType_${r.couplingType}`, '')}</span>
                </td>
                <td data-label={t('cdmColScrewFittingNotNeeded')}>
                  <BoolCell store={store} path={`couplingRules.${i}.screwFittingNotNeeded`} name={`${t('cdmColScrewFittingNotNeeded')}, ${row(i)}`} />
                </td>
                <td data-label={t('cdmColHoseHolder')}>
                  <SelectCell
                    store={store}
                    path={`couplingRules.${i}.hoseHolder`}
                    name={`${t('cdmColHoseHolder')}, ${row(i)}`}
                    options={[['hoseClip', t('hcKind_hoseClip')], ['socketForHose', t('hcKind_socketForHose')], ['', t('cdmHolderNone')]]}
                  />
                </td>
                <td>
                  <RemoveButton onClick={() => store.removeRow('couplingRules', i)} name={`${t('cdmRemove')}: ${r.couplingType || row(i)}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title={t('cdmClassRules')} onAdd={() => store.addRow('classRules')} addLabel={t('cdmAddRule')}>
        <table className="data-table data-table--admin cdm-table">
          <thead>
            <tr>
              <th scope="col">{t('cdmColHoseClass')}</th>
              <th scope="col">{t('cdmColScrewFittingRequired')}</th>
              <th scope="col">{t('cdmColHoseHolderRequired')}</th>
              <th scope="col"><span className="visually-hidden">{t('cdmRemove')}</span></th>
            </tr>
          </thead>
          <tbody>
            {data.classRules.map((r, i) => (
              <tr key={i}>
                <td data-label={t('cdmColHoseClass')}>
                  <SelectCell store={store} path={`classRules.${i}.hoseClass`} name={`${t('cdmColHoseClass')}, ${row(i)}`} options={HOSE_CLASS_IDS.map((c) => [c, classLabel(c)])} />
                </td>
                <td data-label={t('cdmColScrewFittingRequired')}>
                  <BoolCell store={store} path={`classRules.${i}.screwFittingRequired`} name={`${t('cdmColScrewFittingRequired')}, ${row(i)}`} />
                </td>
                <td data-label={t('cdmColHoseHolderRequired')}>
                  <BoolCell store={store} path={`classRules.${i}.hoseHolderRequired`} name={`${t('cdmColHoseHolderRequired')}, ${row(i)}`} />
                </td>
                <td>
                  <RemoveButton onClick={() => store.removeRow('classRules', i)} name={`${t('cdmRemove')}: ${classLabel(r.hoseClass)}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <section className="cdm-section" aria-label={t('cdmCosts')}>
        <h2>{t('cdmCosts')}</h2>
        <div className="cdm-grid">
          {(['baseCents', 'perEndElastomerCents', 'perEndStainlessCents', 'perEndInsulationCents'] as const).map((key) => (
            <label key={key} className="field">
              <span className="field__label">{t(`cdmCost_${key}`)}</span>
              <MoneyCell store={store} path={`costs.${key}`} name={t(`cdmCost_${key}`)} />
            </label>
          ))}
          <label className="field">
            <span className="field__label">{t('cdmCost_assemblyDays')}</span>
            <IntCell store={store} path="costs.assemblyDays" name={t('cdmCost_assemblyDays')} />
          </label>
        </div>
      </section>
    </>
  );
});

const EjectorTab = observer(function EjectorTab({ store }: { store: Store }) {
  const t = useT();
  const data = store.draft.ejector as DataSets['ejector'] | null;
  if (data === null) return null;
  const row = (n: number) => t('cdmRow', { row: n + 1 });
  return (
    <>
      <Section title={t('cdmEjectorServices')} onAdd={data.services.length < 2 ? () => store.addRow('services') : undefined} addLabel={t('cdmAddService')}>
        <table className="data-table data-table--admin cdm-table">
          <thead>
            <tr>
              <th scope="col">{t('cdmColService')}</th>
              <th scope="col">{t('cdmColServiceId')}</th>
              <th scope="col">{t('cdmColNameDe')}</th>
              <th scope="col">{t('cdmColNameEn')}</th>
              <th scope="col" className="num">{t('cdmColPrice')}</th>
              <th scope="col">{t('cdmColActive')}</th>
              <th scope="col">{t('cdmColLimits')}</th>
              <th scope="col"><span className="visually-hidden">{t('cdmRemove')}</span></th>
            </tr>
          </thead>
          <tbody>
            {data.services.map((s, i) => (
              <tr key={i}>
                <td data-label={t('cdmColService')}>
                  <SelectCell store={store} path={`services.${i}.kind`} name={`${t('cdmColService')}, ${row(i)}`} options={[['shortening', t('cdmService_shortening')], ['antiRotation', t('cdmService_antiRotation')]]} />
                </td>
                <td data-label={t('cdmColServiceId')}>
                  <TextCell store={store} path={`services.${i}.serviceId`} name={`${t('cdmColServiceId')}, ${row(i)}`} />
                </td>
                <td data-label={t('cdmColNameDe')}>
                  <TextCell store={store} path={`services.${i}.nameDe`} name={`${t('cdmColNameDe')}, ${row(i)}`} />
                </td>
                <td data-label={t('cdmColNameEn')}>
                  <TextCell store={store} path={`services.${i}.nameEn`} name={`${t('cdmColNameEn')}, ${row(i)}`} />
                </td>
                <td className="num" data-label={t('cdmColPrice')}>
                  <MoneyCell store={store} path={`services.${i}.priceCents`} name={`${t('cdmColPrice')}, ${row(i)}`} />
                </td>
                <td data-label={t('cdmColActive')}>
                  <BoolCell store={store} path={`services.${i}.active`} name={`${t('cdmColActive')}, ${row(i)}`} />
                </td>
                <td data-label={t('cdmColLimits')}>
                  {s.kind === 'shortening' ? (
                    <div className="cdm-limits">
                      {(['diameterBorder', 'minLengthSmall', 'minLengthLarge'] as const).map((key) => (
                        <label key={key} className="cdm-limit">
                          <span>{t(`cdmLimit_${key}`)}</span>
                          <TextCell store={store} path={`services.${i}.${key}`} name={`${t(`cdmLimit_${key}`)}, ${row(i)}`} nullable />
                        </label>
                      ))}
                    </div>
                  ) : (
                    <label className="cdm-limit">
                      <span>{t('cdmLimit_maxLength')}</span>
                      <TextCell store={store} path={`services.${i}.maxLength`} name={`${t('cdmLimit_maxLength')}, ${row(i)}`} nullable />
                    </label>
                  )}
                </td>
                <td>
                  <RemoveButton onClick={() => store.removeRow('services', i)} name={`${t('cdmRemove')}: ${t(`cdmService_${s.kind}`)}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title={t('cdmCadValues')} onAdd={() => store.addRow('cadValues')} addLabel={t('cdmAddRow')}>
        <table className="data-table data-table--admin cdm-table">
          <thead>
            <tr>
              <th scope="col">{t('cdmColEjectorType')}</th>
              {(['diameter', 'l2', 'shankDiameter', 'headDiameter', 'headHeight'] as const).map((key) => (
                <th key={key} scope="col" className="num">{t(`cdmCad_${key}`)}</th>
              ))}
              <th scope="col"><span className="visually-hidden">{t('cdmRemove')}</span></th>
            </tr>
          </thead>
          <tbody>
            {data.cadValues.map((v, i) => (
              <tr key={i}>
                <td data-label={t('cdmColEjectorType')}>
                  <SelectCell store={store} path={`cadValues.${i}.type`} name={`${t('cdmColEjectorType')}, ${row(i)}`} options={EJECTOR_TYPES.map((type) => [type, t(`cdmEjectorType_${type}`)])} />
                </td>
                {(['diameter', 'l2', 'shankDiameter', 'headDiameter', 'headHeight'] as const).map((key) => (
                  <td key={key} className="num" data-label={t(`cdmCad_${key}`)}>
                    <TextCell store={store} path={`cadValues.${i}.${key}`} name={`${t(`cdmCad_${key}`)}, ${row(i)}`} nullable={key === 'l2'} />
                  </td>
                ))}
                <td>
                  <RemoveButton onClick={() => store.removeRow('cadValues', i)} name={`${t('cdmRemove')}: ${t(`cdmEjectorType_${v.type}`)} ${v.diameter}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
});

const AutomationTab = observer(function AutomationTab({ store, locale }: { store: Store; locale: string }) {
  const t = useT();
  const data = store.draft.automation as DataSets['automation'] | null;
  if (data === null) return null;
  const row = (n: number) => t('cdmRow', { row: n + 1 });
  return (
    <>
      <section className="cdm-section" aria-label={t('cdmSettings')}>
        <h2>{t('cdmSettings')}</h2>
        <div className="cdm-grid">
          {(['installationBaseHours', 'installationHoursPerFenceElement', 'trainingDays'] as const).map((key) => (
            <label key={key} className="field">
              <span className="field__label">{t(`cdmSetting_${key}`)}</span>
              <IntCell store={store} path={`settings.${key}`} name={t(`cdmSetting_${key}`)} />
            </label>
          ))}
        </div>
      </section>
      <Section title={t('cdmFence')} onAdd={() => store.addRow('fence')} addLabel={t('cdmAddRow')}>
        <table className="data-table data-table--admin cdm-table">
          <thead>
            <tr>
              <th scope="col">{t('cdmColElement')}</th>
              <th scope="col" className="num">{t('cdmColWidth')}</th>
              <th scope="col">{t('cdmColArticle')}</th>
              <th scope="col"><span className="visually-hidden">{t('cdmRemove')}</span></th>
            </tr>
          </thead>
          <tbody>
            {data.fence.map((f, i) => (
              <tr key={i}>
                <td data-label={t('cdmColElement')}>
                  <SelectCell store={store} path={`fence.${i}.element`} name={`${t('cdmColElement')}, ${row(i)}`} options={(['panel', 'post', 'door', 'hatch'] as const).map((e) => [e, t(`cdmFence_${e}`)])} />
                </td>
                <td className="num" data-label={t('cdmColWidth')}>
                  <IntCell store={store} path={`fence.${i}.widthMm`} name={`${t('cdmColWidth')}, ${row(i)}`} nullable />
                </td>
                <td data-label={t('cdmColArticle')}>
                  <ArticleCell store={store} path={`fence.${i}.productId`} name={`${t('cdmColArticle')}, ${row(i)}`} locale={locale} />
                </td>
                <td>
                  <RemoveButton onClick={() => store.removeRow('fence', i)} name={`${t('cdmRemove')}: ${t(`cdmFence_${f.element}`)}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title={t('cdmServices')} onAdd={() => store.addRow('services')} addLabel={t('cdmAddRow')}>
        <table className="data-table data-table--admin cdm-table">
          <thead>
            <tr>
              <th scope="col">{t('cdmColService')}</th>
              <th scope="col">{t('cdmColCountry')}</th>
              <th scope="col" className="num">{t('cdmColZipArea')}</th>
              <th scope="col">{t('cdmColArticle')}</th>
              <th scope="col"><span className="visually-hidden">{t('cdmRemove')}</span></th>
            </tr>
          </thead>
          <tbody>
            {data.services.map((s, i) => (
              <tr key={i}>
                <td data-label={t('cdmColService')}>
                  <SelectCell store={store} path={`services.${i}.service`} name={`${t('cdmColService')}, ${row(i)}`} options={(['installation', 'training', 'approval', 'travel'] as const).map((k) => [k, t(`cdmAutoService_${k}`)])} />
                </td>
                <td data-label={t('cdmColCountry')}>
                  <SelectCell store={store} path={`services.${i}.country`} name={`${t('cdmColCountry')}, ${row(i)}`} options={[['', t('cdmNoCountry')], ['de', t('cdmCountry_de')], ['at', t('cdmCountry_at')], ['ch', t('cdmCountry_ch')]]} />
                </td>
                <td className="num" data-label={t('cdmColZipArea')}>
                  <IntCell store={store} path={`services.${i}.zipArea`} name={`${t('cdmColZipArea')}, ${row(i)}`} nullable />
                </td>
                <td data-label={t('cdmColArticle')}>
                  <ArticleCell store={store} path={`services.${i}.productId`} name={`${t('cdmColArticle')}, ${row(i)}`} locale={locale} />
                </td>
                <td>
                  <RemoveButton onClick={() => store.removeRow('services', i)} name={`${t('cdmRemove')}: ${t(`cdmAutoService_${s.service}`)}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title={t('cdmSteps')} onAdd={() => store.addRow('steps')} addLabel={t('cdmAddRow')}>
        <table className="data-table data-table--admin cdm-table">
          <thead>
            <tr>
              <th scope="col">{t('cdmColStep')}</th>
              <th scope="col">{t('cdmColArticle')}</th>
              <th scope="col" className="num">{t('cdmColMaxQty')}</th>
              <th scope="col" className="num">{t('cdmColHours')}</th>
              <th scope="col" className="num">{t('cdmColSort')}</th>
              <th scope="col"><span className="visually-hidden">{t('cdmRemove')}</span></th>
            </tr>
          </thead>
          <tbody>
            {data.steps.map((s, i) => (
              <tr key={i}>
                <td data-label={t('cdmColStep')}>
                  <SelectCell store={store} path={`steps.${i}.step`} name={`${t('cdmColStep')}, ${row(i)}`} options={AUTOMATION_PRODUCT_STEPS.map((step) => [step, t(`cdmStep_${step}`)])} />
                </td>
                <td data-label={t('cdmColArticle')}>
                  <ArticleCell store={store} path={`steps.${i}.productId`} name={`${t('cdmColArticle')}, ${row(i)}`} locale={locale} />
                </td>
                <td className="num" data-label={t('cdmColMaxQty')}>
                  <IntCell store={store} path={`steps.${i}.maxQty`} name={`${t('cdmColMaxQty')}, ${row(i)}`} nullable />
                </td>
                <td className="num" data-label={t('cdmColHours')}>
                  <IntCell store={store} path={`steps.${i}.installationHours`} name={`${t('cdmColHours')}, ${row(i)}`} />
                </td>
                <td className="num" data-label={t('cdmColSort')}>
                  <IntCell store={store} path={`steps.${i}.sort`} name={`${t('cdmColSort')}, ${row(i)}`} />
                </td>
                <td>
                  <RemoveButton onClick={() => store.removeRow('steps', i)} name={`${t('cdmRemove')}: ${s.productId || row(i)}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
});

/** What a buyer would get: the sample hose configuration on the saved and on the proposed data. */
const PreviewPanel = observer(function PreviewPanel({ store, locale }: { store: Store; locale: string }) {
  const t = useT();
  const id = useId();
  const outcome = (title: string, o: NonNullable<NonNullable<Store['preview']>['hose']>['saved']) => (
    <div className="cdm-outcome">
      <h3>{title}</h3>
      {o.accepted ? (
        <dl className="cdm-outcome__figures">
          <dt>{t('cdmPreviewName')}</dt>
          <dd>{o.name}</dd>
          <dt>{t('cdmPreviewUnitPrice')}</dt>
          <dd className="num">{formatMoney(o.unitPriceCents ?? 0, 'EUR', locale)}</dd>
          <dt>{t('cdmPreviewAssemblyCost')}</dt>
          <dd className="num">{formatMoney(o.assemblyCostCents ?? 0, 'EUR', locale)}</dd>
          <dt>{t('cdmPreviewDays')}</dt>
          <dd className="num">{o.procurementDays}</dd>
        </dl>
      ) : (
        <ul className="cdm-outcome__refused">
          {o.messageIds.map((m) => (
            <li key={m}>
              <span aria-hidden="true">⚠ </span>
              {label(t, locale, m, m)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  const cell = (title: string, o: AutomationOutcome) => (
    <div className="cdm-outcome">
      <h3>{title}</h3>
      {o.accepted ? (
        <dl className="cdm-outcome__figures">
          <dt>{t('cdmPreviewCellPrice')}</dt>
          <dd className="num">{formatMoney(o.netCents ?? 0, 'EUR', locale)}</dd>
          <dt>{t('cdmPreviewTraining')}</dt>
          <dd className="num">{formatMoney(o.trainingCents ?? 0, 'EUR', locale)}</dd>
          <dt>{t('cdmPreviewInstallationHours')}</dt>
          <dd className="num">{o.installationHours}</dd>
        </dl>
      ) : (
        <ul className="cdm-outcome__refused">
          {o.messageIds.map((m) => (
            <li key={m}>
              <span aria-hidden="true">⚠ </span>
              {label(t, locale, m, m)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  const pin = (title: string, o: EjectorOutcome) => (
    <div className="cdm-outcome">
      <h3>{title}</h3>
      {o.validLengths !== null && (
        <p>
          {t('cdmPreviewValidLengths')}: {o.validLengths}
        </p>
      )}
      {o.messageIds.length > 0 && (
        <ul className="cdm-outcome__refused">
          {o.messageIds.map((m) => (
            <li key={m}>
              <span aria-hidden="true">⚠ </span>
              {label(t, locale, m, m)}
            </li>
          ))}
        </ul>
      )}
      {o.solutions.length > 0 && (
        <ul className="cdm-solutions">
          {o.solutions.map((x) => (
            <li key={x.kind}>
              {label(t, locale, `ecSolution_${x.kind}`, x.kind)}: {x.articleId}
              {x.shorten ? ` + ${t('cdmService_shortening')}` : ''}
              {x.antiRotation ? ` + ${t('cdmService_antiRotation')}` : ''} — {formatMoney(x.priceCents, 'EUR', locale)}, {t('cdmPreviewDaysShort', { days: x.processingDays })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <section className="cdm-section cdm-preview" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('cdmPreview')}</h2>
      <p>{t(store.tab === 'hose' ? 'cdmPreviewHoseIntro' : store.tab === 'ejector' ? 'cdmPreviewEjectorIntro' : 'cdmPreviewAutomationIntro')}</p>
      {store.tab === 'hose' && (
        <div className="cdm-grid">
          <label className="field">
            <span className="field__label">{t('cdmSampleCoupling')}</span>
            <input className="field__control" value={store.sample.coupling} onChange={(e) => store.setSample({ coupling: e.target.value })} />
          </label>
          <label className="field">
            <span className="field__label">{t('cdmSampleConnection')}</span>
            <input className="field__control" value={store.sample.connection} onChange={(e) => store.setSample({ connection: e.target.value })} />
          </label>
          <label className="field">
            <span className="field__label">{t('cdmSampleHose')}</span>
            <input className="field__control" value={store.sample.hose} onChange={(e) => store.setSample({ hose: e.target.value })} />
          </label>
          <label className="field">
            <span className="field__label">{t('cdmSampleLength')}</span>
            <input className="field__control" inputMode="decimal" value={store.sample.length} onChange={(e) => store.setSample({ length: e.target.value })} />
          </label>
        </div>
      )}
      {store.tab === 'ejector' && (
        <div className="cdm-grid">
          <label className="field">
            <span className="field__label">{t('cdmSampleEjectorArticle')}</span>
            <input className="field__control" value={store.ejectorSample.articleId} onChange={(e) => store.setEjectorSample({ articleId: e.target.value })} />
          </label>
          <label className="field">
            <span className="field__label">{t('cdmSampleEjectorLength')}</span>
            <input className="field__control" inputMode="decimal" value={store.ejectorSample.length} onChange={(e) => store.setEjectorSample({ length: e.target.value })} />
          </label>
        </div>
      )}
      {store.tab === 'automation' && (
        <div className="cdm-grid">
          <label className="field">
            <span className="field__label">{t('cdmSampleAutomationCode')}</span>
            <input className="field__control" value={store.automationCode} onChange={(e) => store.setAutomationCode(e.target.value)} />
          </label>
        </div>
      )}
      <button type="button" className="button button--secondary" onClick={() => void store.runPreview()} disabled={store.previewing}>
        {t('cdmRunPreview')}
      </button>
      <div role="status" aria-live="polite">
        {store.preview && Object.keys(store.preview.problems).length === 0 && <p className="cdm-ok">✓ {t('cdmPreviewNoProblems')}</p>}
        {store.preview?.automation && (
          <div className="cdm-outcomes">
            {cell(t('cdmPreviewSaved'), store.preview.automation.saved)}
            {cell(t('cdmPreviewProposed'), store.preview.automation.proposed)}
          </div>
        )}
        {store.preview?.ejector && (
          <div className="cdm-outcomes">
            {pin(t('cdmPreviewSaved'), store.preview.ejector.saved)}
            {pin(t('cdmPreviewProposed'), store.preview.ejector.proposed)}
          </div>
        )}
        {store.preview?.hose && (
          <div className="cdm-outcomes">
            {outcome(t('cdmPreviewSaved'), store.preview.hose.saved)}
            {outcome(t('cdmPreviewProposed'), store.preview.hose.proposed)}
          </div>
        )}
      </div>
    </section>
  );
});

/** The configurators' data page (/shop/konfiguratoren): one tab per configurator, inline editing, preview, save (ADR 0048). */
const ConfiguratorData = observer(function ConfiguratorData({ page, locale }: PageProps) {
  const t = useT();
  const lang: 'de' | 'en' = locale === 'en' ? 'en' : 'de';
  const store = usePageStore((root) => new ConfiguratorDataStore(configuratorDataApi(root.api), lang, adminLoggedOut(root)));
  const tabTitle = (set: ConfiguratorDataSetName) => t(`cdmTab_${set}`);
  const status = store.status[store.tab];
  return (
    <div className="admin-page cdm">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('cdmIntro')}</p>
      </div>
      <div className="cdm-tabs" role="group" aria-label={page.label}>
        {CONFIGURATOR_DATA_SETS.map((set) => (
          <button key={set} type="button" className="button button--secondary" aria-pressed={store.tab === set} onClick={() => store.showTab(set)}>
            {tabTitle(set)}
          </button>
        ))}
      </div>
      {status === 'loading' && <p role="status">{t('cdmLoading')}</p>}
      {status === 'error' && (
        <p className="message message--error" role="alert">
          <span aria-hidden="true">⚠ </span>
          {t('errorHasOccurred')}{' '}
          <button type="button" className="button button--secondary button--small" onClick={() => void store.load()}>
            {t('cdmReload')}
          </button>
        </p>
      )}
      {status === 'loaded' && (
        <form
          className="cdm-form"
          aria-label={tabTitle(store.tab)}
          onSubmit={(e) => {
            e.preventDefault();
            void store.save();
          }}
        >
          {store.tab === 'hose' && <HoseTab store={store} locale={locale} />}
          {store.tab === 'ejector' && <EjectorTab store={store} />}
          {store.tab === 'automation' && <AutomationTab store={store} locale={locale} />}
          <PreviewPanel store={store} locale={locale} />
          <div className="cdm-actions">
            <div role="status" aria-live="polite" className="cdm-actions__message">
              {store.message && (
                <p className={`message message--${store.message.kind === 'success' ? 'success' : 'error'}`}>
                  <span aria-hidden="true">{store.message.kind === 'success' ? '✓ ' : '⚠ '}</span>
                  {t(store.message.id)}
                  {store.message.id === 'cdmDataChanged' && (
                    <>
                      {' '}
                      <button type="button" className="button button--secondary button--small" onClick={() => void store.load()}>
                        {t('cdmReload')}
                      </button>
                    </>
                  )}
                </p>
              )}
            </div>
            <button type="button" className="button button--secondary" onClick={() => store.reset()} disabled={!store.dirty}>
              {t('cdmReset')}
            </button>
            <button type="submit" className="button button--primary" disabled={store.saving}>
              {t('cdmSave')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
});

export default ConfiguratorData;
