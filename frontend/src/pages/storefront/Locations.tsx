import { observer } from 'mobx-react-lite';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { Icon } from '../../components/Icon';
import { countryName, telHref } from '../../lib/format';
import { useStores } from '../../stores/StoreContext';
import '../../styles/content.css';

function webHref(web: string): string {
  return /^https?:\/\//i.test(web) ? web : `https://${web}`;
}

function webLabel(web: string): string {
  return web.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** Locations: one card per location (image, name, address, country if foreign, phone, mail, web). */
const Locations = observer(function Locations({ page, locale }: PageProps) {
  const t = useT();
  const { config } = useStores();
  const locations = config.brand?.locations ?? [];
  return (
    <div className="container page">
      <h1>{page.label}</h1>
      <p className="lead">{t('locationsIntro')}</p>
      {locations.length === 0 ? (
        <p className="message message--info">{t('noLocations')}</p>
      ) : (
        <ul className="card-grid card-grid--3">
          {locations.map((location, i) => {
            const name = location.name[locale] || location.name.de;
            const image = config.mediaUrl(location.img);
            const showCountry = Boolean(location.cc) && location.cc.toLowerCase() !== locale;
            return (
              <li key={`${location.cc}-${i}`} className="card location">
                {image && <img className="location__image" src={image} alt="" loading="lazy" width="480" height="270" />}
                <div className="location__body">
                  <h2 className="location__name">{name}</h2>
                  <address className="location__address">
                    {location.addressLines.map((line, j) => (
                      <span key={j} className="location__line">
                        {line}
                      </span>
                    ))}
                    {showCountry && <span className="location__line">{countryName(location.cc, locale)}</span>}
                  </address>
                  <ul className="location__contact">
                    {location.phone && (
                      <li>
                        <Icon name="phone" size={16} />
                        <span className="visually-hidden">{t('phone')}: </span>
                        <a href={telHref(location.phone)}>{location.phone}</a>
                      </li>
                    )}
                    {location.mail && (
                      <li>
                        <Icon name="mail" size={16} />
                        <a href={`mailto:${location.mail}`} aria-label={t('sendEmailTo', { name })}>
                          {location.mail}
                        </a>
                      </li>
                    )}
                    {location.web && (
                      <li>
                        <Icon name="external" size={16} />
                        <a href={webHref(location.web)} target="_blank" rel="noopener noreferrer" aria-label={t('visitWebsite', { name })}>
                          {webLabel(location.web)}
                        </a>
                      </li>
                    )}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
});

export default Locations;
