import { Injectable } from '@nestjs/common';
import { CatalogueReadModel } from './read-model/catalogue-read-model';

/**
 * After an admin's write to the catalogue: every instance hears of it through the catalogue version the
 * tables' triggers bumped (ADR 0043, announced on commit); this instance reloads its read model before the
 * admin's answer, so the buyer's next answer here shows the change.
 */
@Injectable()
export class CatalogueChanges {
  constructor(private readonly readModel: CatalogueReadModel) {}

  async changed(): Promise<void> {
    await this.readModel.reload();
  }
}
