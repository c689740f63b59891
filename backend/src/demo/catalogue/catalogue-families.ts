/**
 * Assembles the product families of the demo catalogue. The builders (family-hoses.ts,
 * family-fittings.ts, family-ejectors.ts, family-automation.ts) turn a few domain parameters (hose
 * class and nominal size, coupling kind and material, ejector geometry and material, ...) into a
 * `Draft`: the structural description of one article, without any random values. The generator adds
 * prices, stock and related products and turns drafts into table rows.
 *
 * Families come in two groups:
 *  - core families (`coreFamilies()`): the realistic showcase assortment, every combination once;
 *  - variant sources (`variantSources()`, `packVariants()`): further sizes, lengths, versions and
 *    packaging units used to fill the catalogue up to the requested size.
 */
import { nv, type Draft } from './catalogue-draft';
import { fenceElements, INSPECTION, makeConveyor, makeInspection, makeRobot, ROBOTS, services, type ConveyorType } from './family-automation';
import { EJECTOR_MATERIAL_KEYS, ejectorSubFamilies, makeEjector, type EjectorSubFamily } from './family-ejectors';
import {
  accessories,
  CAMLOCK_SIZES,
  makeCamlock,
  makeHoseClip,
  makeHoseNozzle,
  makeHoseSocket,
  makeInsulationSocket,
  makePushLock,
  makeQuickCoupling,
  makeScrewFitting,
  makeStorz,
  QUICK_SIZES,
  STORZ_SIZES,
  type FittingMaterial,
} from './family-fittings';
import { HOSE_CLASS_KEYS, HOSE_CLASSES, makeHose, makeHoseCoil, makeInsulation, NOMINAL_SIZES } from './family-hoses';
import type { I18n } from './seed-types';

export type { AttrValue, Draft, RelationSpec } from './catalogue-draft';

// ---------------------------------------------------------------------------------------------
// Assembling families
// ---------------------------------------------------------------------------------------------

const FITTING_MATS: readonly FittingMaterial[] = ['brass', 'stainless14571', 'steelGalvanised'];
const CONVEYOR_CORE: readonly [ConveyorType, number[]][] = [
  ['flatBelt', [200, 300, 400, 600]],
  ['modularBelt', [300, 600]],
];
const CONVEYOR_CORE_LENGTHS = [1000, 1500, 2000, 3000];
const CONVEYOR_VARIANT_LENGTHS = [2500, 3500, 4000, 5000, 6000];

/**
 * The showcase assortment, one array per family. The generator interleaves them (round-robin) so
 * that even a small catalogue contains every kind of article.
 */
export function coreFamilies(): Draft[][] {
  const families: Draft[][] = [];
  for (const cls of HOSE_CLASS_KEYS) families.push(HOSE_CLASSES[cls].sizes.map((dn) => makeHose(cls, dn)));
  families.push((['wf', 'tn1'] as const).flatMap((cls) => NOMINAL_SIZES.flatMap((dn) => [9, 13].map((t) => makeInsulation(cls, dn, t)))));
  families.push(NOMINAL_SIZES.flatMap((dn) => FITTING_MATS.map((m) => makeHoseNozzle(dn, m))));
  families.push([6, 8, 10, 13, 16, 20].flatMap((dn) => (['brass', 'stainless14571'] as const).map((m) => makePushLock(dn, m))));
  families.push(CAMLOCK_SIZES.flatMap((dn) => (['typeC', 'typeE'] as const).flatMap((d) => (['aluminium', 'stainless14571', 'brass'] as const).map((m) => makeCamlock(dn, d, m)))));
  families.push(STORZ_SIZES.flatMap((dn) => (['aluminium', 'brass', 'stainless14571'] as const).map((m) => makeStorz(dn, m))));
  families.push(QUICK_SIZES.flatMap((dn) => (['socket', 'plug'] as const).flatMap((d) => FITTING_MATS.map((m) => makeQuickCoupling(dn, d, m)))));
  families.push(NOMINAL_SIZES.flatMap((dn) => (['straight', 'elbow90'] as const).flatMap((d) => FITTING_MATS.map((m) => makeScrewFitting(dn, d, m)))));
  families.push(NOMINAL_SIZES.flatMap((dn) => (['steelGalvanised', 'stainless14571'] as const).flatMap((m) => ([9, 12] as const).map((b) => makeHoseClip(dn, m, b)))));
  families.push(NOMINAL_SIZES.flatMap((dn) => (['steelGalvanised', 'stainless14571'] as const).map((m) => makeHoseSocket(dn, m))));
  families.push(NOMINAL_SIZES.flatMap((dn) => [9, 13].flatMap((t) => (['stainless14571', 'aluminium'] as const).map((m) => makeInsulationSocket(dn, t, m)))));
  families.push(accessories());
  for (const sub of ejectorSubFamilies()) {
    // Materials vary fastest so that the first seven pins of every sub-family cover all materials.
    families.push(sub.core.flatMap((size) => EJECTOR_MATERIAL_KEYS.map((material) => makeEjector({ type: sub.type, head: sub.head, corner: sub.corner, ...size, material }))));
  }
  families.push(ROBOTS.map(([type, payload, reach]) => makeRobot(type, payload, reach)));
  families.push(INSPECTION.map(([method, mp]) => makeInspection(method, mp)));
  families.push(CONVEYOR_CORE.flatMap(([type, widths]) => widths.flatMap((w) => CONVEYOR_CORE_LENGTHS.map((l) => makeConveyor(type, w, l)))));
  families.push(fenceElements());
  families.push(services());
  return families;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Visits 0..count-1 in a scattered but deterministic order (multiplicative stride coprime with count). */
function* scattered(count: number): Generator<number> {
  let stride = Math.max(1, Math.floor(count * 0.618));
  while (gcd(stride, count) !== 1) stride++;
  for (let k = 0; k < count; k++) yield (k * stride) % count;
}

function* ejectorGrid(sub: EjectorSubFamily): Generator<Draft> {
  const materials = EJECTOR_MATERIAL_KEYS.length;
  for (const index of scattered(sub.sizes.length * materials)) {
    const size = sub.sizes[Math.floor(index / materials)];
    yield makeEjector({ type: sub.type, head: sub.head, corner: sub.corner, ...size, material: EJECTOR_MATERIAL_KEYS[index % materials] });
  }
}

function* hoseVersions(): Generator<Draft> {
  for (const dn of NOMINAL_SIZES) {
    for (const cls of HOSE_CLASS_KEYS) {
      const c = HOSE_CLASSES[cls];
      if (!c.sizes.includes(dn)) continue;
      if (c.group === 'stainless') yield makeHose(cls, dn, 'stainless14571');
      else if (cls !== 'goldSnake') {
        yield makeHose(cls, dn, 'antistatic');
        yield makeHose(cls, dn, 'foodGrade');
      }
    }
  }
}

function* hoseCoils(): Generator<Draft> {
  for (const length of [25, 50, 10, 20]) {
    for (const cls of HOSE_CLASS_KEYS) {
      const c = HOSE_CLASSES[cls];
      if (c.group === 'stainless' && length !== 10 && length !== 25) continue;
      for (const dn of c.sizes) yield makeHoseCoil(cls, dn, length);
    }
  }
}

function* fittingVariants(): Generator<Draft> {
  for (const dn of NOMINAL_SIZES) {
    for (const m of FITTING_MATS) {
      yield makeHoseNozzle(dn, m, true);
      yield makeScrewFitting(dn, 'tee', m);
    }
  }
  for (const dn of QUICK_SIZES) for (const d of ['socket', 'plug'] as const) yield makeQuickCoupling(dn, d, 'aluminium');
}

function* conveyorVariants(): Generator<Draft> {
  for (const [type, widths] of CONVEYOR_CORE) for (const w of widths) for (const l of CONVEYOR_VARIANT_LENGTHS) yield makeConveyor(type, w, l);
}

/** Round-robin over several sources until all are exhausted. */
export function* roundRobin<T>(sources: Iterable<T>[]): Generator<T> {
  const iterators = sources.map((s) => s[Symbol.iterator]());
  while (iterators.length > 0) {
    for (let i = 0; i < iterators.length; ) {
      const next = iterators[i].next();
      if (next.done) iterators.splice(i, 1);
      else {
        yield next.value;
        i++;
      }
    }
  }
}

/** Bounded variant sources: further hose versions and coils, fittings, conveyors and the full ejector grid. */
export function variantSources(): Iterable<Draft>[] {
  return [hoseVersions(), hoseCoils(), fittingVariants(), conveyorVariants(), roundRobin(ejectorSubFamilies().map((sub) => ejectorGrid(sub)))];
}

/** Packaging units offered for piece goods, most common first. */
export const PACK_SIZES: readonly number[] = [10, 25, 50, 100, 5, 20, 200, 250, 500, 1000];

const packSentences = new Map<number, I18n>();

export function makePack(base: Draft, size: number): Draft {
  const discount = Math.min(0.15, 0.02 + Math.log10(size) * 0.04);
  let sentence = packSentences.get(size);
  if (!sentence) {
    sentence = {
      de: `Die Verpackungseinheit mit ${size} Stück senkt den Stückpreis und vereinfacht die Lagerhaltung.`,
      en: `The pack of ${size} pieces lowers the unit price and simplifies stock keeping.`,
    };
    packSentences.set(size, sentence);
  }
  // Built field by field (not `...base`): this runs for tens of thousands of packs in the bench catalogue.
  return {
    id: `${base.id}-VE${size}`,
    typeId: base.typeId,
    categoryId: base.categoryId,
    extraCategoryIds: base.extraCategoryIds,
    imageKey: base.imageKey,
    name: { de: `${base.name.de}, VE ${size} Stück`, en: `${base.name.en}, pack of ${size}` },
    description: {
      de: [base.description.de[0], base.description.de[1], sentence.de],
      en: [base.description.en[0], base.description.en[1], sentence.en],
    },
    shortDescription: { de: `${base.shortDescription.de} · VE ${size} Stück`, en: `${base.shortDescription.en} · pack of ${size}` },
    synonyms: base.synonyms,
    attrs: [...base.attrs, nv('packSize', size, { de: `${size} Stück`, en: `${size} pieces` })],
    unit: base.unit,
    packagingUnit: size,
    priceUnit: base.priceUnit,
    basePriceCents: base.basePriceCents * (1 - discount),
    weightKg: base.weightKg,
    pricingGroup: base.pricingGroup,
    stock: base.stock,
    onRequest: base.onRequest,
    cadSource: base.cadSource,
    drawing: base.drawing,
    files: base.files,
    infoBoxes: base.infoBoxes,
    packable: false,
    rel: { member: [...base.rel.member, `pack:${base.id}`], fitsTo: base.rel.fitsTo, similar: [`pack:${base.id}`, ...base.rel.similar], combinable: base.rel.combinable, similarIds: [base.id] },
  };
}

/** Pack variants of the packable articles in `bases`, pack size by pack size (unbounded only by PACK_SIZES). */
export function* packVariants(bases: readonly Draft[]): Generator<Draft> {
  const packable = bases.filter((d) => d.packable && d.packagingUnit === 1 && d.priceUnit === 1);
  for (const size of PACK_SIZES) for (const base of packable) yield makePack(base, size);
}

