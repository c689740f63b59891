import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { formatQuantityForLocale, normalizeQuantityInput } from '@shop/domain';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextField } from '../../components/forms/Field';
import { Spinner } from '../../components/Spinner';
import { requisitionListsHost } from '../../components/requisition-lists/host';
import { RequisitionListsStore, type RequisitionListLine } from '../../components/requisition-lists/RequisitionListsStore';
import { useStores } from '../../stores/StoreContext';
import { AccountLayout } from './AccountLayout';
import { formatDate } from './account-format';
import '../../components/requisition-lists/requisition-lists.css';

/**
 * The account's requisition lists (/konto/bestelllisten, docs/requisition-lists.md): the member's own lists and the
 * company's shared ones; create, rename, share, delete, quantities, chosen lines into the cart, file export and
 * import. What a control offers follows the server's answer (mayKeepLists, mayChange, mayOrder): a viewer reads.
 */
const AccountRequisitionLists = observer(function AccountRequisitionLists({ page, locale }: PageProps) {
  const t = useT();
  const root = useStores();
  const lang = locale === 'en' ? 'en' : 'de';
  const [store] = useState(() => new RequisitionListsStore(root.api, requisitionListsHost(root), lang));
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  useEffect(() => {
    void store.load();
  }, [store]);
  const create = async () => {
    const id = await store.create(name, shared);
    if (id !== null) {
      setName('');
      setShared(false);
    }
  };
  return (
    <AccountLayout section="accountRequisitionLists" title={page.label}>
      <div className="reqlists">
        <p>{t('requisitionListsIntro')}</p>
        {store.message && !store.open && (
          <p className={`message message--${store.message.kind === 'error' ? 'error' : 'success'}`} role={store.message.kind === 'error' ? 'alert' : 'status'}>
            {t(store.message.id, store.message.values)}
          </p>
        )}
        {store.status === 'loaded' && store.mayKeepLists && (
          <form
            className="reqlists__create"
            aria-label={t('requisitionListNew')}
            onSubmit={(e) => {
              e.preventDefault();
              void create();
            }}
          >
            <TextField className="form__field" label={t('requisitionListName')} value={name} onValueChange={setName} maxLength={80} error={store.open ? null : store.fields.name} />
            <label className="checkbox">
              <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} /> {t('requisitionListShared')}
            </label>
            <button type="submit" className="button button--primary" disabled={store.busy}>
              {t('requisitionListCreate')}
            </button>
          </form>
        )}
        {store.status === 'loaded' && !store.mayKeepLists && <p className="message">{t('requisitionListsReadOnlyNote')}</p>}
        {store.status === 'error' && (
          <p className="message message--error" role="alert">
            {t('errorHasOccurred')}
          </p>
        )}
        {store.status !== 'loaded' && store.status !== 'error' ? (
          <Spinner logo={false} label={t('loading')} />
        ) : store.lists.length === 0 ? (
          store.status === 'loaded' && <p className="message">{t('requisitionListsNone')}</p>
        ) : (
          <ul className="reqlists__items" aria-label={t('requisitionListsTitle')}>
            {store.lists.map((list) => (
              <li key={list.id} className="reqlists__item" aria-current={store.open?.id === list.id ? 'true' : undefined}>
                <button type="button" className="reqlists__open" aria-expanded={store.open?.id === list.id} onClick={() => (store.open?.id === list.id ? store.close() : void store.select(list.id))}>
                  <strong>{list.name}</strong>
                  <span className="reqlists__badge">{list.shared ? t('requisitionListSharedBadge') : t('requisitionListPrivateBadge')}</span>
                </button>
                <span className="reqlists__meta">
                  {t('requisitionListLines', { count: list.lineCount })} · {list.own ? formatDate(list.updatedAt, locale) : t('requisitionListOwner', { name: list.ownerName })}
                </span>
              </li>
            ))}
          </ul>
        )}
        {store.open && <OpenList store={store} locale={locale} />}
      </div>
    </AccountLayout>
  );
});

const OpenList = observer(function OpenList({ store, locale }: { store: RequisitionListsStore; locale: string }) {
  const t = useT();
  const list = store.open!;
  const id = useId();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [list.id]);
  const refused = (line: RequisitionListLine) => store.fields[`lines.${line.id}`];
  return (
    <section className="reqlists__detail" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {list.name}
      </h2>
      {store.message && (
        <p className={`message message--${store.message.kind === 'error' ? 'error' : 'success'}`} role={store.message.kind === 'error' ? 'alert' : 'status'}>
          {t(store.message.id, store.message.values)}
        </p>
      )}
      {list.mayChange && (
        <div className="reqlists__toolbar">
          {renaming === null ? (
            <button type="button" className="button button--secondary button--small" onClick={() => setRenaming(list.name)}>
              {t('requisitionListRename')}
            </button>
          ) : (
            <form
              className="reqlists__create"
              onSubmit={(e) => {
                e.preventDefault();
                void store.rename(renaming).then((done) => done && setRenaming(null));
              }}
            >
              <TextField className="form__field" label={t('requisitionListName')} value={renaming} onValueChange={setRenaming} maxLength={80} error={store.fields.name} />
              <button type="submit" className="button button--primary button--small" disabled={store.busy}>
                {t('requisitionListSave')}
              </button>
              <button type="button" className="button button--secondary button--small" onClick={() => setRenaming(null)}>
                {t('requisitionListCancel')}
              </button>
            </form>
          )}
          <label className="checkbox">
            <input type="checkbox" checked={list.shared} disabled={store.busy} onChange={(e) => void store.setShared(e.target.checked)} /> {t('requisitionListShared')}
          </label>
          <button type="button" className="button button--secondary button--small" onClick={() => setConfirming(true)}>
            {t('requisitionListDelete')}
          </button>
        </div>
      )}
      {list.lines.length === 0 ? (
        <p className="message">{t('requisitionListEmptyLines')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table orders-table">
            <caption className="visually-hidden">{list.name}</caption>
            <thead>
              <tr>
                {list.mayOrder && (
                  <th scope="col">
                    <input type="checkbox" aria-label={t('requisitionListChooseAll')} checked={store.chosen.size === list.lines.length} onChange={store.toggleAll} />
                  </th>
                )}
                <th scope="col">{t('requisitionListColArticle')}</th>
                <th scope="col" className="num">
                  {t('requisitionListColQuantity')}
                </th>
                {list.mayChange && (
                  <th scope="col">
                    <span className="visually-hidden">{t('requisitionListRemoveLine', { name: '' })}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {list.lines.map((line) => {
                const label = line.name ?? line.productId;
                return (
                  <tr key={line.id}>
                    {list.mayOrder && (
                      <td>
                        <input type="checkbox" aria-label={t('requisitionListChoose', { name: label })} checked={store.chosen.has(line.id)} onChange={() => store.toggle(line.id)} />
                      </td>
                    )}
                    <th scope="row" data-label={t('requisitionListColArticle')}>
                      {label}
                      <br />
                      <span className="reqlists__meta">
                        {line.productId}
                        {line.name === null && ` · ${t('requisitionListUnavailable')}`}
                      </span>
                      {refused(line) && <span className="reqlists__refused"> · {t(refused(line))}</span>}
                    </th>
                    <td className="num" data-label={t('requisitionListColQuantity')}>
                      {list.mayChange ? (
                        <QuantityInput line={line} label={t('requisitionListQuantityOf', { name: label })} locale={locale} onCommit={(qty) => void store.setQuantity(line.id, qty)} />
                      ) : (
                        formatQuantityForLocale(line.qty, locale)
                      )}
                    </td>
                    {list.mayChange && (
                      <td>
                        <button type="button" className="button button--secondary button--small" aria-label={t('requisitionListRemoveLine', { name: label })} onClick={() => void store.removeLine(line.id)}>
                          ×
                        </button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="reqlists__toolbar">
        {list.mayOrder && list.lines.length > 0 && (
          <>
            <button type="button" className="button button--primary" disabled={store.busy} onClick={() => void store.toCart()}>
              {t('requisitionListToCart')}
            </button>
            <button type="button" className="button button--secondary" disabled={store.busy || store.chosen.size === 0} onClick={() => void store.toCart(true)}>
              {t('requisitionListChosenToCart')}
            </button>
          </>
        )}
        {store.exportUrl && list.lines.length > 0 && (
          <a className="button button--secondary" href={store.exportUrl} download="RequisitionList.xlsx">
            {t('requisitionListExport')}
          </a>
        )}
        {list.mayChange && (
          <>
            <label className="button button--secondary" htmlFor={`${id}-file`}>
              {t('requisitionListImport')}
            </label>
            <input
              id={`${id}-file`}
              ref={fileInput}
              className="visually-hidden"
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void store.importFile(file).then(() => fileInput.current && (fileInput.current.value = ''));
              }}
            />
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('requisitionListDeleteConfirm', { name: list.name })}
        confirmLabel={t('requisitionListDelete')}
        cancelLabel={t('requisitionListCancel')}
        danger
        busy={store.busy}
        onConfirm={() => void store.remove().then(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
});

/** A line's quantity, typed in the page's language and saved when the field is left (or Enter is pressed). */
function QuantityInput({ line, label, locale, onCommit }: { line: RequisitionListLine; label: string; locale: string; onCommit: (qty: string) => void }) {
  const shown = formatQuantityForLocale(line.qty, locale);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    const qty = normalizeQuantityInput(text, locale, { final: true });
    if (qty && qty !== line.qty) onCommit(qty);
    else setText(shown);
  };
  return (
    <input
      className="field__control reqlists__qty"
      inputMode="decimal"
      aria-label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}

export default AccountRequisitionLists;
