import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { SLIDER_INTERVAL_MS, type PageBlock } from '@shop/domain';
import { useHydrated } from '../../app/hydration';
import { useLocale, useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../Icon';
import { blockLinkTarget } from './block-link';

type SliderBlock = Extract<PageBlock, { type: 'Slider' }>;

/** True while the visitor asks for reduced motion (then nothing moves by itself). */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * Slider (docs/rules/screens-and-routes.md#page-builder-blocks: advances every 7000 ms and wraps). All slides share one grid cell, so the slider is as
 * tall as its tallest slide from the first paint (no layout shift); the server renders the first slide
 * visible, so without JavaScript the first slide shows. Rotation pauses while the pointer is over it, while
 * focus is inside, when the visitor prefers reduced motion, and when paused with its button (WCAG 2.2.2).
 * Keyboard: the previous/next buttons, the slide buttons, and the arrow, Home and End keys inside it.
 */
export const Slider = observer(function Slider({ block, first }: { block: SliderBlock; first: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { content } = useStores();
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const id = useId();
  const count = block.slides.length;
  const interval = block.intervalMs ?? SLIDER_INTERVAL_MS;
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const rotating = hydrated && count > 1 && !hovered && !focused && !stopped && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [rotating, count, interval, active]);

  const go = useCallback((i: number) => setActive(((i % count) + count) % count), [count]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const keys: Record<string, () => void> = { ArrowLeft: () => go(active - 1), ArrowRight: () => go(active + 1), Home: () => go(0), End: () => go(count - 1) };
    const action = keys[event.key];
    if (!action || (event.target as HTMLElement).closest('a')) return;
    event.preventDefault();
    action();
  };

  return (
    <section
      className={`slider${hydrated ? ' slider--live' : ''}`}
      aria-roledescription={t('sliderRoleDescription')}
      aria-label={block.label}
      data-slider-state={rotating ? 'playing' : 'paused'}
      data-active-slide={active}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="slider__track" id={`${id}-slides`} aria-live={rotating ? 'off' : 'polite'}>
        {block.slides.map((slide, i) => {
          const target = blockLinkTarget(slide.link, content, locale);
          const current = i === active;
          return (
            <div
              key={i}
              className={`slider__slide${current ? ' slider__slide--active' : ''}`}
              role="group"
              aria-roledescription={t('slideRoleDescription')}
              aria-label={t('sliderSlideOf', { n: i + 1, count })}
              aria-hidden={current ? undefined : true}
              inert={current ? undefined : true}
            >
              <img
                className="slider__image"
                src={slide.image.src}
                alt={slide.image.alt}
                width={slide.image.width}
                height={slide.image.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 && first ? 'high' : 'auto'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
              <div className="slider__caption">
                <div className="container slider__caption-inner">
                  <h2 className="slider__heading">{slide.heading}</h2>
                  {slide.text && <p className="slider__text">{slide.text}</p>}
                  {target && slide.link && (
                    <Link className="button button--primary button--large" to={target}>
                      {slide.link.label}
                    </Link>
                  )}
                </div>
              </div>
            </div>
          );
        })}
      </div>
      {hydrated && count > 1 && (
        <div className="slider__controls">
          <button type="button" className="slider__button" onClick={() => go(active - 1)} aria-controls={`${id}-slides`} aria-label={t('sliderPrevious')}>
            <Icon name="chevronLeft" size={20} />
          </button>
          <ul className="slider__dots">
            {block.slides.map((slide, i) => (
              <li key={i}>
                <button
                  type="button"
                  className={`slider__dot${i === active ? ' slider__dot--active' : ''}`}
                  aria-current={i === active ? 'true' : undefined}
                  aria-controls={`${id}-slides`}
                  aria-label={t('sliderShowSlide', { n: i + 1, heading: slide.heading })}
                  onClick={() => go(i)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="slider__button" onClick={() => go(active + 1)} aria-controls={`${id}-slides`} aria-label={t('sliderNext')}>
            <Icon name="chevronRight" size={20} />
          </button>
          {!reducedMotion && (
            <button type="button" className="slider__button" onClick={() => setStopped((s) => !s)} aria-label={stopped ? t('sliderPlay') : t('sliderPause')} aria-pressed={stopped}>
              <Icon name={stopped ? 'play' : 'pause'} size={20} />
            </button>
          )}
        </div>
      )}
    </section>
  );
});
