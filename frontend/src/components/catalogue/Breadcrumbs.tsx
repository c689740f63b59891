import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { Breadcrumb } from '../../api/catalogue-contracts';
import { useLocale, useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../Icon';

/**
 * Breadcrumb trail: home, the crumbs of the answer, then the current page (aria-current). A last crumb
 * that already is the current page is not repeated.
 */
export const Breadcrumbs = observer(function Breadcrumbs({ items, current, currentPath }: { items: Breadcrumb[]; current: string; currentPath: string }) {
  const t = useT();
  const locale = useLocale();
  const { config } = useStores();
  const home = config.homepagePath(locale) ?? '/';
  const trail = items.filter((item, index) => !(index === 0 && item.path === home) && item.path !== currentPath);
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbNavigation')}>
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <Link to={home}>{t('breadcrumbHome')}</Link>
        </li>
        {trail.map((item) => (
          <li key={item.path} className="breadcrumbs__item">
            <Icon name="chevronRight" size={14} className="breadcrumbs__sep" />
            <Link to={item.path}>{item.label}</Link>
          </li>
        ))}
        <li className="breadcrumbs__item">
          <Icon name="chevronRight" size={14} className="breadcrumbs__sep" />
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
});
