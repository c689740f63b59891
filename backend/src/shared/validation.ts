import { HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError } from './api-error';

/**
 * Whitelist validation for every request DTO: unknown properties are refused, types are checked.
 * A failure answers VALIDATION_FAILED with one message id per field — the id the UI translates
 * (a DTO decorator's `message` is that id; class-validator's own text is kept only as a fallback).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
