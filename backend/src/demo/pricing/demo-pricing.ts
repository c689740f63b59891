import type { EntityManager } from 'typeorm';

/** The demo customer's pricing group (README): dealers get group prices on hoses and couplings. */
export const DEMO_PRICING_GROUP = 'haendler';

/** Demo coupons (README). */
export const DEMO_COUPONS = [
  { code: 'WILLKOMMEN10', discountType: 'percentage', percentage: '10', discount: null },
  { code: 'SERVICE25', discountType: 'fixed', percentage: null, discount: 2500 },
] as const;

/** Articles the demo's tiers and the customer's own price are on (they exist in every generated catalogue). */
export const DEMO_TIER_ARTICLE = 'KU-CL-C-013-AL';
export const DEMO_GROUP_TIER_ARTICLE = 'SL-EPDM-006';

interface RuleSeed {
  customer_pricing_group?: string | null;
  customer_id?: number | null;
  product_id?: string | null;
  product_type_i18n_id?: string | null;
  product_pricing_group?: string | null;
  quantity_from?: string | null;
  shopping_cart_value_from?: number | null;
  net_price?: number | null;
  price_unit?: number | null;
  percentage?: string | null;
  priority?: number;
}

/**
 * The demo shop's prices beyond the catalogue: rules for everyone (a quantity tier, a cart-level
 * discount from 1,000 €), the dealer group's rules on a product family and a product type plus a tier,
 * the demo customer's own price on one coupling, and two coupons. Written like an import.
 */
export async function seedDemoPricing(m: EntityManager, customerId: number): Promise<void> {
  const existing: Array<{ n: string }> = await m.query('SELECT count(*)::text AS n FROM price_rule');
  if (Number(existing[0]?.n ?? 0) > 0) return;
  const prices: Array<{ id: string; price_cents: string }> = await m.query('SELECT id, price_cents FROM product WHERE id = ANY($1)', [[DEMO_TIER_ARTICLE]]);
  const couplingPrice = Number(prices.find((p) => p.id === DEMO_TIER_ARTICLE)?.price_cents ?? 0);
  const rules: RuleSeed[] = [
    // Everyone: a quantity tier on a coupling, and 2 % off carts from 1,000 €.
    { product_id: DEMO_TIER_ARTICLE, quantity_from: '10', percentage: '-5' },
    { product_id: DEMO_TIER_ARTICLE, quantity_from: '50', percentage: '-10' },
    { shopping_cart_value_from: 100000, percentage: '-2' },
    // Dealers: 12 % on elastomer hoses, 8 % on couplings, a tier on one hose from 50 m.
    { customer_pricing_group: DEMO_PRICING_GROUP, product_pricing_group: 'hoseElastomer', percentage: '-12' },
    { customer_pricing_group: DEMO_PRICING_GROUP, product_type_i18n_id: 'coupling', percentage: '-8' },
    { customer_pricing_group: DEMO_PRICING_GROUP, product_id: DEMO_GROUP_TIER_ARTICLE, quantity_from: '50', percentage: '-18', priority: 1 },
  ];
  if (couplingPrice > 0) {
    // The demo customer's own price on the tier coupling: 25 % below the catalogue, above every tier.
    rules.push({ customer_id: customerId, product_id: DEMO_TIER_ARTICLE, net_price: Math.round(couplingPrice * 0.75), priority: 10 });
  }
  for (const r of rules) {
    await m.query(
      `INSERT INTO price_rule (customer_pricing_group, customer_id, product_id, product_type_i18n_id, product_pricing_group, quantity_from,
                               shopping_cart_value_from, net_price, price_unit, percentage, priority)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        r.customer_pricing_group ?? null,
        r.customer_id ?? null,
        r.product_id ?? null,
        r.product_type_i18n_id ?? null,
        r.product_pricing_group ?? null,
        r.quantity_from ?? null,
        r.shopping_cart_value_from ?? null,
        r.net_price ?? null,
        r.price_unit ?? null,
        r.percentage ?? null,
        r.priority ?? 0,
      ],
    );
  }
  for (const c of DEMO_COUPONS) {
    await m.query('INSERT INTO coupon (code, discount_type, percentage, discount) VALUES ($1, $2, $3, $4) ON CONFLICT (code) DO NOTHING', [c.code, c.discountType, c.percentage, c.discount]);
  }
}
