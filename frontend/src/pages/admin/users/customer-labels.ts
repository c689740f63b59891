import { label } from '../orders/parts';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** A pricing group by its label (the code where the catalogues have none; docs/decisions/0045-admin-customer-editor.md). */
export function pricingGroupLabel(t: Translate, group: string | null | undefined): string {
  return group ? label(t, `adCeGroup_${group}`, group) : t('adCeGroupNone');
}

/** An incoterm by its label ("DAP – Delivered at Place"), the code where the catalogues have none. */
export function incotermLabel(t: Translate, code: string): string {
  return label(t, `adCeIncoterm_${code}`, code);
}
