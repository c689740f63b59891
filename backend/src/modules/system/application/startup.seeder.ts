import { Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { ShopConfig } from '../../../config/app-config';
import { CatalogueFigures } from '../../catalogue';
import { PageSeeder, ShopSettings } from '../../content';
import { IdentitySetup } from '../../identity';

type DemoEntry = typeof import('../../../demo/index.js');

/**
 * First start: the structural pages always; with DEMO_DATA the demo shop (catalogue, brand, settings,
 * menus, redirects, pictures, demo customer) from the demo entry, which is loaded only then; last, the
 * first administrator. A production build without the demo folder runs as long as DEMO_DATA is off.
 */
/** Storefront pages added after shops were installed (company accounts, requisition lists): seeded into existing shops too. */
const LATER_ACCOUNT_PAGES = new Set(['accountRequisitionLists', 'accountCompany', 'companyInvitation']);

@Injectable()
export class StartupSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly db: DataSource,
    private readonly config: ShopConfig,
    private readonly pages: PageSeeder,
    private readonly settings: ShopSettings,
    private readonly catalogue: CatalogueFigures,
    private readonly identity: IdentitySetup,
    private readonly moduleRef: ModuleRef,
  ) {}

  async seedIfEmpty(): Promise<void> {
    if (!(await this.pages.hasPages(this.db.manager))) {
      await this.db.transaction((m) => this.pages.seedPages(m, this.config.get('adminSlug')));
      this.logger.log('pages seeded');
    } else {
      // The admin area's pages are part of the software, not of the shop's content: a newer version's admin
      // page (the product list) reaches a shop installed before it, as do the account pages of features that came
      // later (requisition lists). Existing pages stay as they are.
      await this.db.transaction((m) => this.pages.seedPages(m, this.config.get('adminSlug'), (code) => code.startsWith('admin') || LATER_ACCOUNT_PAGES.has(code)));
    }
    if (this.config.get('demoData')) {
      const demo = await this.demo();
      const [products, configured] = await Promise.all([this.catalogue.productCount({ activeOnly: false }), this.settings.has('general')]);
      if (products === 0 && !configured) await demo.seedDemoShop(this.moduleRef, this.config.get('seedProducts'));
      else await demo.ensureDemoMedia(this.moduleRef);
    }
    await this.identity.onFirstStart();
  }

  /** `--seed-products N`: a generated demo catalogue of N products replaces the current one. */
  async reseedCatalogue(productCount: number): Promise<void> {
    await (await this.demo()).reseedCatalogue(this.moduleRef, productCount);
  }

  private async demo(): Promise<DemoEntry> {
    try {
      return await import('../../../demo/index.js');
    } catch (e) {
      throw new Error(`DEMO_DATA needs the demo entry (backend/dist/demo), which this build does not contain: ${(e as Error).message}`);
    }
  }
}
