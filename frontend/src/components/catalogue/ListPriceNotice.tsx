import { observer } from 'mobx-react-lite';
import { useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';

/**
 * listPriceLoginInfo (warning) for visitors who are not logged in, when config.sales.listPriceInfo.enable
 * is on and the product type or category is not excluded (docs/rules/roles.md#list-price-notice).
 */
export const ListPriceNotice = observer(function ListPriceNotice({ excluded }: { excluded: boolean }) {
  const t = useT();
  const { config, session } = useStores();
  const enabled = Boolean(config.config?.sales?.listPriceInfo?.enable);
  if (!enabled || excluded || session.isLoggedIn) return null;
  return (
    <p className="message message--warning list-price-notice" role="note">
      {t('listPriceLoginInfo')}
    </p>
  );
});
