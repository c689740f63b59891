import { Injectable } from '@nestjs/common';
import { HomepageSettings } from '../../../content';
import { ShopInstallation } from '../../domain/ports/shop-installation.port';

/** Install's view of the shop settings, answered by the content module (which owns the config table). */
@Injectable()
export class ShopInstallationAdapter extends ShopInstallation {
  constructor(private readonly homepage: HomepageSettings) {
    super();
  }

  hasHomepageForEveryLocale(): Promise<boolean> {
    return this.homepage.hasHomepageForEveryLocale();
  }

  configureHomepage(): Promise<void> {
    return this.homepage.configureHomepage();
  }

  settingsChanged(): void {
    this.homepage.settingsChanged();
  }
}
