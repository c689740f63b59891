import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useLocale, useT } from '../app/RouteContext';
import { useStores } from '../stores/StoreContext';

/** Polite message for a page that cannot be shown (unknown component, failed chunk, access loop). */
export const PageUnavailable = observer(function PageUnavailable() {
  const t = useT();
  const locale = useLocale();
  const { config } = useStores();
  const home = config.homepagePath(locale) ?? config.homepagePath(config.defaultLocale) ?? '/';
  return (
    <div className="container page page-unavailable">
      <h1>{t('pageUnavailableTitle')}</h1>
      <p className="lead">{t('pageUnavailableText')}</p>
      <p>
        <Link className="button button--primary" to={home}>
          {t('backToHome')}
        </Link>
      </p>
    </div>
  );
});
