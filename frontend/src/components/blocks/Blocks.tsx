import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { BlockLink, PageBlock } from '@shop/domain';
import { useLocale, useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { Icon, type IconName } from '../Icon';
import { blockLinkTarget } from './block-link';

type Block<T extends PageBlock['type']> = Extract<PageBlock, { type: T }>;

/** The links of a block that lead somewhere built (others are left out). */
function useLinks(links: BlockLink[] | undefined): Array<{ label: string; to: string }> {
  const locale = useLocale();
  const { content } = useStores();
  return (links ?? []).flatMap((link) => {
    const to = blockLinkTarget(link, content, locale);
    return to ? [{ label: link.label, to }] : [];
  });
}

export const H1Block = function H1Block({ block }: { block: Block<'H1'> }) {
  return (
    <div className="container block-h1">
      <h1 className="block-h1__title">{block.text}</h1>
      {block.lead && <p className="block-h1__lead">{block.lead}</p>}
    </div>
  );
};

export const H2Block = function H2Block({ block }: { block: Block<'H2'> }) {
  return (
    <div className="container block-h2">
      <h2>{block.text}</h2>
    </div>
  );
};

export const DefaultHeadingBar = observer(function DefaultHeadingBar({ block }: { block: Block<'DefaultHeadingBar'> }) {
  const [link] = useLinks(block.link ? [block.link] : []);
  return (
    <div className="container heading-bar">
      <div className="heading-bar__text">
        <h2 className="heading-bar__title">{block.heading}</h2>
        {block.text && <p className="heading-bar__lead">{block.text}</p>}
      </div>
      {link && (
        <Link className="section__more heading-bar__link" to={link.to}>
          {link.label} <Icon name="chevronRight" size={16} />
        </Link>
      )}
    </div>
  );
});

/** Tiles with a picture or an icon; an item whose link leads nowhere built is left out (an empty grid renders nothing). */
export const ContentGrid = observer(function ContentGrid({ block }: { block: Block<'ContentGrid'> }) {
  const locale = useLocale();
  const { content } = useStores();
  const items = block.items.flatMap((item) => {
    const to = item.link ? blockLinkTarget(item.link, content, locale) : null;
    return item.link && !to ? [] : [{ item, to }];
  });
  if (items.length === 0) return null;
  return (
    <section className={`content-grid${block.muted ? ' content-grid--muted' : ''}`}>
      <div className="container">
        {block.heading && <h2 className="content-grid__heading">{block.heading}</h2>}
        {block.intro && <p className="section__intro">{block.intro}</p>}
        <ul className={`content-grid__list content-grid__list--${block.columns}`}>
          {items.map(({ item, to }, i) => {
            const body = (
              <>
                {item.image && (
                  <span className="content-grid__media" aria-hidden={item.image.alt ? undefined : true}>
                    <img src={item.image.src} alt={item.image.alt} width={item.image.width} height={item.image.height} loading="lazy" decoding="async" />
                  </span>
                )}
                {!item.image && item.icon && (
                  <span className="teaser__icon" aria-hidden="true">
                    <Icon name={item.icon as IconName} size={28} />
                  </span>
                )}
                <span className="content-grid__body">
                  <span className="content-grid__title">{item.heading}</span>
                  {item.text && <span className="content-grid__text">{item.text}</span>}
                  {to && item.link && !item.image && <span className="content-grid__cta">{item.link.label}</span>}
                </span>
              </>
            );
            return (
              <li key={i} className="content-grid__item">
                {to ? (
                  <Link className="content-grid__card content-grid__card--link" to={to}>
                    {body}
                  </Link>
                ) : (
                  <div className="content-grid__card">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
});

export const Kpis = function Kpis({ block }: { block: Block<'Kpis'> }) {
  return (
    <section className="kpis" aria-label={block.heading}>
      <div className="container">
        {block.heading && <h2 className="visually-hidden">{block.heading}</h2>}
        <dl className="kpis__list">
          {block.items.map((kpi, i) => (
            <div key={i} className="kpis__item">
              <dt className="kpis__label">{kpi.label}</dt>
              <dd className="kpis__value">
                {kpi.value}
                {kpi.unit && <span className="kpis__unit">{kpi.unit}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
};

export const ImageBlock = function ImageBlock({ block }: { block: Block<'Image'> }) {
  const { image } = block;
  return (
    <figure className="container image-block">
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      {block.caption && <figcaption className="image-block__caption">{block.caption}</figcaption>}
    </figure>
  );
};

function RowLinks({ links }: { links: Array<{ label: string; to: string }> }) {
  if (links.length === 0) return null;
  return (
    <p className="hero-row__actions">
      {links.map((link, i) => (
        <Link key={link.to} className={`button ${i === 0 ? 'button--primary' : 'button--secondary'}`} to={link.to}>
          {link.label}
        </Link>
      ))}
    </p>
  );
}

/** SimpleHeroRow and DiagonalHeroRow: text beside a picture; the diagonal one cuts the picture at a slant on a brand band. */
export const HeroRow = observer(function HeroRow({ block }: { block: Block<'SimpleHeroRow' | 'DiagonalHeroRow'> }) {
  const links = useLinks(block.links);
  const diagonal = block.type === 'DiagonalHeroRow';
  const side = block.imageSide ?? 'right';
  return (
    <section className={`hero-row hero-row--${side}${diagonal ? ' hero-row--diagonal' : ''}`}>
      <div className="container hero-row__inner">
        <div className="hero-row__text">
          <h2 className="hero-row__heading">{block.heading}</h2>
          <p className="hero-row__body">{block.text}</p>
          <RowLinks links={links} />
        </div>
        <div className="hero-row__media">
          <img src={block.image.src} alt={block.image.alt} width={block.image.width} height={block.image.height} loading="lazy" decoding="async" />
        </div>
      </div>
    </section>
  );
});

/** SimpleVideoRow and DiagonalVideoRow: text beside a video that plays only when asked to (no autoplay, no sound). */
export const VideoRow = observer(function VideoRow({ block }: { block: Block<'SimpleVideoRow' | 'DiagonalVideoRow'> }) {
  const t = useT();
  const links = useLinks(block.links);
  const diagonal = block.type === 'DiagonalVideoRow';
  const side = block.videoSide ?? 'right';
  const { video } = block;
  return (
    <section className={`hero-row hero-row--${side}${diagonal ? ' hero-row--diagonal' : ''}`}>
      <div className="container hero-row__inner">
        <div className="hero-row__text">
          <h2 className="hero-row__heading">{block.heading}</h2>
          <p className="hero-row__body">{block.text}</p>
          <RowLinks links={links} />
        </div>
        <figure className="hero-row__media hero-row__media--video">
          <video controls preload="none" muted playsInline poster={video.poster} width={video.width} height={video.height} aria-label={video.description}>
            <source src={video.src} type={video.type} />
            {t('videoNotSupported')}
          </video>
          <figcaption className="hero-row__caption">{video.description}</figcaption>
        </figure>
      </div>
    </section>
  );
});
