import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import type { CartLine } from '@shop/domain/cart';
import { useLocale, useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { requisitionListsHost } from './host';
import { RequisitionListsStore } from './RequisitionListsStore';
import '../../styles/forms.css';
import './requisition-lists.css';

const NEW = 'new';

export interface AddToRequisitionListProps {
  /** Message id of the button's text (a product, the whole cart, an order); translated here, where the texts are loaded. */
  labelId: 'requisitionListAddTo' | 'requisitionListAddCart' | 'requisitionListAddOrder';
  /** What goes into the list, read when the button is pressed. */
  source: () => { lines: CartLine[] } | { fromOrderId: number } | null;
}

/**
 * "Add to requisition list" (docs/requisition-lists.md): a list to choose — the member's own and the shared ones
 * it may change — or a new one by name, and a button. Shown only to a member who may keep lists (the server's
 * answer says so; a viewer and a guest see nothing). Its own chunk: loaded once a logged-in page shows it.
 */
export const AddToRequisitionList = observer(function AddToRequisitionList({ labelId, source }: AddToRequisitionListProps) {
  const t = useT();
  const label = t(labelId);
  const locale = useLocale();
  const root = useStores();
  const [store] = useState(() => new RequisitionListsStore(root.api, requisitionListsHost(root), locale === 'en' ? 'en' : 'de'));
  const [choice, setChoice] = useState('');
  const [name, setName] = useState('');
  const id = useId();
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.status !== 'loaded' || !store.mayKeepLists) return null;
  const lists = store.changeable;
  const selected = choice || (lists[0] ? String(lists[0].id) : NEW);
  const add = async () => {
    const what = source();
    if (!what) return;
    const target = selected === NEW ? await store.create(name) : Number(selected);
    if (target === null) return;
    if (await store.addTo(target, what)) {
      setChoice(String(target));
      setName('');
    }
  };
  return (
    <form
      className="reqlist-add"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <label htmlFor={`${id}-list`} className="reqlist-add__label">
        {t('requisitionListAddToLabel')}
      </label>
      <div className="reqlist-add__row">
        <select id={`${id}-list`} className="field__control field__control--select reqlist-add__select" value={selected} onChange={(e) => setChoice(e.target.value)}>
          {lists.map((l) => (
            <option key={l.id} value={String(l.id)}>
              {l.name}
            </option>
          ))}
          <option value={NEW}>{t('requisitionListNew')}</option>
        </select>
        {selected === NEW && (
          <>
            <label htmlFor={`${id}-name`} className="visually-hidden">
              {t('requisitionListName')}
            </label>
            <input
              id={`${id}-name`}
              className="field__control reqlist-add__name"
              value={name}
              maxLength={80}
              placeholder={t('requisitionListName')}
              aria-invalid={store.fields.name ? true : undefined}
              aria-describedby={store.fields.name ? `${id}-error` : undefined}
              onChange={(e) => setName(e.target.value)}
            />
          </>
        )}
        <button type="submit" className="button button--secondary" disabled={store.busy}>
          {label}
        </button>
      </div>
      {store.fields.name && (
        <p id={`${id}-error`} className="field__error">
          {t(store.fields.name)}
        </p>
      )}
      <p className={`reqlist-add__message${store.message?.kind === 'error' ? ' field__error' : ''}`} role="status">
        {store.message && !store.fields.name ? t(store.message.id, store.message.values) : ''}
      </p>
    </form>
  );
});

export default AddToRequisitionList;
