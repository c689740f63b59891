import { DEMO_EJECTOR_ANTI_ROTATION, DEMO_EJECTOR_SHORTENING } from '@shop/domain';
import type { EntityManager } from 'typeorm';
import { ejectorCadValues } from '../catalogue/family-ejectors';

/**
 * The ejector configurator's data in the demo shop (ADR 0021): the shortening and anti-rotation services
 * with their prices and limits (ADR 0017: 4.50 € per pin, minimum 30 mm up to Ø 6 mm, 50 mm above;
 * anti-rotation 9.80 € per pin up to 400 mm) and the CAD value table of every diameter the ejector family
 * has. Rows a shop owner has changed are kept when the catalogue is seeded again (`--seed-products`).
 */
export const DEMO_EJECTOR_SERVICES = [
  {
    kind: 'shortening',
    serviceId: DEMO_EJECTOR_SHORTENING.serviceId,
    name: { de: 'Kürzen auf Wunschlänge', en: 'Shortening to the required length' },
    priceCents: DEMO_EJECTOR_SHORTENING.priceCents,
    diameterBorder: String(DEMO_EJECTOR_SHORTENING.diameterBorder),
    minLengthSmall: String(DEMO_EJECTOR_SHORTENING.minLengthSmall),
    minLengthLarge: String(DEMO_EJECTOR_SHORTENING.minLengthLarge),
    maxLength: null,
  },
  {
    kind: 'antiRotation',
    serviceId: DEMO_EJECTOR_ANTI_ROTATION.serviceId,
    name: { de: 'Einseitige Verdrehsicherung am Kopf anschleifen', en: 'Grinding a one-sided anti-rotation flat on the head' },
    priceCents: DEMO_EJECTOR_ANTI_ROTATION.priceCents,
    diameterBorder: null,
    minLengthSmall: null,
    minLengthLarge: null,
    maxLength: String(DEMO_EJECTOR_ANTI_ROTATION.maxLength),
  },
] as const;

export async function seedDemoEjectorConfigurator(m: EntityManager): Promise<void> {
  for (const s of DEMO_EJECTOR_SERVICES) {
    await m.query(
      `INSERT INTO ejector_service (kind, service_id, name_de, name_en, price_cents, diameter_border, min_length_small, min_length_large, max_length)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (kind) DO NOTHING`,
      [s.kind, s.serviceId, s.name.de, s.name.en, s.priceCents, s.diameterBorder, s.minLengthSmall, s.minLengthLarge, s.maxLength],
    );
  }
  const rows = ejectorCadValues();
  const params: unknown[] = [];
  const values = rows.map((r, i) => {
    params.push(r.type, r.diameter, r.l2, r.shankDiameter, r.headDiameter, r.headHeight);
    const o = i * 6;
    return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6})`;
  });
  await m.query(
    `INSERT INTO ejector_cad_value (ejector_type, diameter, l2, shank_diameter, head_diameter, head_height)
     VALUES ${values.join(', ')} ON CONFLICT (ejector_type, diameter) DO NOTHING`,
    params,
  );
}
