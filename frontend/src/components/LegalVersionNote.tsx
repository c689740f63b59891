import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { Webpage } from '../api/contracts';
import { useT } from '../app/RouteContext';
import { useStores } from '../stores/StoreContext';

/** When the locale differs from the legally valid language: a note and a link to that version. */
export const LegalVersionNote = observer(function LegalVersionNote({ page }: { page: Webpage }) {
  const t = useT();
  const { config, content } = useStores();
  const legal = config.brand?.legal?.langVersionThatApplies;
  if (!legal || legal === page.locale) return null;
  const target = content.page(page.code, legal);
  if (!target) return null;
  return (
    <aside className="message message--info legal-version">
      <p>
        {t(`legallyValidVersionNote_${legal}`)}{' '}
        <Link to={target.path} hrefLang={legal}>
          {t(`legallyValidVersionLink_${legal}`)}
        </Link>
      </p>
    </aside>
  );
});
