import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocale, useT } from '../../app/RouteContext';
import { PageUnavailable } from '../../components/PageUnavailable';
import { Spinner } from '../../components/Spinner';
import { useStores } from '../../stores/StoreContext';

const REDIRECT_DELAY_MS = 400;

/**
 * PLACEHOLDER for the product and category resolver. A path that matches no web page will be resolved
 * into a product, a category or a plain page here (later task). Until then it shows a spinner briefly and
 * goes to the home page of the locale (history replace), as the spec asks when nothing matches.
 */
const CatalogueResolver = observer(function CatalogueResolver() {
  const t = useT();
  const locale = useLocale();
  const { config, content } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const home =
    config.homepagePath(locale) ??
    config.homepagePath(config.defaultLocale) ??
    content.pathFor('adminInstall', locale) ??
    content.pathFor('adminInstall', config.defaultLocale);
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    if (!home || home === location.pathname) {
      setStuck(true);
      return;
    }
    const timer = window.setTimeout(() => navigate(home, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [home, location.pathname, navigate]);

  if (stuck) return <PageUnavailable />;
  return (
    <div className="container page page--centered">
      <Spinner label={t('pageLoading')} />
    </div>
  );
});

export default CatalogueResolver;
