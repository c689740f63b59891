import { registerDecorator, type ValidationArguments } from 'class-validator';

/**
 * class-validator adapters for the shared rules of `@shop/domain` (validation.ts): the rule decides,
 * its message id is the field's message. No rule is re-implemented here.
 */
type TextRuleFn = (value: string) => string | null;

/**
 * A string field checked by a shared rule. `message` is answered when the value is not a string or is
 * longer than `maxLength` (a storage bound, not a business rule) and the rule itself has no objection.
 */
export function TextRule(rule: TextRuleFn, message: string, options: { maxLength?: number } = {}): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'shopTextRule',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate(value: unknown): boolean {
          if (typeof value !== 'string') return false;
          if (options.maxLength !== undefined && Array.from(value).length > options.maxLength) return false;
          return rule(value) === null;
        },
        defaultMessage(args: ValidationArguments): string {
          const value = args.value;
          return rule(typeof value === 'string' ? value : '') ?? message;
        },
      },
    });
}

/** Any-typed field checked by a shared rule (booleans such as the privacy-policy checkbox, locales). */
export function ValueRule(rule: (value: unknown) => string | null, message: string): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'shopValueRule',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => rule(value) === null,
        defaultMessage: (args: ValidationArguments) => rule(args.value) ?? message,
      },
    });
}

/** The free-text properties of each DTO class (see FreeText). */
const FREE_TEXT = new WeakMap<object, Set<string>>();

/**
 * A multi-line free-text field (a comment, a message, an error report): the only place a request may carry tab,
 * line feed or carriage return. Every other string refuses them like any other control character
 * (backend/src/shared/validation.ts).
 */
export function FreeText(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    const owner = target.constructor;
    const names = FREE_TEXT.get(owner) ?? new Set<string>();
    names.add(String(propertyName));
    FREE_TEXT.set(owner, names);
  };
}

/** Whether a property of this class (or a class it extends) is free text. */
export function isFreeText(owner: unknown, property: string): boolean {
  for (let c = owner; typeof c === 'function' && c !== Object; c = Object.getPrototypeOf(c)) {
    if (FREE_TEXT.get(c)?.has(property)) return true;
  }
  return false;
}
