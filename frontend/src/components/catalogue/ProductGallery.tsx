import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ProductDetail } from '../../api/catalogue-contracts';
import { useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { CatalogueIcon } from './CatalogueIcon';

/** Main image with the additional images (and their per-locale labels) as thumbnails to switch to. */
export const ProductGallery = observer(function ProductGallery({ product }: { product: ProductDetail }) {
  const t = useT();
  const { config } = useStores();
  const images = [
    ...(product.image ? [{ src: product.image, label: product.name }] : []),
    ...product.additionalImages.map((img) => ({ src: img.filename, label: img.label })),
  ]
    .map((img) => ({ url: config.mediaUrl(img.src), label: img.label }))
    .filter((img): img is { url: string; label: string } => img.url !== null);
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];

  if (!current) {
    return (
      <div className="gallery gallery--empty" aria-hidden="true">
        <CatalogueIcon name="image" size={56} />
      </div>
    );
  }
  return (
    <div className="gallery">
      <figure className="gallery__main">
        {/* The page's largest picture: fetched first. */}
        <img src={current.url} alt={current.label} width="560" height="420" fetchPriority="high" />
        {index > 0 && current.label && <figcaption className="gallery__caption">{current.label}</figcaption>}
      </figure>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('productImages')}>
          {images.map((img, i) => (
            <li key={`${img.url}-${i}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                title={img.label}
              >
                <img src={img.url} alt="" width="64" height="48" loading="lazy" />
                <span className="visually-hidden">{t('showImage', { label: img.label || String(i + 1) })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
