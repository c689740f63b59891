/**
 * Page-builder blocks (docs/rules/screens-and-routes.md#page-builder-blocks): the params of a web page (`POST /webpage/params`)
 * carry `blocks`, a list of these. Each page row is one locale, so texts are plain strings in the page's
 * language. The same checks run where blocks are seeded (backend tests) and where they are rendered
 * (frontend): a block whose params are broken is left out and reported, the rest of the page renders.
 */

export const PAGE_BLOCK_TYPES = [
  'Slider',
  'ContentGrid',
  'DefaultHeadingBar',
  'H1',
  'H2',
  'Kpis',
  'Image',
  'SimpleHeroRow',
  'DiagonalHeroRow',
  'SimpleVideoRow',
  'DiagonalVideoRow',
] as const;
export type PageBlockType = (typeof PAGE_BLOCK_TYPES)[number];

/** The slider advances every 7000 ms by default and wraps (docs/rules/constants.md#timings). */
export const SLIDER_INTERVAL_MS = 7000;
/** Bounds a block list keeps (an admin's typo must not make a page of 10,000 slides). */
export const PAGE_BLOCK_LIMITS = { blocks: 40, slides: 8, gridItems: 12, kpis: 8, text: 1200, short: 160 } as const;

/**
 * Where a block links: a web page by its translation code (resolved to the page's path in the current
 * locale, and left out while that page is not built), a product category by id, or a plain local path.
 * `query` is appended as it is (e.g. 'topic=consultation').
 */
export interface BlockLink {
  label: string;
  page?: string;
  category?: string;
  href?: string;
  query?: string;
}

/** A picture with its intrinsic size (reserves its box before it loads: no layout shift). */
export interface BlockImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface BlockVideo {
  src: string;
  /** MIME type of src, e.g. 'video/webm'. */
  type: string;
  poster: string;
  width: number;
  height: number;
  /** Text alternative: what the video shows. */
  description: string;
}

export interface SliderSlide {
  heading: string;
  text?: string;
  image: BlockImage;
  link?: BlockLink;
}

export interface GridItem {
  heading: string;
  text?: string;
  image?: BlockImage;
  /** An icon name of the shop's icon set (frontend Icon), instead of a picture. */
  icon?: string;
  link?: BlockLink;
}

export interface KpiItem {
  value: string;
  unit?: string;
  label: string;
}

export type PageBlock =
  | { type: 'Slider'; label: string; intervalMs?: number; slides: SliderSlide[] }
  | { type: 'ContentGrid'; heading?: string; intro?: string; columns: 2 | 3 | 4; items: GridItem[]; muted?: boolean }
  | { type: 'DefaultHeadingBar'; heading: string; text?: string; link?: BlockLink }
  | { type: 'H1'; text: string; lead?: string }
  | { type: 'H2'; text: string }
  | { type: 'Kpis'; heading?: string; items: KpiItem[] }
  | { type: 'Image'; image: BlockImage; caption?: string }
  | { type: 'SimpleHeroRow' | 'DiagonalHeroRow'; heading: string; text: string; image: BlockImage; imageSide?: 'left' | 'right'; links?: BlockLink[] }
  | { type: 'SimpleVideoRow' | 'DiagonalVideoRow'; heading: string; text: string; video: BlockVideo; videoSide?: 'left' | 'right'; links?: BlockLink[] };

export type BlockCheck = { ok: true; block: PageBlock } | { ok: false; problem: string };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number = PAGE_BLOCK_LIMITS.text): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= max;
const optText = (v: unknown, max: number = PAGE_BLOCK_LIMITS.text): boolean => v === undefined || text(v, max);
/** A local path ('/…', not '//…') or a media URL path; no scheme, no control characters. */
const localPath = (v: unknown): v is string => typeof v === 'string' && /^\/(?!\/)[^\s\\<>"]{0,300}$/.test(v);
const posInt = (v: unknown, max = 10000): boolean => Number.isInteger(v) && (v as number) > 0 && (v as number) <= max;

class Problem extends Error {}
function need(condition: boolean, problem: string): void {
  if (!condition) throw new Problem(problem);
}

function checkLink(v: unknown, where: string): void {
  need(isObj(v), `${where}: link must be an object`);
  const l = v as Obj;
  need(text(l.label, PAGE_BLOCK_LIMITS.short), `${where}: link label missing`);
  const targets = [l.page, l.category, l.href].filter((t) => t !== undefined);
  need(targets.length === 1, `${where}: link needs exactly one of page, category, href`);
  if (l.page !== undefined) need(typeof l.page === 'string' && /^[A-Za-z][A-Za-z0-9]{0,60}$/.test(l.page), `${where}: link page code invalid`);
  if (l.category !== undefined) need(typeof l.category === 'string' && /^[A-Za-z0-9_-]{1,80}$/.test(l.category), `${where}: link category invalid`);
  if (l.href !== undefined) need(localPath(l.href), `${where}: link href must be a local path`);
  if (l.query !== undefined) need(typeof l.query === 'string' && /^[A-Za-z0-9_=&%.+-]{1,200}$/.test(l.query), `${where}: link query invalid`);
}

function checkImage(v: unknown, where: string): void {
  need(isObj(v), `${where}: image must be an object`);
  const i = v as Obj;
  need(localPath(i.src), `${where}: image src must be a local path`);
  need(typeof i.alt === 'string' && i.alt.length <= PAGE_BLOCK_LIMITS.short, `${where}: image alt missing`);
  need(posInt(i.width) && posInt(i.height), `${where}: image width and height must be positive integers`);
}

function checkVideo(v: unknown, where: string): void {
  need(isObj(v), `${where}: video must be an object`);
  const i = v as Obj;
  need(localPath(i.src), `${where}: video src must be a local path`);
  need(i.type === 'video/webm' || i.type === 'video/mp4', `${where}: video type must be video/webm or video/mp4`);
  need(localPath(i.poster), `${where}: video poster must be a local path`);
  need(posInt(i.width) && posInt(i.height), `${where}: video width and height must be positive integers`);
  need(text(i.description, PAGE_BLOCK_LIMITS.text), `${where}: video description missing`);
}

function checkList(v: unknown, max: number, where: string): unknown[] {
  need(Array.isArray(v) && v.length > 0 && v.length <= max, `${where}: 1 to ${max} entries expected`);
  return v as unknown[];
}

function checkLinks(v: unknown, where: string): void {
  if (v === undefined) return;
  checkList(v, 3, `${where}.links`).forEach((l, i) => checkLink(l, `${where}.links[${i}]`));
}

function checkShape(b: Obj): void {
  const type = b.type as PageBlockType;
  switch (type) {
    case 'Slider':
      need(text(b.label, PAGE_BLOCK_LIMITS.short), 'Slider: label missing');
      need(b.intervalMs === undefined || (Number.isInteger(b.intervalMs) && (b.intervalMs as number) >= 2000 && (b.intervalMs as number) <= 60000), 'Slider: intervalMs must be 2000 to 60000');
      checkList(b.slides, PAGE_BLOCK_LIMITS.slides, 'Slider.slides').forEach((s, i) => {
        need(isObj(s), `Slider.slides[${i}]: must be an object`);
        const slide = s as Obj;
        need(text(slide.heading, PAGE_BLOCK_LIMITS.short), `Slider.slides[${i}]: heading missing`);
        need(optText(slide.text), `Slider.slides[${i}]: text invalid`);
        checkImage(slide.image, `Slider.slides[${i}]`);
        if (slide.link !== undefined) checkLink(slide.link, `Slider.slides[${i}]`);
      });
      return;
    case 'ContentGrid':
      need(optText(b.heading, PAGE_BLOCK_LIMITS.short) && optText(b.intro), 'ContentGrid: heading or intro invalid');
      need(b.columns === 2 || b.columns === 3 || b.columns === 4, 'ContentGrid: columns must be 2, 3 or 4');
      need(b.muted === undefined || typeof b.muted === 'boolean', 'ContentGrid: muted must be a boolean');
      checkList(b.items, PAGE_BLOCK_LIMITS.gridItems, 'ContentGrid.items').forEach((it, i) => {
        need(isObj(it), `ContentGrid.items[${i}]: must be an object`);
        const item = it as Obj;
        need(text(item.heading, PAGE_BLOCK_LIMITS.short), `ContentGrid.items[${i}]: heading missing`);
        need(optText(item.text), `ContentGrid.items[${i}]: text invalid`);
        if (item.image !== undefined) checkImage(item.image, `ContentGrid.items[${i}]`);
        need(item.icon === undefined || (typeof item.icon === 'string' && /^[A-Za-z]{1,40}$/.test(item.icon)), `ContentGrid.items[${i}]: icon invalid`);
        if (item.link !== undefined) checkLink(item.link, `ContentGrid.items[${i}]`);
      });
      return;
    case 'DefaultHeadingBar':
      need(text(b.heading, PAGE_BLOCK_LIMITS.short) && optText(b.text), 'DefaultHeadingBar: heading missing or text invalid');
      if (b.link !== undefined) checkLink(b.link, 'DefaultHeadingBar');
      return;
    case 'H1':
      need(text(b.text, PAGE_BLOCK_LIMITS.short) && optText(b.lead), 'H1: text missing or lead invalid');
      return;
    case 'H2':
      need(text(b.text, PAGE_BLOCK_LIMITS.short), 'H2: text missing');
      return;
    case 'Kpis':
      need(optText(b.heading, PAGE_BLOCK_LIMITS.short), 'Kpis: heading invalid');
      checkList(b.items, PAGE_BLOCK_LIMITS.kpis, 'Kpis.items').forEach((k, i) => {
        need(isObj(k), `Kpis.items[${i}]: must be an object`);
        const kpi = k as Obj;
        need(text(kpi.value, 20) && text(kpi.label, PAGE_BLOCK_LIMITS.short) && optText(kpi.unit, 20), `Kpis.items[${i}]: value and label required`);
      });
      return;
    case 'Image':
      checkImage(b.image, 'Image');
      need(optText(b.caption, PAGE_BLOCK_LIMITS.text), 'Image: caption invalid');
      return;
    case 'SimpleHeroRow':
    case 'DiagonalHeroRow':
      need(text(b.heading, PAGE_BLOCK_LIMITS.short) && text(b.text), `${type}: heading and text required`);
      checkImage(b.image, type);
      need(b.imageSide === undefined || b.imageSide === 'left' || b.imageSide === 'right', `${type}: imageSide must be left or right`);
      checkLinks(b.links, type);
      return;
    case 'SimpleVideoRow':
    case 'DiagonalVideoRow':
      need(text(b.heading, PAGE_BLOCK_LIMITS.short) && text(b.text), `${type}: heading and text required`);
      checkVideo(b.video, type);
      need(b.videoSide === undefined || b.videoSide === 'left' || b.videoSide === 'right', `${type}: videoSide must be left or right`);
      checkLinks(b.links, type);
      return;
  }
}

/** Checks one block's params; answers the block, or what is wrong with it (for the error report). */
export function checkPageBlock(raw: unknown): BlockCheck {
  if (!isObj(raw)) return { ok: false, problem: 'block must be an object' };
  if (typeof raw.type !== 'string' || !(PAGE_BLOCK_TYPES as readonly string[]).includes(raw.type)) {
    return { ok: false, problem: `unknown block type ${JSON.stringify(String(raw.type).slice(0, 40))}` };
  }
  try {
    checkShape(raw);
    return { ok: true, block: raw as unknown as PageBlock };
  } catch (e) {
    if (e instanceof Problem) return { ok: false, problem: e.message };
    throw e;
  }
}

/** The blocks of a page's params (`params.blocks`), unchecked; an absent or non-list value is no blocks. */
export function blocksOf(params: Record<string, unknown> | null | undefined): unknown[] {
  const blocks = params?.blocks;
  return Array.isArray(blocks) ? blocks.slice(0, PAGE_BLOCK_LIMITS.blocks) : [];
}
