import secureJson from 'secure-json-parse';

/** Deeper JSON than this is refused before it is parsed (no request body of the shop nests deeper than 6). */
export const MAX_JSON_DEPTH = 64;

export class JsonBodyError extends Error {
  readonly statusCode = 400;
  constructor(readonly code: 'INVALID_JSON' | 'JSON_TOO_DEEP', message: string) {
    super(message);
  }
}

/**
 * Nesting depth of a JSON text, counted without parsing it (brackets inside strings do not count); stops
 * as soon as the limit is passed, so a 10,000-deep body costs a scan, not a recursion.
 */
export function exceedsDepth(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > maxDepth) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/**
 * The shop's JSON body parser: depth-limited, and safe against prototype poisoning (`__proto__` and
 * `constructor.prototype` keys are refused, as Fastify's own parser does).
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw new JsonBodyError('INVALID_JSON', 'The request body is empty.');
  if (exceedsDepth(text)) throw new JsonBodyError('JSON_TOO_DEEP', `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw new JsonBodyError('INVALID_JSON', 'The request body is not valid JSON.');
  }
}
