import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CookieCategory } from '../../api/contracts';
import { useLocale, useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../Icon';
import { useFocusTrap } from '../useFocusTrap';

/**
 * Cookie consent: shown while no decision is stored, or when opened from the footer. Tec is always on and
 * read-only; Stat, Per and Ads appear only if configured. A labelled modal dialog with a focus trap,
 * rendered as a bottom banner so the page stays visible.
 */
export const CookieConsent = observer(function CookieConsent() {
  const t = useT();
  const locale = useLocale();
  const { ui, config, content } = useStores();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const categories = config.cookieCategories;
  const [selected, setSelected] = useState<CookieCategory[]>(() => ui.consent ?? ['Tec']);
  const open = ui.cookieDialogOpen;
  const canClose = ui.consent !== null;

  useEffect(() => {
    if (open) setSelected(ui.consent ?? ['Tec']);
  }, [open, ui.consent]);

  useFocusTrap(ref, open, { onEscape: canClose ? ui.closeCookieDialog : undefined, initialFocus: ref });

  if (!open) return null;

  const privacy = content.pathFor('privacy', locale);
  const imprint = content.pathFor('imprint', locale);
  const toggle = (category: CookieCategory, on: boolean) =>
    setSelected((current) => (on ? [...new Set([...current, category])] : current.filter((c) => c !== category)));

  return (
    <div
      className="cookie-consent"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      ref={ref}
      tabIndex={-1}
    >
      <div className="container cookie-consent__inner">
        <div className="cookie-consent__text">
          <h2 id={`${id}-title`} className="cookie-consent__title">
            {t('cookieConsentTitle')}
          </h2>
          <p id={`${id}-text`}>{t('cookieConsentText')}</p>
          <p className="cookie-consent__links">
            {privacy && <Link to={privacy}>{t('privacyPolicy')}</Link>}
            {imprint && <Link to={imprint}>{t('imprint')}</Link>}
          </p>
        </div>
        <fieldset className="cookie-consent__categories">
          <legend className="visually-hidden">{t('cookieCategories')}</legend>
          {categories.map((category) => {
            const always = category === 'Tec';
            return (
              <div key={category} className="checkbox">
                <input
                  id={`${id}-${category}`}
                  type="checkbox"
                  name="cookieCategory"
                  value={category}
                  checked={always || selected.includes(category)}
                  disabled={always}
                  aria-describedby={`${id}-${category}-desc`}
                  onChange={(e) => toggle(category, e.target.checked)}
                />
                <label htmlFor={`${id}-${category}`}>
                  {t(`cookieCategory_${category}`)}
                  {always && <span className="checkbox__note"> ({t('alwaysActive')})</span>}
                </label>
                <span id={`${id}-${category}-desc`} className="checkbox__desc">
                  {t(`cookieCategoryDescription_${category}`)}
                </span>
              </div>
            );
          })}
        </fieldset>
        <div className="cookie-consent__actions">
          <button type="button" className="button button--secondary" onClick={() => ui.saveConsent(selected.filter((c) => categories.includes(c)))}>
            {t('saveSelection')}
          </button>
          <button type="button" className="button button--primary" onClick={() => ui.saveConsent(categories)}>
            {t('acceptAll')}
          </button>
        </div>
        {canClose && (
          <button type="button" className="icon-button cookie-consent__close" onClick={ui.closeCookieDialog}>
            <Icon name="close" />
            <span className="visually-hidden">{t('close')}</span>
          </button>
        )}
      </div>
    </div>
  );
});
