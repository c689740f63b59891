import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../app/RouteContext';
import { axisMoney, count, longDay, money, shortDay } from './format';

export interface RevenueDay {
  day: string;
  orders: number;
  revenueCents: number;
}

const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 26, left: 64 };

/** A round upper end for the axis (1, 2 or 5 × a power of ten, in whole currency units). */
function niceMax(cents: number): number {
  const units = Math.max(1, Math.ceil(cents / 100));
  const power = 10 ** Math.floor(Math.log10(units));
  const step = [1, 2, 5, 10].find((f) => f * power >= units) ?? 10;
  return step * power * 100;
}

/** The width of an element, followed as it changes (the chart draws in pixels so its text stays readable). */
function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * Revenue per day as a plain SVG bar chart. Accessible without seeing it: the SVG is one image with a summary
 * (total, best day), and every value is in the table below it. Readable without colour: one bar colour, today's
 * bar marked by a label, gridlines labelled.
 */
export function RevenueChart({ days, currency, locale, today }: { days: RevenueDay[]; currency: string; locale: string; today: string }) {
  const t = useT();
  const id = useId();
  const [ref, width] = useWidth<HTMLDivElement>();
  const total = days.reduce((sum, d) => sum + d.revenueCents, 0);
  const best = days.reduce<RevenueDay | null>((top, d) => (top === null || d.revenueCents > top.revenueCents ? d : top), null);
  const top = niceMax(best?.revenueCents ?? 0);
  const innerW = Math.max(0, width - PAD.left - PAD.right);
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = days.length > 0 ? innerW / days.length : 0;
  const barW = Math.max(2, slot * 0.7);
  const y = (cents: number) => PAD.top + innerH - (cents / top) * innerH;
  const ticks = [0, top / 2, top];
  const summary = t('adDashChartSummary', {
    from: longDay(days[0]?.day ?? today, locale),
    to: longDay(days[days.length - 1]?.day ?? today, locale),
    total: money(total, currency, locale),
    maxDay: best ? longDay(best.day, locale) : '–',
    max: money(best?.revenueCents ?? 0, currency, locale),
  });
  return (
    <figure className="revenue-chart">
      <div ref={ref} className="revenue-chart__canvas">
        {width > 0 && (
          <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-labelledby={`${id}-desc`} data-testid="revenue-chart">
            {ticks.map((tick) => (
              <g key={tick} className="revenue-chart__grid">
                <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
                <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                  {axisMoney(tick, currency, locale)}
                </text>
              </g>
            ))}
            {days.map((d, i) => {
              const h = Math.max(d.revenueCents > 0 ? 2 : 0, (d.revenueCents / top) * innerH);
              const x = PAD.left + i * slot + (slot - barW) / 2;
              const isToday = d.day === today;
              const labelled = (days.length - 1 - i) % 7 === 0;
              return (
                <g key={d.day}>
                  <rect className={`revenue-chart__bar${isToday ? ' is-today' : ''}`} x={x} y={PAD.top + innerH - h} width={barW} height={h}>
                    <title>{`${longDay(d.day, locale)}: ${money(d.revenueCents, currency, locale)}, ${count(d.orders, locale)} ${t('adDashOrders')}`}</title>
                  </rect>
                  {labelled && (
                    <text className="revenue-chart__day" x={x + barW / 2} y={HEIGHT - 8} textAnchor={i === days.length - 1 ? 'end' : 'middle'}>
                      {isToday ? t('adDashTodayMark') : shortDay(d.day, locale)}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        )}
      </div>
      <figcaption id={`${id}-desc`} className="revenue-chart__summary">
        {summary}
      </figcaption>
      <details className="revenue-chart__table">
        <summary>{t('adDashChartTable')}</summary>
        <div className="table-wrap">
          <table className="data-table data-table--admin">
            <caption className="visually-hidden">{t('adDashRevenueChart')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adDashDay')}</th>
                <th scope="col" className="num">
                  {t('adDashOrders')}
                </th>
                <th scope="col" className="num">
                  {t('adDashRevenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.day}>
                  <th scope="row">{longDay(d.day, locale)}</th>
                  <td className="num">{count(d.orders, locale)}</td>
                  <td className="num">{money(d.revenueCents, currency, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
