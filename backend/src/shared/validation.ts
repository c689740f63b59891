import { type ArgumentMetadata, HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError } from './api-error';

/**
 * Characters no text field of the shop accepts: C0 controls but tab, line feed and carriage return
 * (multi-line fields), DEL, C1 controls and unpaired UTF-16 surrogates. NUL in particular would reach
 * PostgreSQL, which refuses it in text.
 */
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const INVALID_CHARACTERS = 'invalidCharactersMessage';

/** Paths ('address.city', 'positions.0.qty') of string values holding forbidden characters, keys included. */
export function forbiddenTextPaths(value: unknown, prefix = '', out: string[] = [], depth = 0): string[] {
  if (depth > 64) return out;
  if (typeof value === 'string') {
    if (FORBIDDEN.test(value)) out.push(prefix);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => forbiddenTextPaths(v, prefix ? `${prefix}.${i}` : String(i), out, depth + 1));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${k}` : k;
      if (FORBIDDEN.test(k)) out.push(path);
      else forbiddenTextPaths(v, path, out, depth + 1);
    }
  }
  return out;
}

function setPath(target: unknown, path: string, replacement: unknown): void {
  const keys = path.split('.');
  let node = target as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys[keys.length - 1]] = replacement;
}

/**
 * Whitelist validation for every request DTO: unknown properties are refused, types are checked.
 * A failure answers VALIDATION_FAILED with one message id per field — the id the UI translates
 * (a DTO decorator's `message` is that id; class-validator's own text is kept only as a fallback).
 *
 * Text with control characters is refused before it can reach a rule or the database, with the field's
 * own message id: the value is validated once more as a non-string, which every text field refuses with
 * its id (`invalidCharactersMessage` where a field would accept it).
 */
class ShopValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return super.transform(value, metadata);
    const bad = forbiddenTextPaths(value);
    if (bad.length === 0) return super.transform(value, metadata);
    if (typeof value !== 'object' || value === null) {
      // A single path or query parameter.
      throw new ApiError('VALIDATION_FAILED', 'The request is not valid.', HttpStatus.BAD_REQUEST, { [metadata.data ?? 'value']: INVALID_CHARACTERS });
    }
    const probe = structuredClone(value);
    const fields: Record<string, string> = {};
    for (const path of bad) {
      // A forbidden key is not a field: it is refused as a property that is not allowed.
      if (path.split('.').some((k) => FORBIDDEN.test(k))) fields[path] = 'propertyNotAllowed';
      else setPath(probe, path, 0);
    }
    try {
      await super.transform(probe, metadata);
    } catch (e) {
      const answered = e instanceof ApiError ? (e.fields ?? {}) : {};
      for (const path of bad) fields[path] ??= answered[path] ?? INVALID_CHARACTERS;
      throw new ApiError('VALIDATION_FAILED', 'The request is not valid.', HttpStatus.BAD_REQUEST, fields);
    }
    for (const path of bad) fields[path] ??= INVALID_CHARACTERS;
    throw new ApiError('VALIDATION_FAILED', 'The request is not valid.', HttpStatus.BAD_REQUEST, fields);
  }
}

export function createValidationPipe(): ValidationPipe {
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
