/**
 * A small subset of ICU MessageFormat for the shop's texts (storefront, account, mails, PDF, admin), on the
 * platform's `Intl` (no library in the browser bundle; see docs/decisions/0032-mail-texts-icu-order-status.md):
 *
 * - `{name}`: the parameter as it is (a missing one leaves `{name}` in the text);
 * - `{n, plural, =0 {…} one {…} other {…}}` and `selectordinal`: exact `=N` first, then the locale's plural
 *   category (`Intl.PluralRules`), else `other`; `#` inside stands for n in the locale's number format;
 * - `{x, select, a {…} other {…}}`: the branch named by the value, else `other`;
 * - `{n, number}` and `{d, date}` / `{d, date, long}`: the locale's number and date formats (dates as `formatDate`).
 *
 * Locales follow the shop's conventions: de → de-DE, every other → en-GB (EU buyers: day before month). A
 * `{` that does not open one of these forms is kept as text. Quoting with apostrophes is not supported: an
 * apostrophe is an ordinary character.
 */

export type IcuParams = Readonly<Record<string, string | number | Date | null | undefined>>;

/** The Intl locale of a shop locale: de-DE for de, en-GB for everything else. */
export function intlLocale(locale: string): 'de-DE' | 'en-GB' {
  return locale === 'de' || locale.startsWith('de-') ? 'de-DE' : 'en-GB';
}

type Node =
  | string
  | { kind: 'pound' }
  | { kind: 'arg'; name: string; source: string }
  | { kind: 'number' | 'date'; name: string; style: string; source: string }
  | { kind: 'plural' | 'selectordinal' | 'select'; name: string; options: Record<string, Node[]>; source: string };

const HEAD = /\{\s*(\w+)\s*(?:(\})|,\s*(plural|selectordinal|select|number|date)\s*(\}|,))/y;
const STYLE = /\s*(\w+)\s*\}/y;
const OPTION = /\s*(=\d+|\w+)\s*\{/y;
const CLOSE = /\s*\}/y;

function match(re: RegExp, src: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(src);
}

/** Parses text up to the end (or, nested, up to the `}` that closes it). */
function parseText(src: string, start: number, nested: boolean, inPlural: boolean): [Node[], number] {
  const nodes: Node[] = [];
  let text = '';
  let i = start;
  const flush = () => {
    if (text) nodes.push(text);
    text = '';
  };
  while (i < src.length) {
    const c = src[i];
    if (c === '}' && nested) break;
    if (c === '#' && inPlural) {
      flush();
      nodes.push({ kind: 'pound' });
      i += 1;
      continue;
    }
    if (c === '{') {
      const arg = parseArgument(src, i, inPlural);
      if (arg) {
        flush();
        nodes.push(arg[0]);
        i = arg[1];
        continue;
      }
    }
    text += c;
    i += 1;
  }
  flush();
  return [nodes, i];
}

/** One `{…}` form at `at`, or null when the text there is not one (then it stays text). */
function parseArgument(src: string, at: number, inPlural: boolean): [Node, number] | null {
  const head = match(HEAD, src, at);
  if (!head) return null;
  const [whole, name, simpleClose, type, after] = head;
  let i = at + whole.length;
  if (simpleClose) return [{ kind: 'arg', name, source: whole }, i];
  if (type === 'number' || type === 'date') {
    if (after === '}') return [{ kind: type, name, style: '', source: src.slice(at, i) }, i];
    const style = match(STYLE, src, i);
    if (!style) return null;
    i += style[0].length;
    return [{ kind: type, name, style: style[1], source: src.slice(at, i) }, i];
  }
  if (after !== ',') return null;
  const options: Record<string, Node[]> = {};
  for (;;) {
    const close = match(CLOSE, src, i);
    if (close) {
      i += close[0].length;
      break;
    }
    const option = match(OPTION, src, i);
    if (!option) return null;
    const [body, end] = parseText(src, i + option[0].length, true, inPlural || type !== 'select');
    if (src[end] !== '}') return null;
    options[option[1]] = body;
    i = end + 1;
  }
  if (!options.other) return null;
  return [{ kind: type as 'plural' | 'selectordinal' | 'select', name, options, source: src.slice(at, i) }, i];
}

const parsed = new Map<string, Node[]>();

function parse(text: string): Node[] {
  let nodes = parsed.get(text);
  if (!nodes) {
    nodes = parseText(text, 0, false, false)[0];
    if (parsed.size > 5000) parsed.clear();
    parsed.set(text, nodes);
  }
  return nodes;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * A number in the locale's format (de 1.234,5; en 1,234.5), at most `maximumFractionDigits` decimals (3).
 * Whole numbers are grouped here as Intl groups them: the first Intl formatter (or plural rules) a browser makes
 * loads ICU's data, one long task on a phone (~60 ms at Lighthouse's 4x slowdown), and most numbers a page
 * shows (counts, days, pages, quantities) are whole.
 */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 3): string {
  const key = intlLocale(locale);
  if (Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value));
    const grouped = digits.length > 3 ? digits.replace(/\B(?=(\d{3})+$)/g, key === 'de-DE' ? '.' : ',') : digits;
    return value < 0 ? `-${grouped}` : grouped;
  }
  const formatKey = `${key}|${maximumFractionDigits}`;
  let format = numberFormats.get(formatKey);
  if (!format) numberFormats.set(formatKey, (format = new Intl.NumberFormat(key, { maximumFractionDigits })));
  return format.format(value);
}

function pluralCategory(value: number, locale: string, ordinal: boolean): string {
  // German and English cardinals of a whole number: "one" for 1 and -1, "other" for every other (as Intl answers).
  if (!ordinal && Number.isSafeInteger(value)) return Math.abs(value) === 1 ? 'one' : 'other';
  const key = `${intlLocale(locale)}:${ordinal ? 'o' : 'c'}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(intlLocale(locale), { type: ordinal ? 'ordinal' : 'cardinal' })));
  return rules.select(value);
}

export type DateStyle = 'short' | 'long' | 'dateTime';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The shop's way to write a date, in Europe/Berlin: `short` (default) de 04.12.2026, en 04/12/2026; `long`
 * de 4. Dezember 2026, en 4 December 2026; `dateTime` the short date with hours and minutes. A calendar date
 * (`YYYY-MM-DD`) is that day whatever the time zone; other strings and numbers are instants. An unreadable
 * value answers ''.
 */
export function formatDate(value: Date | string | number | null | undefined, locale: string, style: DateStyle = 'short'): string {
  if (value === null || value === undefined || value === '') return '';
  const calendar = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = calendar ? new Date(`${value as string}T00:00:00Z`) : value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${intlLocale(locale)}:${style}:${calendar ? 'utc' : 'berlin'}`;
  let format = dateFormats.get(key);
  if (!format) {
    const timeZone = calendar ? 'UTC' : 'Europe/Berlin';
    const options: Intl.DateTimeFormatOptions =
      style === 'long'
        ? { day: 'numeric', month: 'long', year: 'numeric', timeZone }
        : { day: '2-digit', month: '2-digit', year: 'numeric', ...(style === 'dateTime' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}), timeZone };
    dateFormats.set(key, (format = new Intl.DateTimeFormat(intlLocale(locale), options)));
  }
  return format.format(date);
}

function render(nodes: Node[], params: IcuParams, locale: string, pound: string | null): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += node;
      continue;
    }
    if (node.kind === 'pound') {
      out += pound ?? '#';
      continue;
    }
    const has = Object.prototype.hasOwnProperty.call(params, node.name) && params[node.name] !== undefined && params[node.name] !== null;
    if (!has) {
      out += node.source;
      continue;
    }
    const value = params[node.name]!;
    switch (node.kind) {
      case 'arg':
        out += value instanceof Date ? formatDate(value, locale) : String(value);
        break;
      case 'number':
        out += typeof value === 'number' ? formatNumber(value, locale) : String(value);
        break;
      case 'date':
        out += formatDate(value, locale, node.style === 'long' ? 'long' : node.style === 'dateTime' ? 'dateTime' : 'short');
        break;
      case 'select': {
        const branch = node.options[String(value)] ?? node.options.other;
        out += render(branch, params, locale, pound);
        break;
      }
      default: {
        // A number is formatted for `#`; a string (already formatted by the caller) is shown as it is.
        const n = typeof value === 'number' ? value : Number(String(value));
        const category = Number.isFinite(n) ? (node.options[`=${n}`] ? `=${n}` : pluralCategory(n, locale, node.kind === 'selectordinal')) : 'other';
        const branch = node.options[category] ?? node.options.other;
        out += render(branch, params, locale, typeof value === 'number' ? formatNumber(value, locale) : String(value));
      }
    }
  }
  return out;
}

/** Formats an ICU message (the subset above) with its parameters in a locale. */
export function formatMessage(text: string, params: IcuParams | undefined, locale: string): string {
  if (!text.includes('{') && !text.includes('#')) return text;
  return render(parse(text), params ?? {}, locale, null);
}
