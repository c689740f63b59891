/**
 * The demo shop's automation configurator data (ADR 0022): which demo articles each step offers, the fence
 * articles by width, the service articles and the figures installation and training are counted by. The
 * spec leaves all of it "not shown"; these are the demo supplier's choices, kept in the database so a shop
 * owner changes data, not code. Written like an import (SQL, in the caller's transaction), only when the
 * tables are empty: a shop owner's own data is never overwritten.
 */
import { INSPECTION, makeConveyor, makeInspection, makeRobot, ROBOTS, type ConveyorType, type RobotType } from '../catalogue/family-automation';

type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

/**
 * The conveyors the configurator offers: the belt widths and lengths a moulding cell needs (a catalogue may
 * hold further lengths; an offered article the catalogue does not sell is left out when the page asks).
 */
const CONVEYORS: ReadonlyArray<readonly [ConveyorType, readonly number[]]> = [
  ['flatBelt', [200, 300, 400, 600]],
  ['modularBelt', [300, 600]],
];
const CONVEYOR_LENGTHS = [1000, 1500, 2000, 3000];

/** Installation hours per robot by kind: a 6-axis arm takes longest to set up and wire, a cobot least. */
const ROBOT_INSTALLATION_HOURS: Readonly<Record<RobotType, number>> = { articulated: 16, scara: 10, collaborative: 8 };

export interface DemoStepArticle {
  readonly step: 'robotSelection' | 'robotProgramming' | 'inspectionSystems' | 'conveyors';
  readonly productId: string;
  readonly maxQty: number | null;
  readonly installationHours: number;
}

/** The articles of each product step, in the order the page lists them. */
export function demoAutomationSteps(): DemoStepArticle[] {
  const rows: DemoStepArticle[] = [];
  for (const [type, payload, reach] of ROBOTS) rows.push({ step: 'robotSelection', productId: makeRobot(type, payload, reach).id, maxQty: 1, installationHours: ROBOT_INSTALLATION_HOURS[type] });
  // Programming is sold by the hour: up to two weeks of a programmer.
  rows.push({ step: 'robotProgramming', productId: 'DL-PROG-H', maxQty: 80, installationHours: 0 });
  for (const [method, mp] of INSPECTION) rows.push({ step: 'inspectionSystems', productId: makeInspection(method, mp).id, maxQty: 4, installationHours: 6 });
  for (const [type, widths] of CONVEYORS) {
    for (const width of widths) for (const length of CONVEYOR_LENGTHS) rows.push({ step: 'conveyors', productId: makeConveyor(type, width, length).id, maxQty: 6, installationHours: 3 });
  }
  return rows;
}

/** Fence panels of the widths the fence length table uses (500 … 1000 mm), post, door and the two hatches. */
export const DEMO_FENCE_ARTICLES: ReadonlyArray<{ element: 'panel' | 'post' | 'door' | 'hatch'; widthMm: number | null; productId: string }> = [
  ...[500, 600, 700, 800, 900, 1000].map((w) => ({ element: 'panel' as const, widthMm: w, productId: `SZ-P-${String(w).padStart(4, '0')}` })),
  { element: 'post', widthMm: null, productId: 'SZ-PF-2200' },
  { element: 'door', widthMm: null, productId: 'SZ-T-1000' },
  { element: 'hatch', widthMm: 450, productId: 'SZ-K-450' },
  { element: 'hatch', widthMm: 600, productId: 'SZ-K-600' },
];

export const DEMO_SERVICE_ARTICLES: ReadonlyArray<{ service: 'installation' | 'training' | 'approval' | 'travel'; country: 'de' | 'at' | 'ch' | null; zipArea: number | null; productId: string }> = [
  { service: 'installation', country: null, zipArea: null, productId: 'DL-MONT-H' },
  { service: 'training', country: null, zipArea: null, productId: 'DL-SCHU-T' },
  { service: 'approval', country: null, zipArea: null, productId: 'DL-CE' },
  ...Array.from({ length: 10 }, (_, zip) => ({ service: 'travel' as const, country: 'de' as const, zipArea: zip, productId: `DL-ANF-DE-${zip}` })),
  { service: 'travel', country: 'at', zipArea: null, productId: 'DL-ANF-AT' },
  { service: 'travel', country: 'ch', zipArea: null, productId: 'DL-ANF-CH' },
];

/** Setting up, connecting and the safety test of every cell; one hour per fence element with its post; two training days. */
export const DEMO_AUTOMATION_SETTINGS = { installationBaseHours: 16, installationHoursPerFenceElement: 1, trainingDays: 2 } as const;

/** Seeds the automation configurator's tables when they are empty (a fresh demo shop, or one seeded before they existed). */
export async function seedAutomationConfigurator(query: Query): Promise<boolean> {
  const [{ n }] = (await query('SELECT (SELECT count(*) FROM automation_step_product) + (SELECT count(*) FROM automation_fence_article) + (SELECT count(*) FROM automation_service_article) + (SELECT count(*) FROM automation_setting) AS n')) as Array<{ n: string | number }>;
  if (Number(n) > 0) return false;
  const steps = demoAutomationSteps();
  await query(
    'INSERT INTO automation_step_product (step, product_id, max_qty, installation_hours, sort) SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[])',
    [steps.map((s) => s.step), steps.map((s) => s.productId), steps.map((s) => s.maxQty), steps.map((s) => s.installationHours), steps.map((_, i) => i)],
  );
  await query('INSERT INTO automation_fence_article (element, width_mm, product_id) SELECT * FROM unnest($1::text[], $2::int[], $3::text[])', [
    DEMO_FENCE_ARTICLES.map((f) => f.element),
    DEMO_FENCE_ARTICLES.map((f) => f.widthMm),
    DEMO_FENCE_ARTICLES.map((f) => f.productId),
  ]);
  await query('INSERT INTO automation_service_article (service, country, zip_area, product_id) SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[])', [
    DEMO_SERVICE_ARTICLES.map((s) => s.service),
    DEMO_SERVICE_ARTICLES.map((s) => s.country),
    DEMO_SERVICE_ARTICLES.map((s) => s.zipArea),
    DEMO_SERVICE_ARTICLES.map((s) => s.productId),
  ]);
  const settings = Object.entries(DEMO_AUTOMATION_SETTINGS);
  await query('INSERT INTO automation_setting (key, value) SELECT * FROM unnest($1::text[], $2::int[])', [settings.map(([k]) => k), settings.map(([, v]) => v)]);
  return true;
}
