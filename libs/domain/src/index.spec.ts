import * as fs from 'fs';
import * as path from 'path';
import * as domain from './index';
import { DOMAIN_MESSAGE_IDS } from './message-ids';

describe('@shop/domain public API', () => {
  it('exports the modules from the index', () => {
    for (const name of [
      'toSlug',
      'Money',
      'formatMoney',
      'fractionToDecimal',
      'parseDecimal',
      'getOrderQuantityInfo',
      'validateOrderQuantity',
      'parseQuickOrderText',
      'checkQuickOrderLines',
      'availabilityStatus',
      'shippingDate',
      'addWorkingDays',
      'validateEmail',
      'createAntiSpamQuestion',
      'isCountryCode',
      'searchItems',
      'buildSearchIndex',
      'searchIndex',
      'deriveFilters',
      'parseListState',
      'serializeListState',
      'matchRedirect',
      'findPage',
      'checkAccess',
      'ok',
      'err',
      'domainError',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name]).toMatch(/function|object/);
    }
  });

  it('has a duplicate-free message id catalogue', () => {
    expect(new Set(DOMAIN_MESSAGE_IDS).size).toBe(DOMAIN_MESSAGE_IDS.length);
  });

  it('only returns catalogued message ids', () => {
    const ids = new Set<string>(DOMAIN_MESSAGE_IDS);
    const returned = [
      domain.validateEmail('x'),
      domain.validateNewEmail('x'),
      domain.validatePersonName('x'),
      domain.validateCompanyName('x'),
      domain.validateCustomerId('x'),
      domain.validateStreet('x'),
      domain.validatePostOfficeBox(''),
      domain.validateZipCode('x'),
      domain.validateCity('1'),
      domain.validatePhone('x'),
      domain.validatePassword('x'),
      domain.validatePasswordConfirmation('a', 'b'),
      domain.validateContactMessage('x'),
      domain.validateFilename('x'),
      domain.validateLoginEmail(''),
      domain.validateRequiredPassword(''),
      domain.checkAntiSpamAnswer({ answer: 1 }, '2'),
      domain.validatePrivacyPolicyAccepted(false),
      domain.validateSalutation('x'),
      ...Object.values(domain.validateAddress({ street: 'abc', postOfficeBox: '1' })),
      ...Object.values(domain.validateAddress({})),
      ...Object.values(domain.validateAddress({ taxNo: 'ATU12345678' })),
      domain.validateVatIdField('DE1'),
      domain.validateVatIdField('EL1234567891'),
      ...['ATU13585627', 'ATU12345678', 'DE811125440'].map(
        (id) => domain.decideVatTreatment({ seller: { country: 'DE', vatId: 'DE811125440' }, destination: { country: 'AT', vatRate: '20' }, buyerVatId: id }, { status: 'invalid', checkedAt: null, reference: null }).messageId,
      ),
      domain.decideVatTreatment({ seller: { country: 'DE', vatId: 'DE811125440' }, destination: { country: 'AT', vatRate: '20' }, buyerVatId: 'ATU13585627' }, null).messageId,
      domain.validateOrderQuantity('', undefined),
      domain.validateOrderQuantity('x', undefined),
      domain.validatePositionQuantity('0.5', { customProductType: 'automation' }, undefined),
      domain.validateOrderQuantity('0', undefined),
      domain.validateOrderQuantity('3', { min: 0, max: 2, increment: 1, default: 1, showButtons: true, hasDecimalOrderQuantity: false }),
      domain.validateOrderQuantity('3', { min: 0, increment: 2, default: 2, showButtons: true, hasDecimalOrderQuantity: false }),
      domain.checkMinOrderValue(1, 2),
      domain.availabilityLabel(0),
      domain.availabilityLabel(1),
      domain.availabilityLabel(2),
      domain.deliveryTimeMessage(0).messageId,
      domain.deliveryTimeMessage(3).messageId,
      domain.deliveryText({ latest: { year: 2025, month: 1, day: 2 } }).messageId,
      domain.deliveryText({ earliest: { year: 2025, month: 1, day: 2 }, latest: { year: 2025, month: 1, day: 2 } }).messageId,
      domain.deliveryText({ earliest: { year: 2025, month: 1, day: 2 }, latest: { year: 2025, month: 1, day: 3 } }).messageId,
      domain.checkSearchTerm('')?.messageId,
      domain.searchResultMessage(domain.searchItems([], 'zz', { fields: [] })),
      domain.parseQuickOrderText('', 'de').messageId,
      domain.parseQuickOrderText(Array(domain.QUICK_ORDER_MAX_LINES + 1).fill('A').join('\n'), 'de').messageId,
      ...domain
        .checkQuickOrderLines(domain.parseQuickOrderText('A;1;1\nA;x\nB\nR', 'de').lines, new Map([
          ['A', { id: 'A', orderQuantity: domain.getOrderQuantityInfo(undefined) }],
          ['R', { id: 'R', orderQuantity: domain.getOrderQuantityInfo(undefined), isOnlyOnRequest: true }],
        ]))
        .lines.map((line) => line.messageId),
    ];
    for (const id of returned) {
      expect(typeof id).toBe('string');
      expect(ids.has(id as string)).toBe(true);
    }
  });

  it('source files import nothing but modules of this library (no frameworks, no node APIs)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) files.push(path.join(dir, entry.name));
      }
    };
    walk(__dirname);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      const specifiers = [...source.matchAll(/(?:from|import|require\()\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
      for (const specifier of specifiers) {
        expect(`${file}: ${specifier}`).toMatch(/: \.\.?\/[a-z-]+(\/[a-z-]+)?$/);
        // Relative, and inside the library's source folder.
        expect(path.resolve(path.dirname(file), specifier).startsWith(__dirname)).toBe(true);
      }
      expect(source).not.toMatch(/\b(process|Buffer|__dirname|globalThis\.require)\b/);
    }
  });
});
