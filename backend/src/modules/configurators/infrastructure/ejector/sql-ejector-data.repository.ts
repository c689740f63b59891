import { Injectable } from '@nestjs/common';
import type { EjectorType } from '@shop/domain';
import { DataSource } from 'typeorm';
import { EjectorDataRepository, type EjectorConfiguratorData, type EjectorServiceRecord } from '../../domain/ejector/ejector-data.port';

interface ServiceRow {
  kind: 'shortening' | 'antiRotation';
  service_id: string;
  name_de: string;
  name_en: string;
  price_cents: number;
  active: boolean;
  diameter_border: string | null;
  min_length_small: string | null;
  min_length_large: string | null;
  max_length: string | null;
}

interface CadRow {
  ejector_type: EjectorType;
  diameter: string;
  l2: string | null;
  shank_diameter: string;
  head_diameter: string;
  head_height: string;
}

/** numeric columns arrive as text with the column's scale ("6.00"): canonical decimal strings ("6", "1.5"). */
export function canonicalDecimal(value: string): string;
export function canonicalDecimal(value: string | null): string | null;
export function canonicalDecimal(value: string | null): string | null {
  if (value === null) return null;
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** The ejector configurator's tables (migration 1700000000045) read with plain SQL. */
@Injectable()
export class SqlEjectorDataRepository extends EjectorDataRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async load(): Promise<EjectorConfiguratorData> {
    const services: ServiceRow[] = await this.db.query(
      `SELECT kind, service_id, name_de, name_en, price_cents, active, diameter_border::text, min_length_small::text,
              min_length_large::text, max_length::text
         FROM ejector_service ORDER BY kind`,
    );
    const cad: CadRow[] = await this.db.query(
      `SELECT ejector_type, diameter::text, l2::text, shank_diameter::text, head_diameter::text, head_height::text
         FROM ejector_cad_value ORDER BY ejector_type, diameter`,
    );
    return {
      services: services.map(
        (s): EjectorServiceRecord => ({
          kind: s.kind,
          serviceId: s.service_id,
          name: { de: s.name_de, en: s.name_en },
          priceCents: Number(s.price_cents),
          active: s.active,
          diameterBorder: canonicalDecimal(s.diameter_border),
          minLengthSmall: canonicalDecimal(s.min_length_small),
          minLengthLarge: canonicalDecimal(s.min_length_large),
          maxLength: canonicalDecimal(s.max_length),
        }),
      ),
      cadValues: cad.map((c) => ({
        type: c.ejector_type,
        diameter: canonicalDecimal(c.diameter),
        l2: canonicalDecimal(c.l2),
        shankDiameter: canonicalDecimal(c.shank_diameter),
        headDiameter: canonicalDecimal(c.head_diameter),
        headHeight: canonicalDecimal(c.head_height),
      })),
    };
  }
}
