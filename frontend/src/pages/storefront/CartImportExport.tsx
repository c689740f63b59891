import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PageProps } from '../../app/components';
import { useHydrated } from '../../app/hydration';
import { useT } from '../../app/RouteContext';
import { Icon } from '../../components/Icon';
import { CART_FILE_EXTENSION, CartFileStore } from '../../stores/CartFileStore';
import { useStores } from '../../stores/StoreContext';
import '../../styles/forms.css';

/**
 * Cart import and export (docs/rules/screens-and-routes.md#cart-views): one file upload; the export button (Cart.xlsx) only while the cart has
 * positions; a disabled message when the shop has cartExportImport off; the back-to-cart link. A logged-in
 * customer's feature (docs/rules/roles.md#customer-only-features): visitors are asked to log in.
 */
const CartImportExport = observer(function CartImportExport({ page, locale }: PageProps) {
  const t = useT();
  const { api, cart, config, content, session } = useStores();
  const [store] = useState(() => new CartFileStore(api, cart));
  const hydrated = useHydrated();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState('');
  const enabled = Boolean(config.config?.sales?.cartExportImport);
  const cartPath = content.pathFor('cart', locale);
  const loginPath = content.pathFor('login', locale);
  const message = store.message;

  return (
    <div className="container page page--narrow">
      <h1>{page.label}</h1>
      {!enabled ? (
        <p className="message message--info" role="status">
          {t('cartExportImportDisabled')}
        </p>
      ) : !session.isLoggedIn ? (
        <div className="message message--info" role="status">
          <p>{t('cartFilesLoginRequired')}</p>
          {loginPath && (
            <Link className="button button--primary button--small" to={loginPath}>
              {t('login')}
            </Link>
          )}
        </div>
      ) : (
        <>
          <section className="card cart-files__section" aria-labelledby="cart-import-heading">
            <h2 id="cart-import-heading">{t('cartImportHeading')}</h2>
            <p className="hint">{t('cartImportHint')}</p>
            <form
              className="cart-files__form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void store.importFile(fileInput.current?.files?.[0] ?? null);
              }}
            >
              <div className="field">
                <label className="field__label" htmlFor="cart-import-file">
                  {t('cartImportFile')}
                </label>
                <input
                  ref={fileInput}
                  id="cart-import-file"
                  name="file"
                  type="file"
                  accept={`${CART_FILE_EXTENSION},application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`}
                  disabled={!hydrated}
                  aria-describedby={message?.kind === 'error' ? 'cart-file-message' : undefined}
                  onChange={(e) => setFileName(e.currentTarget.files?.[0]?.name ?? '')}
                />
              </div>
              <button type="submit" className="button button--primary" disabled={!hydrated || store.busy !== null || fileName === ''} aria-busy={store.busy === 'import'}>
                <Icon name="upload" size={18} /> {store.busy === 'import' ? t('cartImportRunning') : t('cartImportSubmit')}
              </button>
            </form>
          </section>
          <section className="card cart-files__section" aria-labelledby="cart-export-heading">
            <h2 id="cart-export-heading">{t('cartExportHeading')}</h2>
            {cart.positionCount > 0 ? (
              <button type="button" className="button button--secondary" disabled={!hydrated || store.busy !== null} onClick={() => void store.exportCart(locale)}>
                <Icon name="download" size={18} /> {t('cartExportButton', { count: cart.positionCount })}
              </button>
            ) : (
              <p className="hint">{t('cartExportEmpty')}</p>
            )}
          </section>
          <div aria-live="polite" id="cart-file-message">
            {message && (
              <p className={`message message--${message.kind === 'success' ? 'success' : 'error'}`} role={message.kind === 'error' ? 'alert' : 'status'}>
                {t(message.id, { count: message.count ?? 0 })}
              </p>
            )}
            {store.skipped.length > 0 && (
              <div className="message message--warning">
                <p>{t('cartImportSkippedRows', { count: store.skipped.length })}</p>
                <ul>
                  {store.skipped.map((s) => (
                    <li key={`${s.row}-${s.column}`}>{t('cartImportSkippedRow', { row: s.row, articleId: s.articleId ?? '—', message: t(s.messageId) })}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </>
      )}
      {cartPath && (
        <p>
          <Link to={cartPath} className="back-link">
            <Icon name="chevronLeft" size={16} /> {t('backToCart')}
          </Link>
        </p>
      )}
    </div>
  );
});

export default CartImportExport;
