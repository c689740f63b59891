import { type ArgumentMetadata, HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError } from './api-error';
import { isFreeText } from './http/validation-rules';
import { cacheValidationMetadata } from './validation-metadata-cache';

/**
 * Characters no text field of the shop accepts: C0 controls but tab, line feed and carriage return
 * (multi-line fields), DEL, C1 controls and unpaired UTF-16 surrogates. NUL in particular would reach
 * PostgreSQL, which refuses it in text.
 */
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const INVALID_CHARACTERS = 'invalidCharactersMessage';

/** A value's place in a request: the keys and indexes leading to it (keys may contain dots: 'hose.hose'). */
type ValuePath = ReadonlyArray<string | number>;

/**
 * Paths of the strings a request holds that match a pattern, and of the keys that match it. `skip` names the
 * string properties left out (by the object's class and the key). One walk with one path that grows and shrinks:
 * a path is copied only for a hit, so a clean request (nearly all) allocates nothing per value.
 */
function textPaths(value: unknown, pattern: RegExp, skip: ((owner: unknown, key: string) => boolean) | null): ValuePath[] {
  const out: ValuePath[] = [];
  const path: Array<string | number> = [];
  const walk = (node: unknown, depth: number): void => {
    if (depth > 64) return;
    if (typeof node === 'string') {
      if (pattern.test(node)) out.push([...path]);
    } else if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        path.push(i);
        walk(node[i], depth + 1);
        path.pop();
      }
    } else if (node !== null && typeof node === 'object') {
      const owner = skip === null ? undefined : (Object.getPrototypeOf(node) as { constructor?: unknown } | null)?.constructor;
      for (const key of Object.keys(node)) {
        const item = (node as Record<string, unknown>)[key];
        path.push(key);
        if (pattern.test(key)) out.push([...path]);
        else if (skip === null || typeof item !== 'string' || !skip(owner, key)) walk(item, depth + 1);
        path.pop();
      }
    }
  };
  walk(value, 0);
  return out;
}

/** Paths of string values holding forbidden characters, and of keys holding them. */
export function forbiddenTextPaths(value: unknown): ValuePath[] {
  return textPaths(value, FORBIDDEN, null);
}

/** The field name the answer uses for a path ('positions.0.customConfiguration.hose.hose'). */
const fieldName = (path: ValuePath, fallback: string) => (path.length ? path.join('.') : fallback);

/** Puts a value at a path of a request; a path the request does not have (a transformed value's) is left alone. */
function setPath(target: unknown, path: ValuePath, replacement: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return;
    node = (node as Record<string | number, unknown>)[key];
  }
  if (node !== null && typeof node === 'object' && path.length > 0) (node as Record<string | number, unknown>)[path[path.length - 1]] = replacement;
}

/** Characters free text may hold but no other field: tab, line feed, carriage return. */
const LINE_BREAK = /[\t\n\r]/;

/**
 * Paths of strings holding a tab or line break outside the properties marked `@FreeText()` (a comment, a message),
 * found in the validated request (class instances, so each property's class is known); keys and the strings of
 * lists and maps are never free text.
 */
export function lineBreakPaths(value: unknown): ValuePath[] {
  return textPaths(value, LINE_BREAK, isFreeText);
}

/**
 * Whitelist validation for every request DTO: unknown properties are refused, types are checked.
 * A failure answers VALIDATION_FAILED with one message id per field — the id the UI translates
 * (a DTO decorator's `message` is that id; class-validator's own text is kept only as a fallback).
 *
 * Text with control characters is refused before it can reach a rule or the database, with the field's
 * own message id: the value is validated once more as a non-string, which every text field refuses with
 * its id (`invalidCharactersMessage` where a field would accept it). Tab and line breaks count as control
 * characters everywhere but in free text (`@FreeText()`: a comment, a message, an error report).
 */
class ShopValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return super.transform(value, metadata);
    const bad = forbiddenTextPaths(value);
    if (bad.length > 0) return this.refuse(value, metadata, bad);
    const validated = await super.transform(value, metadata);
    const breaks = lineBreakPaths(validated);
    return breaks.length > 0 ? this.refuse(value, metadata, breaks) : validated;
  }

  /** Refuses the values at these paths with their fields' own message ids (see above). */
  private async refuse(value: unknown, metadata: ArgumentMetadata, bad: ValuePath[]): Promise<never> {
    if (typeof value !== 'object' || value === null) {
      // A single path or query parameter.
      throw new ApiError('VALIDATION_FAILED', 'The request is not valid.', HttpStatus.BAD_REQUEST, { [metadata.data ?? 'value']: INVALID_CHARACTERS });
    }
    const probe = structuredClone(value);
    const fields: Record<string, string> = {};
    const isBadKey = (k: string | number) => typeof k === 'string' && (FORBIDDEN.test(k) || LINE_BREAK.test(k));
    for (const path of bad) {
      // A forbidden key is not a field: it is refused as a property that is not allowed.
      if (path.some(isBadKey)) fields[fieldName(path, 'value')] = 'propertyNotAllowed';
      else setPath(probe, path, 0);
    }
    try {
      await super.transform(probe, metadata);
    } catch (e) {
      const answered = e instanceof ApiError ? (e.fields ?? {}) : {};
      for (const path of bad) fields[fieldName(path, 'value')] ??= answered[fieldName(path, 'value')] ?? INVALID_CHARACTERS;
      throw new ApiError('VALIDATION_FAILED', 'The request is not valid.', HttpStatus.BAD_REQUEST, fields);
    }
    for (const path of bad) fields[fieldName(path, 'value')] ??= INVALID_CHARACTERS;
    throw new ApiError('VALIDATION_FAILED', 'The request is not valid.', HttpStatus.BAD_REQUEST, fields);
  }

  /**
   * Path parameters typed as numbers stay text: RecordIdPipe (shared/http/input-rules.ts) decides what names a
   * record, and '1e3', '0x1A', ' 1' or 1e20 must not be turned into numbers on the way.
   */
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'param' && metadata.metatype === Number) return value;
    return super.transformPrimitive(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  cacheValidationMetadata();
  return new ShopValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors: ValidationError[]) => {
      const fields: Record<string, string> = {};
      collect(errors, '', fields);
      return new ApiError('VALIDATION_FAILED', 'The request is not valid.', HttpStatus.BAD_REQUEST, fields);
    },
  });
}

function collect(errors: ValidationError[], prefix: string, into: Record<string, string>): void {
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const messages = Object.entries(e.constraints ?? {});
    if (messages.length) {
      const [kind, text] = messages[0];
      into[path] = kind === 'whitelistValidation' ? 'propertyNotAllowed' : text;
    }
    if (e.children?.length) collect(e.children, path, into);
  }
}
