import { Injectable } from '@nestjs/common';
import { CustomProducts } from './custom-products.service';
import { EjectorConfigurator } from './ejector/ejector-configurator.service';
import { HoseCatalogueService } from './hose/hose-catalogue.service';

/**
 * What the configurators keep of their own tables: the hose and ejector configurators' rows, and the
 * configured positions resolved in the last seconds. The automation configurator reads its tables at every
 * request and keeps nothing. Told when those tables changed (announced by the instance that changed them,
 * ADR 0043), everything kept is read again at the next request.
 */
@Injectable()
export class ConfiguratorDataChanges {
  constructor(
    private readonly hose: HoseCatalogueService,
    private readonly ejector: EjectorConfigurator,
    private readonly customProducts: CustomProducts,
  ) {}

  changed(): void {
    this.hose.invalidate();
    this.ejector.invalidate();
    this.customProducts.forgetResolutions();
  }
}
