import { Injectable } from '@nestjs/common';
import { err } from '@shop/domain';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { validateArticleNumber } from '../../../domain/product-rules';
import { ProductEditorRepository } from '../../../domain/ports/product-editor.repository.port';
import { CatalogueChanges } from '../../catalogue-changes';
import { refused, written, type ProductWriteResult } from '../save-product/product-write';

export interface DuplicateProductCommand {
  adminId: number;
  sourceId: string;
  newId: string;
}

/**
 * Copies a product to a new article number with every column, text, category and attribute value; the copy
 * starts inactive and its slugs end in the new article number, so it is edited before buyers see it. Audited.
 */
@Injectable()
export class DuplicateProductHandler {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly products: ProductEditorRepository,
    private readonly audit: AuditLog,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute(command: DuplicateProductCommand): Promise<ProductWriteResult> {
    const invalid = validateArticleNumber(command.newId);
    if (invalid) return refused({ id: invalid });
    const result = await this.uow.run(async (): Promise<ProductWriteResult> => {
      await this.products.lockWrites();
      const source = await this.products.find(command.sourceId);
      if (source === null) return err({ code: 'adProductUnknown' });
      if ((await this.products.find(command.newId)) !== null) return refused({ id: 'adProductArticleNumberTaken' });
      const version = await this.products.duplicate(command.sourceId, command.newId);
      const copy = await this.products.find(command.newId);
      if (copy === null) return err({ code: 'adProductUnknown' });
      await this.products.saveRevision(command.newId, version, copy.draft);
      await this.audit.record({
        adminId: command.adminId,
        action: 'product.duplicate',
        entity: 'product',
        entityId: command.newId,
        before: null,
        after: { duplicateOf: command.sourceId, ...copy.draft },
      });
      return written(command.newId, version);
    });
    if (result.ok) await this.changes.changed();
    return result;
  }
}
