import { CanActivate, HttpStatus, Injectable } from '@nestjs/common';
import { ApiError } from '../../../../shared/api-error';
import { CartErrorCode } from '../../domain/cart.errors';
import { CartSettings } from '../../domain/ports/cart-settings.port';

/** Cart export and import only while the general config's sales.cartExportImport is on, else 403. */
@Injectable()
export class CartFileGuard implements CanActivate {
  constructor(private readonly settings: CartSettings) {}

  async canActivate(): Promise<boolean> {
    if (await this.settings.exportImportEnabled()) return true;
    throw new ApiError(CartErrorCode.exportImportDisabled, 'Cart export and import are not available in this shop.', HttpStatus.FORBIDDEN);
  }
}
