import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { Icon, type IconName } from '../../components/Icon';
import { formatNumber } from '../../lib/format';
import { useStores } from '../../stores/StoreContext';
import '../../styles/home.css';

const CONFIGURATORS: { code: string; icon: IconName; title: string; text: string }[] = [
  { code: 'hoseConfigurator', icon: 'hose', title: 'hoseConfiguratorTitle', text: 'hoseConfiguratorText' },
  { code: 'ejectorConfigurator', icon: 'ejector', title: 'ejectorConfiguratorTitle', text: 'ejectorConfiguratorText' },
  { code: 'automationConfigurator', icon: 'robot', title: 'automationConfiguratorTitle', text: 'automationConfiguratorText' },
];

const TRUST: { icon: IconName; title: string; text: string }[] = [
  { icon: 'euro', title: 'trustNetPricesTitle', text: 'trustNetPricesText' },
  { icon: 'truck', title: 'trustStockTitle', text: 'trustStockText' },
  { icon: 'cube', title: 'trustCadTitle', text: 'trustCadText' },
  { icon: 'headset', title: 'trustAdviceTitle', text: 'trustAdviceText' },
];

/** Home: brand message, top-level category tiles, configurator teasers, trust facts. */
const Home = observer(function Home({ locale }: PageProps) {
  const t = useT();
  const { config, content } = useStores();
  const categories = content.topLevelCategories;
  const cataloguePath = content.pathFor('productCategories', locale);
  const contactPath = content.pathFor('contact', locale);
  const configurators = CONFIGURATORS.flatMap((c) => {
    const path = content.pathFor(c.code, locale);
    return path ? [{ c, path }] : [];
  });

  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <div className="container hero__inner">
          <h1 id="home-title" className="hero__title">
            {t('homeHeadline')}
          </h1>
          <p className="hero__lead">{t('homeIntro')}</p>
          <p className="hero__actions">
            {cataloguePath && (
              <Link className="button button--primary button--large" to={cataloguePath}>
                {t('homeCtaCatalogue')}
              </Link>
            )}
            {contactPath && (
              <Link className="button button--on-dark button--large" to={contactPath}>
                {t('homeCtaContact')}
              </Link>
            )}
          </p>
        </div>
      </section>

      {categories.length > 0 && (
        <section className="container section" aria-labelledby="home-categories">
          <div className="section__head">
            <h2 id="home-categories">{t('homeCategoriesHeading')}</h2>
            {cataloguePath && (
              <Link className="section__more" to={cataloguePath}>
                {t('homeAllCategories')} <Icon name="chevronRight" size={16} />
              </Link>
            )}
          </div>
          <ul className="tile-grid">
            {categories.map((category) => {
              const image = config.mediaUrl(category.image);
              const name = category.name[locale] || category.name.de;
              return (
                <li key={category.id}>
                  <Link className="tile" to={category.path[locale] || category.path.de}>
                    <span className="tile__media" aria-hidden="true">
                      {image ? <img src={image} alt="" loading="lazy" width="320" height="200" /> : <Icon name="cube" size={40} />}
                    </span>
                    <span className="tile__body">
                      <span className="tile__title">{name}</span>
                      <span className="tile__meta">{t('productCount', { count: formatNumber(category.productCount, locale) })}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {/* Only configurators that are built are offered. */}
      {configurators.length > 0 && (
        <section className="section section--muted" aria-labelledby="home-configurators">
          <div className="container">
            <div className="section__head">
              <h2 id="home-configurators">{t('homeConfiguratorsHeading')}</h2>
            </div>
            <p className="section__intro">{t('homeConfiguratorsIntro')}</p>
            <ul className="card-grid card-grid--3">
              {configurators.map(({ c, path }) => {
                return (
                  <li key={c.code} className="card teaser">
                    <span className="teaser__icon" aria-hidden="true">
                      <Icon name={c.icon} size={28} />
                    </span>
                    <h3 className="teaser__title">{t(c.title)}</h3>
                    <p className="teaser__text">{t(c.text)}</p>
                    <Link className="button button--secondary teaser__cta" to={path} aria-label={`${t('startConfigurator')}: ${t(c.title)}`}>
                      {t('startConfigurator')}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      )}

      <section className="container section" aria-labelledby="home-trust">
        <h2 id="home-trust">{t('homeTrustHeading')}</h2>
        <ul className="facts">
          {TRUST.map((fact) => (
            <li key={fact.title} className="fact">
              <span className="fact__icon" aria-hidden="true">
                <Icon name={fact.icon} size={24} />
              </span>
              <div>
                <h3 className="fact__title">{t(fact.title)}</h3>
                <p className="fact__text">{t(fact.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
});

export default Home;
