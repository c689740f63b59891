import { observer } from 'mobx-react-lite';
import type { MenuItem } from '../../api/contracts';
import { useLocale, useT } from '../../app/RouteContext';
import { countryName, telHref } from '../../lib/format';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../Icon';
import { SmartLink } from '../SmartLink';

/** Footer: provider details, link menus (footer, footerLegal), social channels, copyright, cookie settings. */
export const Footer = observer(function Footer() {
  const t = useT();
  const locale = useLocale();
  const { config, content, ui } = useStores();
  const brand = config.brand;
  const footerMenu = content.menu('footer', locale);
  const legalMenu = content.menu('footerLegal', locale);
  const social = brand?.socialMedia?.[locale] ?? brand?.socialMedia?.[config.defaultLocale] ?? [];
  const year = new Date().getFullYear();

  // A footer menu either has groups (items with subitems) or is one flat list.
  const grouped = footerMenu.some((item) => item.subitems?.length);
  const groups: MenuItem[] = grouped ? footerMenu : footerMenu.length ? [{ label: t('footerNavigation'), link: '', subitems: footerMenu }] : [];

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {brand && (
          <section className="site-footer__brand" aria-label={brand.longName}>
            <img src="/logo.svg" alt="" width="150" height="40" />
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
              <br />
              {brand.phone?.central && (
                <a href={telHref(brand.phone.central)}>
                  <Icon name="phone" size={14} /> {brand.phone.central}
                </a>
              )}
              <br />
              {brand.email && (
                <a href={`mailto:${brand.email}`}>
                  <Icon name="mail" size={14} /> {brand.email}
                </a>
              )}
            </address>
          </section>
        )}
        {groups.length > 0 && (
          <nav className="site-footer__menus" aria-label={t('footerNavigation')}>
            {groups.map((group, i) => (
              <div key={`${group.label}-${i}`} className="site-footer__group">
                <h2 className="site-footer__heading">{group.link ? <SmartLink to={group.link}>{group.label}</SmartLink> : group.label}</h2>
                <ul>
                  {group.subitems?.map((item, j) => (
                    <li key={`${item.link}-${j}`}>
                      <SmartLink to={item.link}>{item.label}</SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
        {social.length > 0 && (
          <nav className="site-footer__social" aria-label={t('socialMedia')}>
            <h2 className="site-footer__heading">{t('socialMedia')}</h2>
            <ul>
              {social.map((channel) => (
                <li key={`${channel.id}-${channel.url}`}>
                  <a
                    href={channel.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('followUsOn', { brand: brand?.shortName ?? '', network: channel.name })}
                  >
                    <Icon name="external" size={14} /> {channel.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="site-footer__legal">
        <div className="container site-footer__legal-inner">
          <nav aria-label={t('legalNavigation')}>
            <ul className="site-footer__legal-list">
              {legalMenu.map((item, i) => (
                <li key={`${item.link}-${i}`}>
                  <SmartLink to={item.link}>{item.label}</SmartLink>
                </li>
              ))}
              <li>
                <button type="button" className="link-button" onClick={ui.openCookieDialog} aria-haspopup="dialog">
                  {t('cookieSettings')}
                </button>
              </li>
            </ul>
          </nav>
          <p className="site-footer__copyright">{t('copyright', { year, company: brand?.longName ?? '' })}</p>
        </div>
      </div>
    </footer>
  );
});
