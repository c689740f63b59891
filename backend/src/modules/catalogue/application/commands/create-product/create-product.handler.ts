import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { draftProblems, type ProductDraft } from '../../../domain/product-editor';
import { ProductEditorRepository } from '../../../domain/ports/product-editor.repository.port';
import { CatalogueChanges } from '../../catalogue-changes';
import { factProblems, refused, written, type ProductWriteResult } from '../save-product/product-write';

export interface CreateProductCommand {
  adminId: number;
  draft: ProductDraft;
}

/** Creates a product from the editor: the same rules as a save; a taken article number is refused. Audited. */
@Injectable()
export class CreateProductHandler {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly products: ProductEditorRepository,
    private readonly audit: AuditLog,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute(command: CreateProductCommand): Promise<ProductWriteResult> {
    const { draft } = command;
    const problems = draftProblems(draft);
    if (Object.keys(problems).length > 0) return refused(problems);
    const result = await this.uow.run(async (): Promise<ProductWriteResult> => {
      await this.products.lockWrites();
      const factual = factProblems(draft, await this.products.facts(draft, null));
      if (Object.keys(factual).length > 0) return refused(factual);
      const version = await this.products.insert(draft);
      await this.products.saveRevision(draft.id, version, draft);
      await this.audit.record({ adminId: command.adminId, action: 'product.create', entity: 'product', entityId: draft.id, before: null, after: draft });
      return written(draft.id, version);
    });
    if (result.ok) await this.changes.changed();
    return result;
  }
}
