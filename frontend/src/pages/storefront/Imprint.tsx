import { observer } from 'mobx-react-lite';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { ContentSections } from '../../components/ContentSections';
import { LegalVersionNote } from '../../components/LegalVersionNote';
import { countryName, telHref } from '../../lib/format';
import { useStores } from '../../stores/StoreContext';
import '../../styles/content.css';

/** Imprint: provider address, commercial register, VAT and DUNS ids when set, content sections. */
const Imprint = observer(function Imprint({ page, locale }: PageProps) {
  const t = useT();
  const { config } = useStores();
  const brand = config.brand;
  const legal = brand?.legal;
  const register = legal?.commercialRegister;

  return (
    <div className="container page page--narrow">
      <h1>{page.label}</h1>
      <LegalVersionNote page={page} />
      {brand && (
        <div className="fact-sheet">
          <section aria-labelledby="imprint-provider">
            <h2 id="imprint-provider">{t('provider')}</h2>
            <address>
              <strong>{brand.longName}</strong>
              <br />
              {brand.address.street}
              <br />
              {brand.address.zip} {brand.address.city}
              {brand.address.countryI18nId && (
                <>
                  <br />
                  {countryName(brand.address.countryI18nId, locale)}
                </>
              )}
            </address>
            {legal?.personInCharge && (
              <p>
                {t('representedBy')}: {legal.personInCharge}
              </p>
            )}
          </section>
          <section aria-labelledby="imprint-contact">
            <h2 id="imprint-contact">{t('contactDetails')}</h2>
            <dl className="deflist">
              {brand.phone?.central && (
                <>
                  <dt>{t('phone')}</dt>
                  <dd>
                    <a href={telHref(brand.phone.central)}>{brand.phone.central}</a>
                  </dd>
                </>
              )}
              {brand.phone?.fax && (
                <>
                  <dt>{t('fax')}</dt>
                  <dd>{brand.phone.fax}</dd>
                </>
              )}
              {brand.email && (
                <>
                  <dt>{t('email')}</dt>
                  <dd>
                    <a href={`mailto:${brand.email}`}>{brand.email}</a>
                  </dd>
                </>
              )}
            </dl>
          </section>
          {(register?.location || register?.number || legal?.vatId || legal?.dunsId) && (
            <section className="fact-sheet__wide" aria-labelledby="imprint-register">
              <h2 id="imprint-register">{t('commercialRegister')}</h2>
              <dl className="deflist">
                {register?.location && (
                  <>
                    <dt>{t('registerCourt')}</dt>
                    <dd>{register.location}</dd>
                  </>
                )}
                {register?.number && (
                  <>
                    <dt>{t('registerNumber')}</dt>
                    <dd>{register.number}</dd>
                  </>
                )}
                {legal?.vatId && (
                  <>
                    <dt>{t('vatId')}</dt>
                    <dd>{legal.vatId}</dd>
                  </>
                )}
                {legal?.dunsId && (
                  <>
                    <dt>{t('dunsId')}</dt>
                    <dd>{legal.dunsId}</dd>
                  </>
                )}
              </dl>
            </section>
          )}
        </div>
      )}
      <ContentSections pageId={page.id} />
    </div>
  );
});

export default Imprint;
