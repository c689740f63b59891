import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useT } from '../../app/RouteContext';
import { Icon } from '../Icon';
import { useLanguageLinks } from './useLanguageLinks';

/**
 * Current language shown, the others as links to the translated page; each link carries hreflang and lang
 * and is named by the language ("Deutsch", "English").
 */
export const LanguageSwitcher = observer(function LanguageSwitcher({ variant = 'inline' }: { variant?: 'inline' | 'list' }) {
  const t = useT();
  const links = useLanguageLinks();
  if (links.length < 2) return null;
  return (
    <nav className={`langswitch langswitch--${variant}`} aria-label={t('languageSelection')}>
      {variant === 'inline' && <Icon name="globe" size={16} className="langswitch__icon" />}
      <ul className="langswitch__list">
        {links.map((link) =>
          link.current ? (
            <li key={link.code}>
              <span className="langswitch__current" lang={link.code} aria-current="true">
                <span aria-hidden="true">{variant === 'list' ? link.name : link.short}</span>
                <span className="visually-hidden">{t('currentLanguage', { language: link.name })}</span>
              </span>
            </li>
          ) : (
            <li key={link.code}>
              <Link className="langswitch__link" to={link.href} hrefLang={link.code} lang={link.code}>
                <span aria-hidden="true">{variant === 'list' ? link.name : link.short}</span>
                <span className="visually-hidden">{link.name}</span>
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
});
