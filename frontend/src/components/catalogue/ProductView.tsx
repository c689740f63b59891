import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { ProductDetail } from '../../api/catalogue-contracts';
import { useLocale, useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../Icon';
import { AvailabilityLabel } from './AvailabilityLabel';
import { attributeText, formatDecimal, withQuery } from './catalogue-format';
import { CatalogueIcon } from './CatalogueIcon';
import { ListPriceNotice } from './ListPriceNotice';
import { OnRequestNote } from './OnRequestNote';
import { PriceBox } from './PriceBox';
import { ProductGallery } from './ProductGallery';
import { QuantityControl } from './QuantityControl';
import { RequisitionListControl } from '../requisition-lists/RequisitionListControl';
import { RelatedProducts } from './RelatedProducts';
import { Tabs, type TabDef } from './Tabs';
import { useQuantityModel } from './useQuantityModel';

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * The product view, on the product page and in the popup: images, name, article number, key attributes,
 * price info, availability by the quantity entered, quantity with add to cart (or the request-for-inquiry
 * note), weight, the fits-to list, tabs (technical specifications, similar, combinable, videos, CAD data),
 * description, links and downloads.
 */
export const ProductView = observer(function ProductView({ product, variant = 'page' }: { product: ProductDetail | null; variant?: 'page' | 'popup' }) {
  const t = useT();
  if (!product) {
    return (
      <p className="message message--error" role="alert">
        {t('productNotDefined')}
      </p>
    );
  }
  return <ProductDetailView product={product} variant={variant} />;
});

const ProductDetailView = observer(function ProductDetailView({ product, variant }: { product: ProductDetail; variant: 'page' | 'popup' }) {
  const t = useT();
  const model = useQuantityModel(product);
  const Heading = variant === 'page' ? 'h1' : 'h2';
  const SectionHeading = variant === 'page' ? 'h2' : 'h3';
  const isPopup = variant === 'popup';
  const locale = useLocale();

  return (
    <article className={`product product--${variant}`} aria-labelledby={`product-${product.id}-title`}>
      <div className="product__top">
        <ProductGallery product={product} />
        <div className="product__summary">
          <Heading className="product__name" id={`product-${product.id}-title`}>
            {product.name}
          </Heading>
          <p className="product__sku">
            {t('articleNumber')}: <span className="sku">{product.id}</span>
          </p>
          {product.shortDescription && <p className="product__short">{product.shortDescription}</p>}
          {product.attributes.length > 0 && (
            <dl className="keyattrs">
              {product.attributes.map((a) => (
                <div key={a.attributeId} className="keyattrs__row">
                  <dt>{a.heading}</dt>
                  <dd>{attributeText(a)}</dd>
                </div>
              ))}
            </dl>
          )}
          <div className="buybox">
            <PriceBox productId={product.id} price={product.priceInfo} unit={product.unitOfQuantity} tiers />
            {/* No price on request only: no note about the prices shown either. */}
            <ListPriceNotice excluded={product.listPriceInfoExcluded || product.priceInfo === null} />
            <AvailabilityLabel availability={product.availability} status={model.availability} />
            {product.isOnlyOnRequest ? (
              <OnRequestNote productId={product.id} />
            ) : (
              <>
                <QuantityControl model={model} unit={product.unitOfQuantity} productName={product.name} />
                {!isPopup && <RequisitionListControl labelId="requisitionListAddTo" source={() => (model.isValid ? { lines: [{ productId: product.id, qty: model.value }] } : null)} />}
              </>
            )}
            {product.weight > 0 && (
              <p className="buybox__weight">
                {t('weight')}: <span className="num-inline">{formatDecimal(product.weight, locale)}</span> kg
              </p>
            )}
          </div>
          {isPopup && (
            <p className="product__more">
              <Link className="button button--secondary" to={product.path}>
                {t('toProductPage')} <Icon name="chevronRight" size={16} />
              </Link>
            </p>
          )}
        </div>
      </div>

      {(product.description || (product.additionalTexts?.length ?? 0) > 0) && (
        <section className="product__section" aria-labelledby={`product-${product.id}-desc`}>
          <SectionHeading id={`product-${product.id}-desc`} className="product__heading">
            {t('productDescription')}
          </SectionHeading>
          <div className="product__description">
            {paragraphs(product.description).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
            {product.additionalTexts?.map((text, i) => (
              <div key={i} className="product__text">
                {isPopup ? <h4>{text.title}</h4> : <h3>{text.title}</h3>}
                {paragraphs(text.text).map((p, j) => (
                  <p key={j}>{p}</p>
                ))}
              </div>
            ))}
          </div>
        </section>
      )}

      {product.infoBoxes && product.infoBoxes.length > 0 && (
        <div className="infoboxes">
          {product.infoBoxes.map((box, i) => (
            <section key={i} className="infobox" aria-labelledby={`product-${product.id}-info-${i}`}>
              <SectionHeading id={`product-${product.id}-info-${i}`} className="infobox__title">
                {box.heading}
              </SectionHeading>
              <p className="infobox__body">{box.body}</p>
            </section>
          ))}
        </div>
      )}

      {product.related.fitsTo.items.length > 0 && (
        <section className="product__section" aria-labelledby={`product-${product.id}-fits`}>
          <SectionHeading id={`product-${product.id}-fits`} className="product__heading">
            {t('fitsToHeading')}
          </SectionHeading>
          <RelatedProducts list={product.related.fitsTo} productId={product.id} caption={t('fitsToHeading')} allPageCode="fitsTo" />
        </section>
      )}

      <ProductTabs product={product} />

      <LinksAndDownloads product={product} headingLevel={isPopup ? 3 : 2} />
    </article>
  );
});

const ProductTabs = observer(function ProductTabs({ product }: { product: ProductDetail }) {
  const t = useT();
  const locale = useLocale();
  const { content } = useStores();
  const cadPath = content.pathFor('cadDownload', locale);
  const tabs: TabDef[] = [
    {
      id: 'specs',
      label: t('technicalSpecifications'),
      content:
        product.allAttributes.length > 0 || product.weight > 0 ? (
          <table className="spec-table">
            <caption className="visually-hidden">{t('technicalSpecifications')}</caption>
            <tbody>
              <tr>
                <th scope="row">{t('articleNumber')}</th>
                <td className="sku">{product.id}</td>
              </tr>
              {product.allAttributes.map((a) => (
                <tr key={`${a.attributeId}-${a.code}`}>
                  <th scope="row">{a.heading}</th>
                  <td>{attributeText(a)}</td>
                </tr>
              ))}
              {product.weight > 0 && (
                <tr>
                  <th scope="row">{t('weight')}</th>
                  <td>{formatDecimal(product.weight, locale)} kg</td>
                </tr>
              )}
            </tbody>
          </table>
        ) : null,
    },
    {
      id: 'similar',
      label: <TabLabel text={t('similarProducts')} count={product.related.similar.total} />,
      content: product.related.similar.items.length > 0 ? <RelatedProducts list={product.related.similar} productId={product.id} caption={t('similarProducts')} /> : null,
    },
    {
      id: 'combinable',
      label: <TabLabel text={t('combinableProducts')} count={product.related.combinable.total} />,
      content:
        product.related.combinable.items.length > 0 ? (
          <RelatedProducts list={product.related.combinable} productId={product.id} caption={t('combinableProducts')} allPageCode="combinableProducts" />
        ) : null,
    },
    {
      id: 'videos',
      label: t('videos'),
      content: product.videos.length > 0 ? <Videos videos={product.videos} /> : null,
    },
    {
      id: 'cad',
      label: t('cadData'),
      content:
        product.cad.available && cadPath ? (
          <div className="cad-teaser">
            <p>{t('cadDataIntro')}</p>
            <p>
              <Link className="button button--secondary" to={withQuery(cadPath, { id: product.id })}>
                <CatalogueIcon name="cad" size={18} /> {t('toCadDownload')}
              </Link>
            </p>
          </div>
        ) : null,
    },
  ];
  return <Tabs tabs={tabs} label={t('productDetails')} className="product__tabs" toggle />;
});

function TabLabel({ text, count }: { text: string; count: number }) {
  return (
    <>
      {text}
      {count > 0 && <span className="tabs__count">{count}</span>}
    </>
  );
}

function Videos({ videos }: { videos: ProductDetail['videos'] }) {
  return (
    <ul className="videos">
      {videos.map((video) => (
        <li key={video.url} className="videos__item">
          {/\.(mp4|webm|ogg)(\?|$)/i.test(video.url) ? (
            <figure>
              <video controls preload="none" src={video.url} aria-label={video.title} />
              <figcaption>{video.title}</figcaption>
            </figure>
          ) : (
            <a href={video.url} target="_blank" rel="noopener noreferrer" className="videos__link">
              <CatalogueIcon name="play" size={18} /> {video.title}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

const LinksAndDownloads = observer(function LinksAndDownloads({ product, headingLevel }: { product: ProductDetail; headingLevel: 2 | 3 }) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (product.links.length === 0 && product.downloads.length === 0) return null;
  return (
    <section className="product__section product__files" aria-labelledby={`product-${product.id}-files`}>
      <Heading id={`product-${product.id}-files`} className="product__heading">
        {t('linksAndDownloads')}
      </Heading>
      <ul className="filelist">
        {product.downloads.map((file) => (
          <li key={file.href}>
            <a href={file.href} download className="filelist__link">
              <CatalogueIcon name="file" size={18} />
              <span>{file.name}</span>
              <span className="filelist__type">{file.filetype.toUpperCase()}</span>
            </a>
          </li>
        ))}
        {product.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="filelist__link">
              <CatalogueIcon name="link" size={18} />
              <span>{link.label}</span>
              <span className="visually-hidden">{t('opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
});
