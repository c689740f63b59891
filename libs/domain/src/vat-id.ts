/**
 * VAT identification numbers of the EU member states and of Northern Ireland (prefix XI): format and check
 * digits, pure (the checkout's form checks as the buyer types, the server checks again before it asks the
 * EU's VIES service and before it decides the tax treatment; see docs/vat.md).
 *
 * The check-digit rules are the ones the member states' tax administrations publish (the algorithms the
 * Commission's VIES front end and the usual validation libraries apply). Where a state has no published
 * rule for a kind of number, the format alone is checked and `checkDigitVerified` is false:
 * - LV: numbers of natural persons (first digit 0–3): the birth date is checked, not the check digit;
 * - CZ: nine-digit birth numbers (issued before 1954) carry no check digit; the date is checked;
 * - FR: Monaco numbers (SIREN part starting with 000) have no SIREN check digit; the key is still checked.
 *
 * A number passes here when it is well-formed. Whether it is registered is what VIES answers.
 */
import { err, ok, type Result } from './result';

/** The 27 member states by their ISO 3166-1 codes (Greece is GR here; its VAT prefix is EL). */
export const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO',
  'SE', 'SI', 'SK',
] as const;

/** VAT id prefixes: the member states' codes with EL for Greece, and XI for Northern Ireland (goods). */
export const VAT_ID_PREFIXES = [...EU_MEMBER_STATES.filter((c) => c !== 'GR'), 'EL', 'XI'] as const;
export type VatIdPrefix = (typeof VAT_ID_PREFIXES)[number];

/** Why a VAT id is not well-formed (message ids the UI translates). */
export type VatIdMessageId = 'vatIdCountryUnknown' | 'vatIdFormatInvalid' | 'vatIdCheckDigitInvalid';

export interface VatId {
  /** The prefix as VIES takes it (EL for Greece, XI for Northern Ireland). */
  readonly prefix: VatIdPrefix;
  /** The number after the prefix, without blanks or separators ("U13585627"). */
  readonly number: string;
  /** Prefix and number, as printed on invoices ("ATU13585627"). */
  readonly id: string;
  /** The ISO 3166-1 country of the id (GR for EL; XI stays XI). */
  readonly country: string;
  /** False where only the format could be checked (no published check-digit rule; see the module comment). */
  readonly checkDigitVerified: boolean;
}

/** Whether a country (ISO 3166-1 alpha-2) is an EU member state. */
export function isEuMemberState(country: string): boolean {
  return (EU_MEMBER_STATES as readonly string[]).includes(country.trim().toUpperCase());
}

/** Upper case, without blanks and the separators people type (". - / , :"). */
export function compactVatId(input: string | null | undefined): string {
  return (input ?? '').toUpperCase().replace(/[\s.\-/,:()]/g, '');
}

/** The prefix a compact id starts with, or null (GR is taken for EL: people type Greece's ISO code). */
function prefixOf(compact: string): VatIdPrefix | null {
  const head = compact.slice(0, 2);
  if (head === 'GR') return 'EL';
  return (VAT_ID_PREFIXES as readonly string[]).includes(head) ? (head as VatIdPrefix) : null;
}

/** Whether the text starts like an EU VAT id (a member state's prefix, or XI) — then it must be a valid one. */
export function looksLikeEuVatId(input: string | null | undefined): boolean {
  const compact = compactVatId(input);
  return compact.length > 2 && prefixOf(compact) !== null;
}

// ---- check-digit helpers ---------------------------------------------------------------------------------

const digitsOf = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0) - 48);
const isDigits = (text: string, length?: number): boolean => /^\d+$/.test(text) && (length === undefined || text.length === length);
const weighted = (text: string, weights: readonly number[]): number => digitsOf(text).reduce((sum, d, i) => sum + d * (weights[i] ?? 0), 0);
/** The non-negative remainder (JavaScript's % keeps the sign of the dividend). */
const mod = (value: number, m: number): number => ((value % m) + m) % m;

/** Luhn: the sum with every second digit from the right doubled (digit sum) is a multiple of 10. */
function luhnValid(text: string): boolean {
  let sum = 0;
  digitsOf(text)
    .reverse()
    .forEach((d, i) => {
      const v = i % 2 === 1 ? d * 2 : d;
      sum += v > 9 ? v - 9 : v;
    });
  return sum % 10 === 0;
}

/** The Luhn check digit to append to `text`. */
function luhnCheckDigit(text: string): number {
  for (let c = 0; c <= 9; c++) if (luhnValid(`${text}${c}`)) return c;
  return -1;
}

/** ISO 7064 MOD 11,10 over every digit but the last; answers whether the last digit is the check digit. */
function mod11_10Valid(text: string): boolean {
  const digits = digitsOf(text);
  let product = 10;
  for (const d of digits.slice(0, -1)) {
    let sum = (d + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === digits[digits.length - 1];
}

/** ISO 7064 MOD 97-10 over letters (A=10 … Z=35) and digits: valid when the remainder is 1. */
function mod97_10Valid(text: string): boolean {
  let remainder = 0;
  for (const c of text) {
    const value = /\d/.test(c) ? c : String(c.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A day and month that exist (leap years included). */
function dateExists(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

// ---- per country -----------------------------------------------------------------------------------------

/** 'ok', 'format' (not the country's shape), 'check' (shape fine, check digit wrong), or 'formatOnly' (shape fine, no check digit rule). */
type Verdict = 'ok' | 'format' | 'check' | 'formatOnly';
const verdict = (valid: boolean): Verdict => (valid ? 'ok' : 'check');

/** Czech birth number (rodné číslo) as used for natural persons: date inside, check digit on ten digits. */
function czechBirthNumber(n: string): Verdict {
  const year = Number(n.slice(0, 2));
  const month = (Number(n.slice(2, 4)) % 50) % 20;
  const day = Number(n.slice(4, 6));
  if (n.length === 9) {
    // Nine digits were issued until 1953, without a check digit.
    if (year > 53 || !dateExists(1900 + year, month, day)) return 'format';
    return 'formatOnly';
  }
  if (!dateExists(year < 54 ? 2000 + year : 1900 + year, month, day)) return 'format';
  return verdict((Number(n.slice(0, 9)) % 11) % 10 === Number(n[9]));
}

/** The birth date inside a Bulgarian EGN: YYMMDD, the month plus 20 for the 1800s and plus 40 for the 2000s. */
function bulgarianBirthDateExists(n: string): boolean {
  const month = Number(n.slice(2, 4));
  const century = month > 40 ? 2000 : month > 20 ? 1800 : 1900;
  return dateExists(century + Number(n.slice(0, 2)), month % 20, Number(n.slice(4, 6)));
}

const CHECKS: Record<VatIdPrefix, (n: string) => Verdict> = {
  AT: (n) => {
    if (!/^U\d{8}$/.test(n)) return 'format';
    // Digits 2–8 weighted 1, 2, 1, 2, … (digit sums of the products); check = (10 − (sum + 4) mod 10) mod 10.
    let sum = 0;
    digitsOf(n.slice(1, 8)).forEach((d, i) => {
      const v = i % 2 === 1 ? d * 2 : d;
      sum += Math.floor(v / 10) + (v % 10);
    });
    return verdict((10 - ((sum + 4) % 10)) % 10 === Number(n[8]));
  },
  BE: (n) => {
    if (!isDigits(n, 10) || !'01'.includes(n[0])) return 'format';
    return verdict(97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8)));
  },
  BG: (n) => {
    if (!isDigits(n) || (n.length !== 9 && n.length !== 10)) return 'format';
    if (n.length === 9) {
      let check = weighted(n, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
      if (check === 10) check = weighted(n, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
      return verdict(check % 10 === Number(n[8]));
    }
    // Ten digits: a person's EGN, a foreigner's PNF, or another registered number.
    const last = Number(n[9]);
    const egn = bulgarianBirthDateExists(n) && (weighted(n, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === last;
    const pnf = weighted(n, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === last;
    const other = (11 - (weighted(n, [4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11 === last;
    return verdict(egn || pnf || other);
  },
  CY: (n) => {
    if (!/^\d{8}[A-Z]$/.test(n) || n.startsWith('12')) return 'format';
    const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
    const d = digitsOf(n.slice(0, 8));
    const sum = d.reduce((s, v, i) => s + (i % 2 === 0 ? odd[v] : v), 0);
    return verdict(String.fromCharCode(65 + (sum % 26)) === n[8]);
  },
  CZ: (n) => {
    if (!isDigits(n)) return 'format';
    if (n.length === 8) {
      if (n[0] === '9') return 'format';
      const check = mod(11 - weighted(n, [8, 7, 6, 5, 4, 3, 2]), 11);
      return verdict((check === 0 ? 1 : check) % 10 === Number(n[7]));
    }
    if (n.length === 9 && n[0] === '6') {
      const check = weighted(n.slice(1, 8), [8, 7, 6, 5, 4, 3, 2]) % 11;
      return verdict(mod(8 - ((10 - check) % 11), 10) === Number(n[8]));
    }
    if (n.length === 9 || n.length === 10) return czechBirthNumber(n);
    return 'format';
  },
  DE: (n) => (isDigits(n, 9) && n[0] !== '0' ? verdict(mod11_10Valid(n)) : 'format'),
  DK: (n) => (isDigits(n, 8) && n[0] !== '0' ? verdict(weighted(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0) : 'format'),
  EE: (n) => (isDigits(n, 9) ? verdict(weighted(n, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0) : 'format'),
  EL: (n) => {
    if (!isDigits(n, 9)) return 'format';
    // Digits 1–8 weighted 256, 128, …, 2; check = sum mod 11 mod 10.
    const sum = digitsOf(n.slice(0, 8)).reduce((s, d) => (s + d) * 2, 0);
    return verdict((sum % 11) % 10 === Number(n[8]));
  },
  ES: (n) => {
    if (n.length !== 9 || !isDigits(n.slice(1, 8))) return 'format';
    const letters = 'TRWAGMYFPDXBNJZSQVHLCKE';
    const first = n[0];
    if ('KLM'.includes(first)) return verdict(letters[Number(n.slice(1, 8)) % 23] === n[8]);
    if (/\d/.test(first)) return verdict(letters[Number(n.slice(0, 8)) % 23] === n[8]); // DNI
    if ('XYZ'.includes(first)) return verdict(letters[Number(`${'XYZ'.indexOf(first)}${n.slice(1, 8)}`) % 23] === n[8]); // NIE
    if ('ABCDEFGHJNPQRSUVW'.includes(first)) {
      // CIF of a legal entity: a Luhn digit over the seven digits, written as the digit or as a letter.
      const check = luhnCheckDigit(n.slice(1, 8));
      return verdict(n[8] === String(check) || n[8] === 'JABCDEFGHI'[check]);
    }
    return 'format';
  },
  FI: (n) => (isDigits(n, 8) ? verdict(weighted(n, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0) : 'format'),
  FR: (n) => {
    const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
    if (n.length !== 11 || !alphabet.includes(n[0]) || !alphabet.includes(n[1]) || !isDigits(n.slice(2))) return 'format';
    const siren = n.slice(2);
    const monaco = siren.startsWith('000');
    if (!monaco && !luhnValid(siren)) return 'check';
    if (isDigits(n.slice(0, 2))) return verdict(Number(n.slice(0, 2)) === Number(`${siren}12`) % 97);
    // The newer alphanumeric keys.
    const check = /\d/.test(n[0]) ? alphabet.indexOf(n[0]) * 24 + alphabet.indexOf(n[1]) - 10 : alphabet.indexOf(n[0]) * 34 + alphabet.indexOf(n[1]) - 100;
    return verdict((Number(siren) + 1 + Math.floor(check / 11)) % 11 === check % 11);
  },
  HR: (n) => (isDigits(n, 11) ? verdict(mod11_10Valid(n)) : 'format'),
  HU: (n) => (isDigits(n, 8) ? verdict(weighted(n, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0) : 'format'),
  IE: (n) => {
    const alphabet = 'WABCDEFGHIJKLMNOPQRSTUV';
    if ((n.length !== 8 && n.length !== 9) || !/\d/.test(n[0]) || !isDigits(n.slice(2, 7)) || ![...n.slice(7)].every((c) => alphabet.includes(c))) return 'format';
    const letter = (seven: string, second: string) => alphabet[(weighted(seven, [8, 7, 6, 5, 4, 3, 2]) + 9 * (second ? alphabet.indexOf(second) : 0)) % 23];
    // Current numbers: seven digits, the check letter, and a second letter (W or A–I) on newer ones.
    if (isDigits(n.slice(0, 7))) return verdict(letter(n.slice(0, 7), n.slice(8)) === n[7]);
    // Older numbers: a letter or + or * second.
    if (/[A-Z+*]/.test(n[1]) && n.length === 8) return verdict(letter(`0${n.slice(2, 7)}${n[0]}`, '') === n[7]);
    return 'format';
  },
  IT: (n) => {
    if (!isDigits(n, 11) || Number(n.slice(0, 7)) === 0) return 'format';
    const office = n.slice(7, 10);
    if (!((office >= '001' && office <= '100') || ['120', '121', '888', '999'].includes(office))) return 'format';
    return verdict(luhnValid(n));
  },
  LT: (n) => {
    if (!isDigits(n) || !((n.length === 9 && n[7] === '1') || (n.length === 12 && n[10] === '1'))) return 'format';
    const body = digitsOf(n.slice(0, -1));
    let check = body.reduce((s, d, i) => s + (1 + (i % 9)) * d, 0) % 11;
    if (check === 10) check = body.reduce((s, d, i) => s + (1 + ((i + 2) % 9)) * d, 0);
    return verdict((check % 11) % 10 === Number(n[n.length - 1]));
  },
  LU: (n) => (isDigits(n, 8) ? verdict(Number(n.slice(0, 6)) % 89 === Number(n.slice(6))) : 'format'),
  LV: (n) => {
    if (!isDigits(n, 11)) return 'format';
    if (n[0] > '3') return verdict(weighted(n, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3);
    // Natural persons: no published check-digit rule; a personal code starting with 32 has no date either.
    if (n.startsWith('32')) return 'formatOnly';
    const year = 1800 + Number(n[6]) * 100 + Number(n.slice(4, 6));
    return dateExists(year, Number(n.slice(2, 4)), Number(n.slice(0, 2))) ? 'formatOnly' : 'format';
  },
  MT: (n) => (isDigits(n, 8) && n[0] !== '0' ? verdict(weighted(n, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0) : 'format'),
  NL: (n) => {
    if (!/^\d{9}B\d{2}$/.test(n) || Number(n.slice(0, 9)) === 0 || n.slice(10) === '00') return 'format';
    // The older numbers carry the BSN/RSIN eleven test; sole proprietors' numbers since 2020 pass MOD 97-10 with the prefix.
    const elevenTest = mod(weighted(n.slice(0, 9), [9, 8, 7, 6, 5, 4, 3, 2, -1]), 11) === 0;
    return verdict(elevenTest || mod97_10Valid(`NL${n}`));
  },
  PL: (n) => (isDigits(n, 10) ? verdict(mod(weighted(n, [6, 5, 7, 2, 3, 4, 5, 6, 7, -1]), 11) === 0) : 'format'),
  PT: (n) => (isDigits(n, 9) && n[0] !== '0' ? verdict((mod(11 - weighted(n, [9, 8, 7, 6, 5, 4, 3, 2]), 11) % 10) === Number(n[8])) : 'format'),
  RO: (n) => {
    if (!isDigits(n) || n.length < 2 || n.length > 10 || n[0] === '0') return 'format';
    const body = n.slice(0, -1).padStart(9, '0');
    return verdict(((10 * weighted(body, [7, 5, 3, 2, 1, 7, 5, 3, 2])) % 11) % 10 === Number(n[n.length - 1]));
  },
  SE: (n) => (isDigits(n, 12) && n.endsWith('01') ? verdict(luhnValid(n.slice(0, 10))) : 'format'),
  SI: (n) => {
    if (!isDigits(n, 8) || n[0] === '0') return 'format';
    const check = 11 - (weighted(n, [8, 7, 6, 5, 4, 3, 2]) % 11);
    return verdict((check === 10 ? 0 : check) === Number(n[7]));
  },
  SK: (n) => {
    if (!isDigits(n, 10) || n[0] === '0' || !'234789'.includes(n[2])) return 'format';
    return verdict(Number(n) % 11 === 0);
  },
  XI: (n) => {
    // Government departments (GD, below 500) and health authorities (HA, from 500): no check digit.
    if (/^GD\d{3}$/.test(n)) return Number(n.slice(2)) < 500 ? 'formatOnly' : 'format';
    if (/^HA\d{3}$/.test(n)) return Number(n.slice(2)) >= 500 ? 'formatOnly' : 'format';
    if (!isDigits(n) || (n.length !== 9 && n.length !== 12)) return 'format';
    // Nine digits weighted 8 … 2, 10, 1 (a branch's three more digits are not part of it): 0, or 42 / 55 for the newer series.
    const sum = weighted(n.slice(0, 9), [8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97;
    return verdict(Number(n.slice(0, 3)) >= 100 ? [0, 42, 55].includes(sum) : sum === 0);
  },
};

/** Numbers written without their leading zeros: Belgium's nine-digit old form, Greece's eight, the Netherlands' short ones. */
function withLeadingZeros(prefix: VatIdPrefix, number: string): string {
  if (prefix === 'BE' && /^\d{9}$/.test(number)) return `0${number}`;
  if (prefix === 'EL' && /^\d{8}$/.test(number)) return `0${number}`;
  if (prefix === 'NL' && /^\d{1,8}B\d{2}$/.test(number)) return number.padStart(12, '0');
  return number;
}

/**
 * Reads an EU VAT id (with its prefix; blanks, dots, dashes and slashes are ignored): the prefix must be a
 * member state's (EL for Greece, GR accepted) or XI, the rest that state's format and check digit.
 */
export function parseVatId(input: string | null | undefined): Result<VatId, VatIdMessageId> {
  const compact = compactVatId(input);
  const prefix = prefixOf(compact);
  if (prefix === null) return err('vatIdCountryUnknown');
  const number = withLeadingZeros(prefix, compact.slice(2));
  const result = number.length === 0 ? 'format' : CHECKS[prefix](number);
  if (result === 'format') return err('vatIdFormatInvalid');
  if (result === 'check') return err('vatIdCheckDigitInvalid');
  return ok({ prefix, number, id: `${prefix}${number}`, country: prefix === 'EL' ? 'GR' : prefix, checkDigitVerified: result === 'ok' });
}

/**
 * The rule of an address's VAT id field: empty, or a foreign tax number (no EU prefix) is fine; text that
 * starts with an EU prefix must be a well-formed VAT id of that state.
 */
export function validateVatIdField(value: string | null | undefined): VatIdMessageId | null {
  if (!looksLikeEuVatId(value)) return null;
  const parsed = parseVatId(value);
  return parsed.ok ? null : parsed.error;
}
