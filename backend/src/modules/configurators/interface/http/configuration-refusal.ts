import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../../../../shared/api-error';

/**
 * A configuration the rules refuse, as every configurator call answers it: 422 with the first message id as
 * the code and every id in fields (configuration, configuration.1, …).
 */
export function configurationRefused(messageIds: readonly string[], fallback = 'customProductInvalid'): ApiError {
  const fields = Object.fromEntries(messageIds.map((id, i) => [i === 0 ? 'configuration' : `configuration.${i}`, id]));
  return new ApiError(messageIds[0] ?? fallback, 'The configuration is not valid.', HttpStatus.UNPROCESSABLE_ENTITY, fields);
}
