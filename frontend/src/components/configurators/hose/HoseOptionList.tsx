import { observer } from 'mobx-react-lite';
import { formatMoney, formatQuantityForLocale } from '@shop/domain';
import type { TranslateFn } from '../../../app/RouteContext';
import type { HoseConfiguratorStore, HosePartView, HoseStep } from '../../../stores/HoseConfiguratorStore';

/** Price of an option per unit of quantity (clips and sockets are priced per 100 pieces). */
function optionPrice(part: HosePartView, t: TranslateFn, locale: string): string {
  const price = formatMoney(part.priceCents, 'EUR', locale);
  const unit = t(`unitShort_${part.unit}`);
  return part.priceUnit === 100 ? t('hcPricePerHundred', { price, unit }) : t('hcPricePer', { price, unit });
}

function detail(part: HosePartView, t: TranslateFn): string {
  if (part.kind === 'coupling' && part.couplingType) return t(`hcCouplingType_${part.couplingType}`);
  if ((part.kind === 'hose' || part.kind === 'hoseInsulation') && part.hoseClass) return t(`hcHoseClass_${part.hoseClass}`);
  return t(`hcKind_${part.kind}`);
}

/**
 * The products a step offers, each a real button (keyboard: Tab and Enter/Space); the catalogue price per
 * unit, the stock and the article's page for details. Only parts that fit the assembly as it is are listed.
 */
export const HoseOptionList = observer(function HoseOptionList({ store, step, t, locale }: { store: HoseConfiguratorStore; step: HoseStep; t: TranslateFn; locale: string }) {
  const options = store.options(step);
  if (options.length === 0) return <p className="message message--info">{t('hcNoOptions')}</p>;
  // Grouped by coupling type or kind (in the order the groups first appear: the preference order).
  const groups = new Map<string, HosePartView[]>();
  for (const o of options) groups.set(detail(o, t), [...(groups.get(detail(o, t)) ?? []), o]);
  const slotOf = (o: HosePartView) => (step.step === 'connection' ? (o.kind as 'screwFitting' | 'hoseClip') : step.step === 'insulation' ? 'hoseInsulation' : (step.step as 'coupling' | 'hose'));
  return (
    <div data-testid="hose-options">
      {[...groups].map(([group, items]) => (
        <section key={group} aria-label={group}>
          {groups.size > 1 && <h3 className="hose-options__group">{group}</h3>}
          <ul className="hose-options">
            {items.map((o) => (
              <li key={o.id} className="hose-option" data-id={o.id}>
                <div className="hose-option__text">
                  <span className="hose-option__name">{o.name}</span>
                  <span className="muted sku">{o.id}</span>
                  <span className="hose-option__meta">
                    {optionPrice(o, t, locale)} · {t('hcStock', { qty: formatQuantityForLocale(String(o.quantityInStock), locale) })}
                  </span>
                </div>
                <button type="button" className="button button--primary hose-option__choose" aria-label={`${t('hcChoose')}: ${o.name}`} onClick={() => store.choose(step.part, slotOf(o), o.id)}>
                  {t('hcChoose')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});
