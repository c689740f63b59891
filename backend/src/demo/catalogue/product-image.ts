/**
 * Simple technical-illustration pictures for the demo catalogue (pure, deterministic).
 *
 * `renderProductImageSvg(imageKey, label?)` returns a 600×600 SVG on a light background: a stylised
 * hose, coupling, pin, robot, conveyor, fence or service icon. Products reference them as
 * `/media/products/<imageKey>.svg`; unknown keys get a neutral placeholder.
 */

const SIZE = 600;
const INK = '#2b3a4a';
const MUTED = '#6b7a8a';
const BRASS = '#c9a44c';
const BRASS_DARK = '#9c7a2c';
const STEEL = '#b9c3cc';
const STEEL_DARK = '#7f8c98';
const RUBBER = '#2f3337';
const ORANGE = '#f0892a';
const BLUE = '#2f6fb0';
const YELLOW = '#f2c200';

type Painter = () => string;

// ---------------------------------------------------------------------------------------------
// Small SVG helpers
// ---------------------------------------------------------------------------------------------

const n = (v: number): string => String(Math.round(v * 10) / 10);
const attrs = (a: Record<string, string | number>): string =>
  Object.entries(a)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join(' ');
const rect = (x: number, y: number, w: number, h: number, a: Record<string, string | number> = {}): string => `<rect ${attrs({ x, y, width: w, height: h, ...a })}/>`;
const circle = (cx: number, cy: number, r: number, a: Record<string, string | number> = {}): string => `<circle ${attrs({ cx, cy, r, ...a })}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Record<string, string | number> = {}): string => `<ellipse ${attrs({ cx, cy, rx, ry, ...a })}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, a: Record<string, string | number> = {}): string => `<line ${attrs({ x1, y1, x2, y2, stroke: INK, 'stroke-width': 3, ...a })}/>`;
const path = (d: string, a: Record<string, string | number> = {}): string => `<path ${attrs({ d, ...a })}/>`;
const poly = (points: [number, number][], a: Record<string, string | number> = {}): string => `<polygon ${attrs({ points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), ...a })}/>`;
const text = (x: number, y: number, content: string, a: Record<string, string | number> = {}): string =>
  `<text ${attrs({ x, y, 'font-family': 'Arial, Helvetica, sans-serif', 'font-size': 24, fill: MUTED, 'text-anchor': 'middle', ...a })}>${escapeXml(content)}</text>`;
const outline = { stroke: INK, 'stroke-width': 4, 'stroke-linejoin': 'round' };

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Hexagon nut seen from the side: three visible flats. */
function hexSide(x: number, y: number, w: number, h: number, fill: string, dark: string): string {
  return [rect(x, y, w, h, { fill, ...outline, rx: 4 }), line(x, y + h / 3, x + w, y + h / 3, { stroke: dark, 'stroke-width': 3 }), line(x, y + (2 * h) / 3, x + w, y + (2 * h) / 3, { stroke: dark, 'stroke-width': 3 })].join('');
}

/** External thread: a body with evenly spaced flank lines. */
function thread(x: number, y: number, w: number, h: number, fill: string, dark: string): string {
  const lines: string[] = [rect(x, y, w, h, { fill, ...outline })];
  for (let lx = x + 8; lx < x + w - 4; lx += 12) lines.push(line(lx, y + 2, lx + 6, y + h - 2, { stroke: dark, 'stroke-width': 2.5 }));
  return lines.join('');
}

/** Hose barb: sawtooth profile pointing right. */
function barb(x: number, cy: number, length: number, h: number, teeth: number, fill: string): string {
  const pts: [number, number][] = [[x, cy - h / 2]];
  const step = length / teeth;
  for (let i = 0; i < teeth; i++) {
    const x0 = x + i * step;
    pts.push([x0 + step * 0.85, cy - h / 2 - 12], [x0 + step, cy - h / 2]);
  }
  pts.push([x + length, cy + h / 2]);
  for (let i = teeth - 1; i >= 0; i--) {
    const x0 = x + i * step;
    pts.push([x0 + step * 0.85, cy + h / 2 + 12], [x0, cy + h / 2]);
  }
  return poly(pts, { fill, ...outline });
}

/** Dimension line with arrows and a centred caption. */
function dimension(x1: number, y1: number, x2: number, y2: number, caption: string): string {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const arrow = (x: number, y: number, dir: number): string => {
    const a1 = angle + dir * Math.PI + 0.35;
    const a2 = angle + dir * Math.PI - 0.35;
    return poly(
      [
        [x, y],
        [x + 16 * Math.cos(a1), y + 16 * Math.sin(a1)],
        [x + 16 * Math.cos(a2), y + 16 * Math.sin(a2)],
      ],
      { fill: BLUE },
    );
  };
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const vertical = Math.abs(x2 - x1) < Math.abs(y2 - y1);
  return [
    line(x1, y1, x2, y2, { stroke: BLUE, 'stroke-width': 2 }),
    arrow(x1, y1, 0),
    arrow(x2, y2, 1),
    // Captions of vertical dimensions sit on the outer side (right half: right of the line).
    vertical
      ? text(mx > SIZE / 2 ? mx + 10 : mx - 10, my + 8, caption, { fill: BLUE, 'font-size': 22, 'text-anchor': mx > SIZE / 2 ? 'start' : 'end', 'font-style': 'italic' })
      : text(mx, my - 10, caption, { fill: BLUE, 'font-size': 22, 'font-style': 'italic' }),
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Hoses
// ---------------------------------------------------------------------------------------------

const HOSE_PATH = 'M 80 390 C 190 140, 380 520, 520 230';

interface HoseStyle {
  body: string;
  highlight: string;
  /** Extra strokes on top of the body (corrugation, braid, helix, print line). */
  overlay: string;
  defs?: string;
  endFill: string;
}

function hose(style: HoseStyle): string {
  return [
    style.defs ? `<defs>${style.defs}</defs>` : '',
    path(HOSE_PATH, { fill: 'none', stroke: INK, 'stroke-width': 96, 'stroke-linecap': 'butt' }),
    path(HOSE_PATH, { fill: 'none', stroke: style.body, 'stroke-width': 88, 'stroke-linecap': 'butt' }),
    style.overlay,
    path(HOSE_PATH, { fill: 'none', stroke: style.highlight, 'stroke-width': 10, 'stroke-linecap': 'round', opacity: 0.55, transform: 'translate(-6 -22)' }),
    // Cut end at the start of the path, showing the wall and the bore.
    ellipse(80, 390, 22, 47, { fill: style.endFill, ...outline, transform: 'rotate(22 80 390)' }),
    ellipse(80, 390, 11, 26, { fill: '#f4f6f8', stroke: INK, 'stroke-width': 3, transform: 'rotate(22 80 390)' }),
  ].join('');
}

const elastomer = (body: string, highlight: string, printColour: string): Painter => () =>
  hose({
    body,
    highlight,
    endFill: body,
    overlay: path(HOSE_PATH, { fill: 'none', stroke: printColour, 'stroke-width': 4, 'stroke-dasharray': '38 22', opacity: 0.9, transform: 'translate(0 18)' }),
  });

const corrugated = (pitch: number, braid: boolean): Painter => () =>
  hose({
    body: STEEL,
    highlight: '#ffffff',
    endFill: STEEL,
    defs: braid
      ? `<pattern id="braid" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="${STEEL}"/><path d="M0 0 L14 14 M14 0 L0 14" stroke="${STEEL_DARK}" stroke-width="2.5"/></pattern>`
      : undefined,
    overlay: braid
      ? path(HOSE_PATH, { fill: 'none', stroke: 'url(#braid)', 'stroke-width': 88 })
      : path(HOSE_PATH, { fill: 'none', stroke: STEEL_DARK, 'stroke-width': 88, 'stroke-dasharray': `${n(pitch / 2.5)} ${n(pitch)}` }),
  });

const PAINTERS: Record<string, Painter> = {
  'hose-epdm': elastomer(RUBBER, '#8a9096', '#e8e8e8'),
  'hose-nbr': elastomer('#3a3f45', '#9aa1a8', '#e0b040'),
  'hose-pvc': () =>
    hose({
      body: '#bfe3cf',
      highlight: '#ffffff',
      endFill: '#a6d8bd',
      overlay:
        path(HOSE_PATH, { fill: 'none', stroke: '#5aa57c', 'stroke-width': 60, 'stroke-dasharray': '6 10', opacity: 0.55 }) +
        path(HOSE_PATH, { fill: 'none', stroke: '#e9f6ee', 'stroke-width': 26, opacity: 0.8 }),
    }),
  'hose-goldsnake': () =>
    hose({
      body: '#d4a017',
      highlight: '#fff1b8',
      endFill: '#d4a017',
      overlay: path(HOSE_PATH, { fill: 'none', stroke: '#8f6a00', 'stroke-width': 88, 'stroke-dasharray': '6 26' }),
    }),
  'hose-wf': corrugated(16, false),
  'hose-tn1': corrugated(16, true),
  'hose-hif': corrugated(9, false),
  'hose-coil': () => {
    const rings: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = 200 - i * 22;
      rings.push(ellipse(300, 300, r, r * 0.62, { fill: 'none', stroke: INK, 'stroke-width': 30 }));
      rings.push(ellipse(300, 300, r, r * 0.62, { fill: 'none', stroke: RUBBER, 'stroke-width': 22 }));
      rings.push(ellipse(300, 296, r, r * 0.62, { fill: 'none', stroke: '#8a9096', 'stroke-width': 3, opacity: 0.7 }));
    }
    return rings.join('') + rect(420, 240, 120, 36, { fill: '#ffffff', ...outline, rx: 6 }) + text(480, 266, 'SL', { fill: INK, 'font-size': 22, 'font-weight': 'bold' });
  },
  'hose-insulation': () =>
    `<g transform="translate(-40 0)">${[
      rect(90, 230, 400, 140, { fill: '#3b3f44', ...outline, rx: 10 }),
      path('M 100 250 H 480', { stroke: '#60666d', 'stroke-width': 8, 'stroke-dasharray': '2 10' }),
      ellipse(490, 300, 38, 70, { fill: '#4a4f55', ...outline }),
      rect(490, 270, 70, 60, { fill: STEEL, ...outline }),
      ellipse(560, 300, 12, 30, { fill: STEEL, ...outline }),
      ellipse(560, 300, 6, 18, { fill: '#f4f6f8', stroke: INK, 'stroke-width': 3 }),
    ].join('')}</g>`,

  // -------------------------------------------------------------------------------------------
  // Couplings and fittings (side views, brass)
  // -------------------------------------------------------------------------------------------
  'coupling-hose-nozzle': () => [thread(70, 255, 110, 90, BRASS, BRASS_DARK), hexSide(180, 225, 70, 150, BRASS, BRASS_DARK), rect(250, 262, 30, 76, { fill: BRASS, ...outline }), barb(280, 300, 250, 64, 5, BRASS)].join(''),
  'coupling-push-lock': () =>
    [thread(70, 260, 100, 80, BRASS, BRASS_DARK), hexSide(170, 230, 70, 140, BRASS, BRASS_DARK), rect(240, 250, 40, 100, { fill: BRASS, ...outline, rx: 6 }), barb(280, 300, 240, 56, 3, BRASS)].join(''),
  'coupling-camlock': () =>
    [
      rect(140, 220, 200, 160, { fill: STEEL, ...outline, rx: 14 }),
      rect(120, 240, 24, 120, { fill: STEEL_DARK, ...outline }),
      barb(340, 300, 190, 80, 4, STEEL),
      path('M 190 220 L 150 110 Q 146 96 162 94 L 186 94 Q 198 96 200 110 L 230 220 Z', { fill: STEEL_DARK, ...outline }),
      path('M 190 380 L 150 490 Q 146 504 162 506 L 186 506 Q 198 504 200 490 L 230 380 Z', { fill: STEEL_DARK, ...outline }),
      circle(208, 220, 12, { fill: '#ffffff', ...outline }),
      circle(208, 380, 12, { fill: '#ffffff', ...outline }),
    ].join(''),
  'coupling-storz': () =>
    [
      circle(300, 300, 190, { fill: '#cfd5db', ...outline }),
      circle(300, 300, 140, { fill: STEEL, ...outline }),
      circle(300, 300, 80, { fill: '#f4f6f8', ...outline }),
      circle(300, 300, 100, { fill: 'none', stroke: RUBBER, 'stroke-width': 14 }),
      path('M 180 150 L 240 120 L 260 170 L 210 190 Z', { fill: STEEL_DARK, ...outline }),
      path('M 420 450 L 360 480 L 340 430 L 390 410 Z', { fill: STEEL_DARK, ...outline }),
      rect(470, 285, 60, 30, { fill: STEEL_DARK, ...outline, rx: 8 }),
      rect(70, 285, 60, 30, { fill: STEEL_DARK, ...outline, rx: 8 }),
    ].join(''),
  'coupling-quick': () => {
    const knurl: string[] = [];
    for (let x = 214; x < 336; x += 10) knurl.push(line(x, 228, x, 372, { stroke: BRASS_DARK, 'stroke-width': 2 }));
    return [
      thread(60, 262, 90, 76, BRASS, BRASS_DARK),
      hexSide(150, 236, 60, 128, BRASS, BRASS_DARK),
      rect(210, 226, 130, 148, { fill: '#d8b865', ...outline, rx: 12 }),
      ...knurl,
      rect(340, 258, 40, 84, { fill: BRASS, ...outline }),
      rect(380, 272, 110, 56, { fill: STEEL, ...outline, rx: 6 }),
      rect(405, 268, 14, 64, { fill: STEEL_DARK, ...outline }),
      hexSide(490, 250, 50, 100, STEEL, STEEL_DARK),
    ].join('');
  },
  'screw-fitting-straight': () => [thread(60, 262, 100, 76, BRASS, BRASS_DARK), hexSide(160, 230, 80, 140, BRASS, BRASS_DARK), rect(240, 250, 120, 100, { fill: BRASS, ...outline }), hexSide(360, 220, 90, 160, BRASS, BRASS_DARK), thread(450, 262, 100, 76, BRASS, BRASS_DARK)].join(''),
  'screw-fitting-elbow': () =>
    [
      path('M 120 250 H 330 Q 350 250 350 270 V 470 H 250 V 350 H 120 Z', { fill: BRASS, ...outline }),
      hexSide(60, 230, 60, 140, BRASS, BRASS_DARK),
      rect(230, 470, 140, 60, { fill: BRASS, ...outline }),
      line(250, 490, 350, 490, { stroke: BRASS_DARK }),
      line(250, 510, 350, 510, { stroke: BRASS_DARK }),
      thread(250, 120, 100, 130, BRASS, BRASS_DARK),
    ].join(''),
  'screw-fitting-tee': () =>
    [
      rect(90, 250, 420, 100, { fill: BRASS, ...outline }),
      rect(250, 130, 100, 120, { fill: BRASS, ...outline }),
      hexSide(40, 230, 60, 140, BRASS, BRASS_DARK),
      hexSide(500, 230, 60, 140, BRASS, BRASS_DARK),
      rect(230, 90, 140, 50, { fill: BRASS, ...outline }),
      line(230, 106, 370, 106, { stroke: BRASS_DARK }),
      line(230, 124, 370, 124, { stroke: BRASS_DARK }),
    ].join(''),
  'hose-clip': () => {
    const slots: string[] = [];
    for (let a = 200; a <= 340; a += 14) {
      const r = (a * Math.PI) / 180;
      slots.push(line(300 + 150 * Math.cos(r), 320 + 150 * Math.sin(r), 300 + 170 * Math.cos(r), 320 + 170 * Math.sin(r), { stroke: STEEL_DARK, 'stroke-width': 4 }));
    }
    return [
      circle(300, 320, 160, { fill: 'none', stroke: INK, 'stroke-width': 34 }),
      circle(300, 320, 160, { fill: 'none', stroke: STEEL, 'stroke-width': 26 }),
      ...slots,
      rect(230, 110, 140, 70, { fill: STEEL, ...outline, rx: 10 }),
      rect(370, 124, 40, 42, { fill: STEEL_DARK, ...outline, rx: 4 }),
      line(390, 130, 390, 160, { stroke: '#ffffff', 'stroke-width': 5 }),
      line(250, 145, 350, 145, { stroke: STEEL_DARK, 'stroke-width': 3, 'stroke-dasharray': '6 6' }),
    ].join('');
  },
  'socket-hose': () => {
    const rings: string[] = [];
    for (let x = 190; x <= 410; x += 44) rings.push(rect(x, 200, 22, 200, { fill: STEEL_DARK, ...outline, rx: 4 }));
    return [rect(150, 210, 300, 180, { fill: STEEL, ...outline, rx: 12 }), ...rings, ellipse(450, 300, 26, 90, { fill: '#dfe5ea', ...outline }), ellipse(450, 300, 12, 50, { fill: RUBBER, stroke: INK, 'stroke-width': 3 })].join('');
  },
  'socket-insulation': () =>
    [rect(150, 190, 260, 220, { fill: STEEL, ...outline, rx: 16 }), rect(410, 170, 40, 260, { fill: STEEL_DARK, ...outline, rx: 8 }), ellipse(450, 300, 30, 120, { fill: '#dfe5ea', ...outline }), ellipse(450, 300, 18, 70, { fill: '#3b3f44', stroke: INK, 'stroke-width': 3 })].join(''),
  'accessory-paste': () =>
    [
      path('M 170 220 L 190 470 Q 192 490 212 490 L 388 490 Q 408 490 410 470 L 430 220 Z', { fill: '#ffffff', ...outline }),
      rect(150, 180, 300, 50, { fill: BLUE, ...outline, rx: 10 }),
      rect(200, 300, 200, 110, { fill: '#e9f1f9', stroke: BLUE, 'stroke-width': 3, rx: 6 }),
      text(300, 350, 'PASTE', { fill: BLUE, 'font-size': 32, 'font-weight': 'bold' }),
      text(300, 385, '1 kg', { fill: BLUE, 'font-size': 22 }),
    ].join(''),
  'accessory-tape': () => [circle(300, 300, 170, { fill: '#f7f7f7', ...outline }), circle(300, 300, 90, { fill: '#e8ecef', ...outline }), circle(300, 300, 70, { fill: '#ffffff', ...outline }), path('M 470 300 L 540 300 L 540 360 L 460 340 Z', { fill: '#f7f7f7', ...outline })].join(''),

  // -------------------------------------------------------------------------------------------
  // Automation
  // -------------------------------------------------------------------------------------------
  // The locations page's cards: a works building with a hall, offices and the brand's sign.
  location: () =>
    [
      rect(60, 470, 480, 14, { fill: STEEL_DARK }),
      rect(90, 250, 250, 220, { fill: STEEL, ...outline }),
      path('M 90 250 L 150 200 L 210 250 L 270 200 L 340 250', { fill: 'none', ...outline }),
      rect(340, 170, 170, 300, { fill: '#e4e9ee', ...outline }),
      ...[0, 1, 2, 3].flatMap((row) => [0, 1, 2].map((col) => rect(360 + col * 50, 195 + row * 60, 34, 38, { fill: BLUE, opacity: 0.75 }))),
      rect(130, 360, 90, 110, { fill: '#5b6470', ...outline }),
      rect(240, 330, 70, 60, { fill: BLUE, opacity: 0.75, ...outline }),
      rect(400, 420, 50, 50, { fill: '#5b6470', ...outline }),
      rect(360, 130, 110, 30, { fill: BLUE, rx: 4 }),
      rect(384, 140, 62, 10, { fill: '#ffffff', rx: 2 }),
    ].join(''),
  robot: () =>
    [
      rect(150, 440, 200, 50, { fill: '#5b6470', ...outline, rx: 6 }),
      rect(180, 380, 140, 64, { fill: ORANGE, ...outline, rx: 10 }),
      path('M 230 390 L 300 200 L 350 216 L 280 404 Z', { fill: ORANGE, ...outline }),
      circle(250, 395, 34, { fill: '#5b6470', ...outline }),
      path('M 310 190 L 470 150 L 480 196 L 322 236 Z', { fill: ORANGE, ...outline }),
      circle(322, 210, 32, { fill: '#5b6470', ...outline }),
      circle(478, 172, 24, { fill: '#5b6470', ...outline }),
      rect(470, 190, 18, 70, { fill: '#5b6470', ...outline }),
      path('M 456 260 H 504 V 300 H 492 V 276 H 468 V 300 H 456 Z', { fill: '#5b6470', ...outline }),
    ].join(''),
  'robot-scara': () =>
    [
      rect(150, 450, 160, 40, { fill: '#5b6470', ...outline, rx: 6 }),
      rect(190, 200, 80, 250, { fill: '#e7eaee', ...outline, rx: 8 }),
      rect(180, 170, 220, 60, { fill: '#e7eaee', ...outline, rx: 30 }),
      circle(210, 200, 20, { fill: BLUE, ...outline }),
      rect(370, 180, 170, 50, { fill: '#e7eaee', ...outline, rx: 25 }),
      circle(390, 205, 20, { fill: BLUE, ...outline }),
      rect(500, 150, 24, 220, { fill: STEEL, ...outline }),
      rect(490, 370, 44, 24, { fill: '#5b6470', ...outline }),
    ].join(''),
  'robot-cobot': () =>
    [
      rect(170, 450, 160, 40, { fill: '#5b6470', ...outline, rx: 6 }),
      rect(215, 360, 70, 92, { fill: '#f3f5f7', ...outline, rx: 18 }),
      rect(215, 372, 70, 12, { fill: BLUE }),
      path('M 236 370 L 300 210 L 344 226 L 280 386 Z', { fill: '#f3f5f7', ...outline }),
      circle(322, 214, 30, { fill: '#f3f5f7', ...outline }),
      circle(322, 214, 18, { fill: BLUE }),
      path('M 330 196 L 460 236 L 448 280 L 318 240 Z', { fill: '#f3f5f7', ...outline }),
      circle(456, 258, 26, { fill: '#f3f5f7', ...outline }),
      circle(456, 258, 14, { fill: BLUE }),
      rect(446, 282, 22, 52, { fill: '#5b6470', ...outline }),
    ].join(''),
  'inspection-system': () =>
    [
      rect(110, 120, 24, 360, { fill: STEEL, ...outline }),
      rect(110, 120, 230, 24, { fill: STEEL, ...outline }),
      rect(280, 110, 120, 90, { fill: '#39424c', ...outline, rx: 10 }),
      rect(318, 200, 44, 34, { fill: '#1f252b', ...outline }),
      ellipse(340, 250, 70, 14, { fill: '#ffffff', stroke: BLUE, 'stroke-width': 5 }),
      poly(
        [
          [320, 260],
          [360, 260],
          [450, 430],
          [230, 430],
        ],
        { fill: BLUE, opacity: 0.12 },
      ),
      rect(80, 430, 440, 30, { fill: '#5b6470', ...outline }),
      rect(290, 398, 100, 32, { fill: ORANGE, ...outline, rx: 4 }),
      path('M 450 160 l 24 24 l 44 -52', { fill: 'none', stroke: '#2e9d5b', 'stroke-width': 10, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    ].join(''),
  conveyor: () => {
    const legs = [140, 460].map((x) => rect(x, 350, 20, 150, { fill: STEEL, ...outline })).join('');
    return [
      legs,
      rect(120, 490, 60, 14, { fill: STEEL_DARK, ...outline }),
      rect(440, 490, 60, 14, { fill: STEEL_DARK, ...outline }),
      rect(80, 300, 440, 50, { fill: '#39424c', ...outline, rx: 25 }),
      circle(105, 325, 20, { fill: STEEL, ...outline }),
      circle(495, 325, 20, { fill: STEEL, ...outline }),
      rect(90, 350, 420, 16, { fill: STEEL, ...outline }),
      rect(170, 240, 70, 60, { fill: ORANGE, ...outline, rx: 6 }),
      rect(300, 250, 60, 50, { fill: ORANGE, ...outline, rx: 6 }),
      rect(410, 244, 64, 56, { fill: ORANGE, ...outline, rx: 6 }),
      path('M 250 200 H 350 l -16 -12 M 350 200 l -16 12', { fill: 'none', stroke: MUTED, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    ].join('');
  },
  'fence-panel': () => fence('panel'),
  'fence-door': () => fence('door'),
  'fence-hatch': () => fence('hatch'),
  'fence-post': () =>
    [rect(270, 80, 60, 400, { fill: YELLOW, ...outline }), rect(230, 480, 140, 24, { fill: '#5b6470', ...outline }), circle(250, 492, 6, { fill: '#ffffff' }), circle(350, 492, 6, { fill: '#ffffff' }), ...[140, 260, 380].map((y) => rect(330, y, 26, 20, { fill: '#5b6470', ...outline }))].join(''),
  'service-installation': () =>
    [
      circle(300, 290, 190, { fill: '#e9f1f9', stroke: BLUE, 'stroke-width': 6 }),
      path('M 190 400 L 340 250 A 60 60 0 1 1 380 290 L 230 440 Z', { fill: STEEL, ...outline }),
      circle(398, 232, 22, { fill: '#e9f1f9', ...outline }),
      path('M 400 420 L 270 290 L 250 230 L 290 250 L 420 400 Z', { fill: ORANGE, ...outline }),
    ].join(''),
  'service-ce': () =>
    [
      path('M 170 90 H 380 L 440 150 V 500 H 170 Z', { fill: '#ffffff', ...outline }),
      path('M 380 90 V 150 H 440', { fill: 'none', ...outline }),
      text(305, 330, 'CE', { fill: INK, 'font-size': 120, 'font-weight': 'bold' }),
      ...[380, 410, 440].map((y) => line(210, y, 400, y, { stroke: MUTED, 'stroke-width': 6, 'stroke-linecap': 'round' })),
      circle(400, 470, 36, { fill: BLUE, stroke: INK, 'stroke-width': 3 }),
      path('M 384 470 l 12 12 l 22 -26', { fill: 'none', stroke: '#ffffff', 'stroke-width': 7, 'stroke-linecap': 'round' }),
    ].join(''),
  'service-training': () =>
    [
      rect(150, 110, 340, 220, { fill: '#ffffff', ...outline, rx: 8 }),
      line(320, 330, 260, 470, { 'stroke-width': 6 }),
      line(320, 330, 380, 470, { 'stroke-width': 6 }),
      path('M 190 280 L 260 220 L 320 250 L 440 160', { fill: 'none', stroke: BLUE, 'stroke-width': 8, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
      circle(120, 300, 34, { fill: ORANGE, ...outline }),
      path('M 70 470 Q 70 350 120 350 Q 170 350 170 470 Z', { fill: ORANGE, ...outline }),
    ].join(''),
  'service-travel': () =>
    [
      rect(90, 230, 280, 170, { fill: '#ffffff', ...outline, rx: 10 }),
      path('M 370 270 H 450 L 510 330 V 400 H 370 Z', { fill: BLUE, ...outline }),
      rect(395, 285, 50, 40, { fill: '#e9f1f9', stroke: INK, 'stroke-width': 3 }),
      circle(170, 410, 36, { fill: '#39424c', ...outline }),
      circle(170, 410, 14, { fill: STEEL }),
      circle(440, 410, 36, { fill: '#39424c', ...outline }),
      circle(440, 410, 14, { fill: STEEL }),
      text(230, 330, 'SERVICE', { fill: BLUE, 'font-size': 34, 'font-weight': 'bold' }),
    ].join(''),

  // -------------------------------------------------------------------------------------------
  // Dimensional drawings (additional images)
  // -------------------------------------------------------------------------------------------
  'drawing-hose': () =>
    [
      circle(230, 300, 150, { fill: '#eef2f6', stroke: INK, 'stroke-width': 4 }),
      circle(230, 300, 100, { fill: '#ffffff', stroke: INK, 'stroke-width': 4 }),
      line(60, 300, 400, 300, { stroke: MUTED, 'stroke-width': 2, 'stroke-dasharray': '18 6 4 6' }),
      line(230, 130, 230, 470, { stroke: MUTED, 'stroke-width': 2, 'stroke-dasharray': '18 6 4 6' }),
      dimension(130, 300, 330, 300, 'd1'),
      dimension(470, 150, 470, 450, 'd2'),
      line(230, 150, 480, 150, { stroke: BLUE, 'stroke-width': 1.5 }),
      line(230, 450, 480, 450, { stroke: BLUE, 'stroke-width': 1.5 }),
    ].join(''),
  'drawing-coupling': () =>
    [
      rect(80, 250, 110, 100, { fill: 'none', ...outline }),
      rect(190, 220, 70, 160, { fill: 'none', ...outline }),
      path('M 260 270 L 520 270 L 520 330 L 260 330', { fill: 'none', ...outline }),
      line(60, 300, 540, 300, { stroke: MUTED, 'stroke-width': 2, 'stroke-dasharray': '18 6 4 6' }),
      dimension(80, 440, 520, 440, 'L'),
      dimension(140, 160, 140, 250, 'G'),
      dimension(560, 270, 560, 330, 'DN'),
    ].join(''),
  'drawing-ejector': () =>
    [
      rect(70, 230, 34, 140, { fill: 'none', ...outline }),
      rect(104, 275, 420, 50, { fill: 'none', ...outline }),
      line(50, 300, 550, 300, { stroke: MUTED, 'stroke-width': 2, 'stroke-dasharray': '18 6 4 6' }),
      dimension(70, 440, 524, 440, 'l'),
      dimension(560, 275, 560, 325, 'd1'),
      dimension(40, 230, 40, 370, 'd2'),
      dimension(70, 190, 104, 190, 'k'),
    ].join(''),
  'drawing-robot-workspace': () =>
    [
      path('M 300 470 L 300 120 A 350 350 0 0 1 547 223 Z', { fill: '#e9f1f9', stroke: BLUE, 'stroke-width': 3 }),
      path('M 300 470 L 53 223 A 350 350 0 0 1 300 120 Z', { fill: '#e9f1f9', stroke: BLUE, 'stroke-width': 3 }),
      circle(300, 470, 50, { fill: '#ffffff', ...outline }),
      circle(300, 470, 20, { fill: ORANGE, ...outline }),
      dimension(300, 420, 300, 120, 'R'),
    ].join(''),
};

// Ejector pins: every valid combination of type and head shape.
const EJECTOR_KEYS: [string, string][] = [
  ['straight', 'cylinder'],
  ['straight', 'anti-rotation'],
  ['straight', 'countersunk'],
  ['offset', 'cylinder'],
  ['offset', 'countersunk'],
  ['flat', 'cylinder'],
  ['core-pin', 'cylinder'],
  ['core-pin', 'countersunk'],
];
for (const [type, head] of EJECTOR_KEYS) PAINTERS[`ejector-${type}-${head}`] = () => ejector(type, head);

function ejector(type: string, head: string): string {
  const cy = 300;
  const shank = type === 'offset' ? 56 : 44;
  const parts: string[] = [];
  // Head on the left.
  if (head === 'countersunk') {
    parts.push(
      poly(
        [
          [70, cy - 70],
          [110, cy - 70],
          [150, cy - shank / 2],
          [150, cy + shank / 2],
          [110, cy + 70],
          [70, cy + 70],
        ],
        { fill: STEEL, ...outline },
      ),
    );
  } else {
    parts.push(rect(70, cy - 70, 44, 140, { fill: STEEL, ...outline, rx: 4 }));
    if (head === 'anti-rotation') parts.push(rect(70, cy - 70, 44, 22, { fill: STEEL_DARK, ...outline }), line(70, cy - 48, 114, cy - 48, { stroke: ORANGE, 'stroke-width': 4 }));
  }
  const start = head === 'countersunk' ? 150 : 114;
  if (type === 'offset') {
    parts.push(rect(start, cy - shank / 2, 250, shank, { fill: STEEL, ...outline }));
    parts.push(poly([[start + 250, cy - shank / 2], [start + 270, cy - 11], [start + 270, cy + 11], [start + 250, cy + shank / 2]], { fill: STEEL, ...outline }));
    parts.push(rect(start + 270, cy - 11, 530 - start - 270, 22, { fill: STEEL, ...outline }));
  } else if (type === 'flat') {
    parts.push(rect(start, cy - shank / 2, 230, shank, { fill: STEEL, ...outline }));
    parts.push(poly([[start + 230, cy - shank / 2], [start + 260, cy - 36], [start + 260, cy + 36], [start + 230, cy + shank / 2]], { fill: STEEL, ...outline }));
    parts.push(rect(start + 260, cy - 36, 530 - start - 260, 72, { fill: '#d3dae0', ...outline, rx: 3 }));
    parts.push(line(start + 270, cy, 520, cy, { stroke: STEEL_DARK, 'stroke-width': 2 }));
  } else {
    parts.push(rect(start, cy - shank / 2, 530 - start, shank, { fill: STEEL, ...outline }));
    if (type === 'core-pin') parts.push(poly([[500, cy - shank / 2], [530, cy - shank / 2 + 10], [530, cy + shank / 2 - 10], [500, cy + shank / 2]], { fill: '#d3dae0', ...outline }));
  }
  parts.push(line(start + 4, cy - shank / 2 + 8, 520, cy - shank / 2 + 8, { stroke: '#ffffff', 'stroke-width': 4, opacity: 0.7 }));
  parts.push(line(40, cy, 540, cy, { stroke: MUTED, 'stroke-width': 1.5, 'stroke-dasharray': '18 6 4 6' }));
  parts.push(dimension(70, 430, 530, 430, 'l'));
  parts.push(dimension(548, cy - shank / 2, 548, cy + shank / 2, type === 'flat' ? 'b' : 'd1'));
  return parts.join('');
}

function fence(kind: 'panel' | 'door' | 'hatch'): string {
  const mesh: string[] = [];
  for (let x = 150; x <= 450; x += 20) mesh.push(line(x, 110, x, 450, { stroke: '#5b6470', 'stroke-width': 2 }));
  for (let y = 130; y <= 440; y += 40) mesh.push(line(130, y, 470, y, { stroke: '#5b6470', 'stroke-width': 2 }));
  const parts = [rect(130, 110, 340, 340, { fill: '#eef1f4', stroke: '#39424c', 'stroke-width': 8 }), ...mesh];
  if (kind === 'hatch') parts.push(rect(210, 250, 180, 120, { fill: '#dfe5ea', stroke: '#39424c', 'stroke-width': 8 }), rect(280, 240, 40, 16, { fill: YELLOW, ...outline }));
  if (kind === 'door') parts.push(rect(430, 260, 28, 60, { fill: '#39424c', ...outline, rx: 6 }), rect(440, 160, 24, 40, { fill: '#d93b3b', ...outline, rx: 4 }), ...[150, 400].map((y) => rect(126, y, 16, 34, { fill: '#39424c' })));
  parts.push(rect(90, 90, 40, 400, { fill: YELLOW, ...outline }), rect(470, 90, 40, 400, { fill: YELLOW, ...outline }), rect(70, 490, 80, 16, { fill: '#5b6470', ...outline }), rect(450, 490, 80, 16, { fill: '#5b6470', ...outline }));
  return parts.join('');
}

const placeholder: Painter = () =>
  [
    rect(150, 150, 300, 240, { fill: '#eef1f4', stroke: MUTED, 'stroke-width': 6, rx: 16 }),
    circle(230, 220, 28, { fill: '#cfd6dd' }),
    path('M 170 370 L 260 280 L 320 340 L 360 300 L 430 370 Z', { fill: '#cfd6dd' }),
  ].join('');

/** Every image key with a dedicated illustration (others render the placeholder). */
export const KNOWN_IMAGE_KEYS: readonly string[] = Object.keys(PAINTERS).sort();

export function isKnownImageKey(imageKey: string): boolean {
  return Object.prototype.hasOwnProperty.call(PAINTERS, imageKey);
}

/**
 * A 600×600 SVG picture for an image key, with an optional caption at the bottom. Same input, same
 * output; unknown keys give a neutral placeholder.
 */
export function renderProductImageSvg(imageKey: string, label?: string): string {
  const painter = isKnownImageKey(imageKey) ? PAINTERS[imageKey] : placeholder;
  const caption = label?.trim();
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${escapeXml(caption || imageKey)}">`,
    rect(0, 0, SIZE, SIZE, { fill: '#f4f6f8' }),
    rect(16, 16, SIZE - 32, SIZE - 32, { fill: '#ffffff', stroke: '#dde3ea', 'stroke-width': 2, rx: 24 }),
    `<g>${painter()}</g>`,
    caption ? text(SIZE / 2, 562, caption.length > 44 ? `${caption.slice(0, 43)}…` : caption, { fill: INK, 'font-size': 24 }) : '',
    '</svg>',
  ].join('');
}
