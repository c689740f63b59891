import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatQuantityForLocale } from '@shop/domain';
import { hasMessage } from '@shop/i18n';
import { useLocale, useT } from '../../app/RouteContext';
import { useHydrated } from '../../app/hydration';
import type { CartPriceInfo } from '../../api/sales-contracts';
import { cartPriceOf, isPriceable, toPriceLine, type CartRow, type CartUseCase } from '../../stores/CartPriceStore';
import { PLAIN_ORDER_QUANTITY } from '../../stores/QuantityModel';
import { useStores } from '../../stores/StoreContext';
import { offerStoreOf } from '../../stores/OfferStore';
import { Spinner } from '../Spinner';
import { ApprovalNotice } from './ApprovalNotice';
import { FieldError } from '../forms/Field';
import { OfferRequest } from '../offer/OfferRequest';
import { CatalogueIcon } from '../catalogue/CatalogueIcon';
import { PriceFigures } from '../catalogue/PriceBox';
import { QuantityField } from '../catalogue/QuantityControl';
import { unitShortLabel } from '../catalogue/catalogue-format';
import { useQuantityModel } from '../catalogue/useQuantityModel';
import { VatTreatmentNote, vatLineLabel } from '../vat/VatNote';
import '../catalogue/catalogue.css';
import './cart.css';

/** The dropdown lists this many positions, then "and N more". */
export const DROPDOWN_POSITIONS = 5;

/**
 * The cart (docs/rules/screens-and-routes.md#cart-views): on its own page, in the checkout (no checkout button) and in the
 * header dropdown (read-only quantities, the first positions only). A dense table of the positions, then
 * the totals; every amount comes from the server's cart price answer (CartPriceStore). On the page: the
 * coupon field, the checkout button (enabled only when CartPriceStore.canCheckout) and the import/export
 * link when it is enabled.
 */
/**
 * Whether a cart view shows its rows yet. The stored cart lives in the browser: the server render and the
 * hydration render show the loading state (the page's boundary may hydrate after the shell, when the stored cart
 * has already been read: hence useHydrated, not only the store's state). The rows then come in a deferred render:
 * a store change re-renders an observer at once, in one task, and a cart's rows are a long one on a phone;
 * deferred, React renders them in slices and the page keeps answering input. What sits below a cart (the cart
 * page's extensions) asks the same, so it comes in the same render as the rows.
 */
export function useCartShown(): boolean {
  const cartPrice = cartPriceOf(useStores());
  const hydrated = useHydrated();
  return useDeferredValue(hydrated && cartPrice.ready);
}

export const CartView = observer(function CartView({ useCase }: { useCase: CartUseCase }) {
  const t = useT();
  const stores = useStores();
  const { cart } = stores;
  const cartPrice = cartPriceOf(stores);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [refocus, setRefocus] = useState(false);

  useEffect(() => cartPrice.activate(), [cartPrice]);
  // After a removal the button is gone: focus goes to the position count (or the empty-cart message).
  useEffect(() => {
    if (!refocus) return;
    statusRef.current?.focus();
    setRefocus(false);
  }, [refocus]);

  const rowsShown = useCartShown();
  if (!rowsShown) return <Spinner logo={false} label={t('cartLoading')} />;

  const page = useCase === 'page';
  if (cart.positionCount === 0) {
    return (
      <div className={`cart cart--${useCase}`}>
        <RemovedNotice />
        <p className="message cart__empty" ref={statusRef} tabIndex={-1}>
          {t('cartEmpty')}
        </p>
      </div>
    );
  }

  const rows = cartPrice.rows;
  const shown = useCase === 'dropdown' ? rows.slice(0, DROPDOWN_POSITIONS) : rows;
  const more = rows.length - shown.length;
  const onRemove = (productId: string) => {
    cart.remove(productId);
    setRefocus(true);
  };
  return (
    <div className={`cart cart--${useCase}${cartPrice.loading ? ' cart--updating' : ''}`}>
      <RemovedNotice />
      <div className="cart__head">
        <p className="cart__count" ref={statusRef} tabIndex={-1}>
          {cart.positionCount === 1 ? t('cartPositionsOne') : t('cartPositionsMany', { count: cart.positionCount })}
        </p>
        {page && <ImportExportLink />}
      </div>
      {cartPrice.error && (
        <div className="message message--error" role="alert">
          <p>{t(cartPrice.error)}</p>
          <button type="button" className="button button--secondary button--small" onClick={cartPrice.retry}>
            {t('retry')}
          </button>
        </div>
      )}
      <div className="ctable-wrap">
        <table className="ptable ctable" aria-busy={cartPrice.loading}>
          <caption className="visually-hidden">{t('cartTableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="ctable__article">
                {t('positionArticle')}
              </th>
              <th scope="col" className="ctable__qty">
                {t('positionQuantity')}
              </th>
              {useCase !== 'dropdown' && (
                <th scope="col" className="num ctable__price">
                  {t('positionUnitPrice')}
                </th>
              )}
              <th scope="col" className="num ctable__total">
                {t('positionTotal')}
              </th>
              {useCase !== 'dropdown' && (
                <th scope="col" className="ctable__remove">
                  <span className="visually-hidden">{t('deleteAction')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <CartRowView key={row.key} row={row} useCase={useCase} onRemove={onRemove} />
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && <p className="cart__more">{more === 1 ? t('cartMorePositionsOne') : t('cartMorePositionsMany', { count: more })}</p>}
      <div className="cart__summary">
        {page && <CouponForm />}
        {cartPrice.info && <CartTotals info={cartPrice.info} compact={useCase === 'dropdown'} shippingNote={useCase !== 'checkout'} />}
      </div>
      {page && <CheckoutAction />}
      {page && <CartOffer />}
      <p className="visually-hidden" role="status">
        {cartPrice.loading ? t('cartUpdating') : ''}
      </p>
    </div>
  );
});

/** Products removed because the catalogue no longer knows them (docs/rules/states-and-transitions.md#cart): told politely, dismissable. */
const RemovedNotice = observer(function RemovedNotice() {
  const t = useT();
  const { cart } = useStores();
  if (cart.removedProductIds.length === 0) return null;
  return (
    <div className="message cart__notice" role="status">
      <p>{t('cartProductsRemovedNotice', { ids: cart.removedProductIds.join(', ') })}</p>
      <button type="button" className="link-button" onClick={cart.dismissRemovedNotice}>
        {t('dismissNotice')}
      </button>
    </div>
  );
});

const CartRowView = observer(function CartRowView({ row, useCase, onRemove }: { row: CartRow; useCase: CartUseCase; onRemove: (productId: string) => void }) {
  const t = useT();
  const locale = useLocale();
  const { config, content } = useStores();
  const { position, item, price } = row;
  // A configured product: its name and the configuration spelled out come with the server's price line.
  const name = price?.name ?? item?.name ?? position.productId;
  const unit = item?.unitOfQuantity ?? (position.customProductType ? 'pieces' : '');
  const thumb = config.mediaUrl(item?.imageThumbnail ?? item?.image);
  // A configured product names its configurator ('hoseConfiguratorTitle', …) and links back to it.
  const typeLabel = position.customProductType ? `${position.customProductType}ConfiguratorTitle` : null;
  const configuratorLink = position.customProductType ? configuratorLinkOf(content.pathFor(`${position.customProductType}Configurator`, locale), position) : null;
  return (
    <tr className="ctable__row">
      <td className="ctable__article">
        <div className="ptable__product">
          {thumb ? <img className="ptable__thumb" src={thumb} alt="" width="40" height="40" loading="lazy" /> : <span className="ptable__thumb" aria-hidden="true" />}
          <div className="ptable__title">
            {item || configuratorLink ? (
              <Link to={item?.path ?? configuratorLink!} className="ptable__link">
                {name}
              </Link>
            ) : (
              <span className="ptable__link">{name}</span>
            )}
            {price?.summary && price.summary.length > 0 && useCase !== 'dropdown' && (
              <ul className="ctable__summary">
                {price.summary.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            )}
            <span className="ctable__sku">
              {t('articleNumberShort')} <span className="sku">{position.productId}</span>
              {typeLabel && hasMessage(typeLabel) && <span className="ctable__badge">{t(typeLabel)}</span>}
            </span>
          </div>
        </div>
      </td>
      <td className="ctable__qty" data-label={t('positionQuantity')}>
        {useCase === 'dropdown' ? (
          <span className="ctable__qty-text">
            {formatQuantityForLocale(position.qty, locale)} <span className="unit">{unitShortLabel(t, unit)}</span>
          </span>
        ) : (
          <CartQuantity row={row} name={name} />
        )}
      </td>
      {useCase !== 'dropdown' && (
        <td className="num ctable__price" data-label={t('positionUnitPrice')}>
          {price ? <PriceFigures price={price} unit={unit} compact /> : <NoPrice row={row} />}
        </td>
      )}
      <td className="num ctable__total" data-label={t('positionTotal')}>
        {price ? <span className="ctable__amount">{price.formattedLineTotal}</span> : <NoPrice row={row} />}
      </td>
      {useCase !== 'dropdown' && (
        <td className="ctable__remove">
          <button type="button" className="icon-button ctable__remove-button" onClick={() => onRemove(position.productId)}>
            <CatalogueIcon name="trash" size={18} />
            <span className="visually-hidden">{t('removeFromCart', { name })}</span>
          </button>
        </td>
      )}
    </tr>
  );
});

/** The query each configurator page reads its saved code from (spec: hc, ec; the automation cell: rz). */
const CONFIGURATOR_CODE_QUERY: Readonly<Record<string, string>> = { hose: 'hc', ejector: 'ec', automation: 'rz' };

/**
 * The configurator page of a configured position, opening its saved code. Null when the configurator page is
 * not offered.
 */
function configuratorLinkOf(path: string | null, position: { productId: string; customProductType?: string | null }): string | null {
  if (!path) return null;
  const query = CONFIGURATOR_CODE_QUERY[position.customProductType ?? ''];
  return query ? `${path}?${query}=${encodeURIComponent(position.productId)}` : path;
}

/** A position without a price line: not priceable (a configured product with its configurator's reason, a quantity the server refused, an article on request only), or its quantity is not valid. */
const NoPrice = observer(function NoPrice({ row }: { row: CartRow }) {
  const t = useT();
  const cartPrice = cartPriceOf(useStores());
  if (!row.position.invalid && cartPrice.info?.unpricedProductIds.includes(row.position.productId)) {
    const refused = cartPrice.info.refusedConfiguredProducts?.find((r) => r.productId === row.position.productId);
    const position = cartPrice.info.refusedPositions?.find((r) => r.productId === row.position.productId && r.customProductType === (row.position.customProductType ?? null));
    const reason = [...(refused?.messageIds ?? []), ...(position ? [position.messageId] : [])].find((id) => hasMessage(id));
    return <span className="ctable__unpriced">{reason ? t(reason) : t('cartPositionNotPriced')}</span>;
  }
  return (
    <span className="muted" aria-label={t('notSpecified')}>
      –
    </span>
  );
});

/** The position's quantity field: the spec's order-quantity rules; each valid change goes to the cart. */
const CartQuantity = observer(function CartQuantity({ row, name }: { row: CartRow; name: string }) {
  const product = row.item ?? { id: row.position.productId, orderQuantity: PLAIN_ORDER_QUANTITY, availability: { quantityInStock: 0 } };
  const model = useQuantityModel(product, { position: row.position, isCustomProduct: Boolean(row.position.customProductType) });
  return (
    <div className="qty qty--compact ctable__field">
      <QuantityField model={model} unit={row.item?.unitOfQuantity ?? ''} productName={name} compact />
    </div>
  );
});

/** Totals of the last price answer: item total, discount, net subtotal, VAT with its rate (or 0 % with the reverse-charge or export note), gross total. */
export const CartTotals = observer(function CartTotals({ info, compact = false, shippingNote = true }: { info: CartPriceInfo; compact?: boolean; shippingNote?: boolean }) {
  const t = useT();
  return (
    <div className={compact ? 'cart-totals cart-totals--compact' : 'cart-totals'}>
      <dl className="cart-totals__list" aria-label={t('cartTotals')}>
        <dt>{t('orderItemTotal')}</dt>
        <dd>{info.formattedItemTotal}</dd>
        {info.discountAmount > 0 && (
          <>
            <dt>
              {info.couponCode
                ? t('cartCouponDiscount', { code: info.couponCode, percentage: info.formattedDiscountPercentage })
                : t('cartDiscount', { percentage: info.formattedDiscountPercentage })}
            </dt>
            <dd className="cart-totals__discount">−{info.formattedDiscountAmount.replace(/^[-−]/, '')}</dd>
          </>
        )}
        {info.shippingCosts > 0 && (
          <>
            <dt>{t('orderShippingCosts')}</dt>
            <dd>{info.formattedShippingCosts}</dd>
          </>
        )}
        {info.paymentCosts > 0 && (
          <>
            <dt>{t('orderPaymentCosts')}</dt>
            <dd>{info.formattedPaymentCosts}</dd>
          </>
        )}
        <dt>{t('orderSubtotalNet')}</dt>
        <dd>{info.formattedSubtotal}</dd>
        <dt>{vatLineLabel(info.vatTreatment?.kind, t('cartVatWithRate', { rate: info.formattedVatRate }), t)}</dt>
        <dd>{info.formattedVat}</dd>
        <dt className="cart-totals__total">{t('orderTotalGrossLabel')}</dt>
        <dd className="cart-totals__total">{info.formattedTotal}</dd>
      </dl>
      {!compact && <VatTreatmentNote treatment={info.vatTreatment} />}
      {shippingNote && info.shippingCosts === 0 && <p className="cart__note">{t('cartShippingNote')}</p>}
    </div>
  );
});

/** Coupon (page only): a labelled field with its apply button, or the applied code with a remove button. */
const CouponForm = observer(function CouponForm() {
  const t = useT();
  const cartPrice = cartPriceOf(useStores());
  const hydrated = useHydrated();
  const id = useId();
  const [code, setCode] = useState(() => cartPrice.rejectedCouponCode ?? '');
  const applied = cartPrice.couponCode;
  if (applied) {
    return (
      <div className="coupon coupon--applied">
        <p className="coupon__applied" role="status">
          {t('couponApplied', { code: applied })}
        </p>
        <button type="button" className="button button--secondary button--small" onClick={cartPrice.removeCoupon}>
          {t('removeCoupon', { code: applied })}
        </button>
      </div>
    );
  }
  const rejected = cartPrice.rejectedCouponCode !== null && code.trim() === cartPrice.rejectedCouponCode;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    cartPrice.applyCoupon(code);
  };
  return (
    <form className={`field coupon${rejected ? ' field--invalid' : ''}`} onSubmit={onSubmit} noValidate>
      <label className="field__label" htmlFor={`${id}-code`}>
        {t('couponCode')}
      </label>
      <div className="coupon__row">
        <input
          id={`${id}-code`}
          className="field__control"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={rejected ? true : undefined}
          aria-describedby={`${id}-error`}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          disabled={!hydrated}
        />
        <button type="submit" className="button button--secondary" disabled={!hydrated || code.trim() === ''}>
          {t('applyCoupon')}
        </button>
      </div>
      <FieldError id={`${id}-error`} message={rejected ? 'couponCodeInvalidMsg' : null} />
    </form>
  );
});

/**
 * The checkout button (page only, docs/rules/states-and-transitions.md#checkout-and-offer-buttons): enabled only without empty quantities and with the minimum
 * order value reached; otherwise disabled with the reason beside it. While the checkout page is not built
 * the button stays disabled with a note (no link to a page that does not work).
 */
/** The offer request below the checkout button (docs/rules/roles.md#offers: on the cart page, never in the dropdown or the checkout). */
const CartOffer = observer(function CartOffer() {
  const t = useT();
  const root = useStores();
  const { cart } = root;
  const cartPrice = cartPriceOf(root);
  const offer = offerStoreOf(root);
  if (!offer.isOffered('page')) return null;
  const info = cartPrice.info;
  const blocker = cart.hasEmptyQuantity
    ? t('offerFixQuantities')
    : info && !info.minOfferValueIsReached && info.formattedMinOfferValue
      ? t('minOfferValueNotReachedMsg', { minOfferValue: info.formattedMinOfferValue })
      : null;
  return (
    <OfferRequest
      content={() => ({ positions: cart.positions.filter(isPriceable).map(toPriceLine), couponCode: cartPrice.couponCode })}
      readiness={{ canOffer: cartPrice.canOffer, netValue: info?.shoppingCartValue ?? null }}
      blocker={blocker}
    />
  );
});

const CheckoutAction = observer(function CheckoutAction() {
  const t = useT();
  const locale = useLocale();
  const root = useStores();
  const { content } = root;
  const cartPrice = cartPriceOf(root);
  const id = useId();
  const checkoutPath = content.pathFor('checkout', locale);
  const blocker = cartPrice.checkoutBlocker;
  const info = cartPrice.info;
  const reason =
    blocker === 'invalidOrderQuantityEmpty'
      ? t('cartFixQuantities')
      : blocker === 'minOrderValueNotReachedMsg' && info?.formattedMinOrderValue
        ? t('minOrderValueNotReachedMsg', { minOrderValue: info.formattedMinOrderValue })
        : null;
  return (
    <div className="cart__actions">
      <p className={reason ? 'message message--warning cart__reason' : 'visually-hidden'} id={`${id}-reason`} role="status">
        {reason ?? ''}
      </p>
      {info?.approvalNeeded && <ApprovalNotice reason={info.approvalNeeded} className="cart__reason" />}
      {checkoutPath && cartPrice.canCheckout ? (
        <Link className="button button--primary button--large cart__checkout" to={checkoutPath}>
          {t('toCheckout')}
        </Link>
      ) : (
        <button
          type="button"
          className="button button--primary button--large cart__checkout"
          disabled
          aria-describedby={[reason ? `${id}-reason` : '', checkoutPath ? '' : `${id}-soon`].filter(Boolean).join(' ') || undefined}
        >
          {t('toCheckout')}
        </button>
      )}
      {!checkoutPath && (
        <p className="cart__note cart__soon" id={`${id}-soon`}>
          {t('checkoutComingSoon')}
        </p>
      )}
    </div>
  );
});

/** Link to the cart import/export page: only when sales.cartExportImport is on and the page is built. */
const ImportExportLink = observer(function ImportExportLink() {
  const locale = useLocale();
  const { config, content } = useStores();
  const path = config.config?.sales?.cartExportImport ? content.pathFor('cartImportExport', locale) : null;
  if (!path) return null;
  return (
    <Link className="cart__import-export" to={path}>
      <CatalogueIcon name="download" size={16} />
      {content.page('cartImportExport', locale)?.label}
    </Link>
  );
});
