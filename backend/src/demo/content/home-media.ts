import { escapeXml, renderProductImageSvg } from '../catalogue/product-image';

/**
 * Pictures of the demo home page (pure, deterministic): wide banners for the slider and the hero rows,
 * composed of the catalogue's technical illustrations on the brand's blue. Texts are never inside a picture
 * (the page shows them as HTML: translated, readable, accessible).
 */
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 640;
export const ROW_WIDTH = 960;
export const ROW_HEIGHT = 640;

interface Composition {
  /** Background gradient, from → to. */
  colors: [string, string];
  /** Illustration keys placed from the right edge leftwards. */
  keys: string[];
}

const BANNERS: Record<string, Composition> = {
  'home-hoses': { colors: ['#0b4f8a', '#06325a'], keys: ['hose-tn1', 'coupling-camlock', 'hose-epdm'] },
  'home-ejectors': { colors: ['#24313f', '#111a24'], keys: ['drawing-ejector', 'screw-fitting-elbow', 'socket-hose'] },
  'home-automation': { colors: ['#0d5c63', '#073a40'], keys: ['robot-cobot', 'inspection-system', 'fence-door'] },
};

const ROWS: Record<string, Composition> = {
  'home-assembly': { colors: ['#e8eef5', '#d3dfeb'], keys: ['drawing-hose', 'coupling-quick', 'hose-clip', 'hose-coil'] },
  'home-references': { colors: ['#eef1f4', '#dde3ea'], keys: ['robot-scara', 'drawing-robot-workspace', 'service-ce', 'service-training'] },
  'home-contact': { colors: ['#0b4f8a', '#083d6b'], keys: ['service-installation', 'service-travel', 'drawing-coupling', 'screw-fitting-tee'] },
  'home-quality': { colors: ['#f4f6f8', '#e3e9ef'], keys: ['drawing-coupling', 'service-ce', 'hose-hif', 'socket-insulation'] },
  'home-video-poster': { colors: ['#1d2834', '#0f161e'], keys: ['robot-cobot', 'fence-panel', 'inspection-system', 'fence-hatch'] },
};

function inner(svg: string): string {
  // A nested <svg> keeps the illustration's own viewBox; the outer attributes are replaced by position and size.
  return svg.replace(/^<svg [^>]*>/, '').replace(/<\/svg>$/, '');
}

function nested(key: string, x: number, y: number, size: number): string {
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 600 600">${inner(renderProductImageSvg(key))}</svg>`;
}

function frame(width: number, height: number, label: string, colors: [string, string], body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient>`,
    `<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="1"/></pattern></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#grid)"/>`,
    body,
    '</svg>',
  ].join('');
}

/** A slider banner: the illustrations on the right 60 %, the left part free for the slide's text. */
export function renderBannerSvg(name: string): string {
  const c = BANNERS[name];
  if (!c) throw new Error(`unknown banner ${name}`);
  const size = 300;
  const y = (BANNER_HEIGHT - size) / 2;
  const body = c.keys.map((key, i) => nested(key, BANNER_WIDTH - 60 - (i + 1) * size - i * 30, y + (i % 2 === 0 ? -40 : 40), size)).join('');
  return frame(BANNER_WIDTH, BANNER_HEIGHT, name, c.colors, body);
}

/** A hero row's picture: four illustrations in a 2 × 2 arrangement. */
export function renderRowSvg(name: string): string {
  const c = ROWS[name];
  if (!c) throw new Error(`unknown row picture ${name}`);
  const size = 260;
  const gap = 40;
  const x0 = (ROW_WIDTH - 2 * size - gap) / 2;
  const y0 = (ROW_HEIGHT - 2 * size - gap) / 2;
  const body = c.keys.map((key, i) => nested(key, x0 + (i % 2) * (size + gap), y0 + Math.floor(i / 2) * (size + gap), size)).join('');
  return frame(ROW_WIDTH, ROW_HEIGHT, name, c.colors, body);
}

/** Every home picture as media path → SVG text (written to media storage by the demo seed). */
export function homeMediaFiles(): Array<{ path: string; svg: string }> {
  return [
    ...Object.keys(BANNERS).map((name) => ({ path: `content/${name}.svg`, svg: renderBannerSvg(name) })),
    ...Object.keys(ROWS).map((name) => ({ path: `content/${name}.svg`, svg: renderRowSvg(name) })),
  ];
}
