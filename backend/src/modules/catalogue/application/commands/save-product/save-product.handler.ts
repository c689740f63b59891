import { Injectable } from '@nestjs/common';
import { err } from '@shop/domain';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { changedFields, draftProblems, type ProductDraft } from '../../../domain/product-editor';
import { ArticleOrdersPort } from '../../../domain/ports/article-orders.port';
import { ProductEditorRepository } from '../../../domain/ports/product-editor.repository.port';
import { CatalogueChanges } from '../../catalogue-changes';
import { factProblems, refused, written, type ProductWriteResult } from './product-write';

export interface SaveProductCommand {
  adminId: number;
  /** The article number the editor loaded (the draft's id differs when the admin renames it). */
  storedId: string;
  /** The version the editor loaded. */
  version: number;
  draft: ProductDraft;
}

/**
 * Saves the admin's edit of a product: the catalogue's product rules (the import's), then under the editor's
 * write lock and the product row's lock: the version the editor loaded must still be the stored one (else 409
 * with the fields changed since), an ordered article keeps its number, the catalogue facts (type, categories,
 * attribute values, free slugs and article number). Audited with before and after; the catalogue version moves
 * (the tables' triggers), so every instance reloads, and this one reloads before answering.
 */
@Injectable()
export class SaveProductHandler {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly products: ProductEditorRepository,
    private readonly orders: ArticleOrdersPort,
    private readonly audit: AuditLog,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute(command: SaveProductCommand): Promise<ProductWriteResult> {
    const { draft } = command;
    const problems = draftProblems(draft);
    if (Object.keys(problems).length > 0) return refused(problems);
    const result = await this.uow.run(async (): Promise<ProductWriteResult> => {
      await this.products.lockWrites();
      const stored = await this.products.find(command.storedId, true);
      if (stored === null) return err({ code: 'adProductUnknown' });
      if (stored.version !== command.version) {
        // What changed since the admin loaded it: against the state the editor saved at that version, else
        // (the version was made by an import) every field where the stored product differs from the draft.
        const base = await this.products.revision(command.storedId, command.version);
        const changed = changedFields(base ?? draft, stored.draft);
        return err({ code: 'adProductVersionConflict', version: stored.version, fields: Object.fromEntries(changed.map((f) => [f, 'adProductChangedSince'])) });
      }
      if (draft.id !== command.storedId && (await this.orders.wasOrdered(command.storedId))) return refused({ id: 'adProductArticleNumberLocked' });
      const factual = factProblems(draft, await this.products.facts(draft, command.storedId));
      if (Object.keys(factual).length > 0) return refused(factual);
      const version = await this.products.update(command.storedId, draft);
      await this.products.saveRevision(draft.id, version, draft);
      await this.audit.record({ adminId: command.adminId, action: 'product.update', entity: 'product', entityId: draft.id, before: stored.draft, after: draft });
      return written(draft.id, version);
    });
    if (result.ok) await this.changes.changed();
    return result;
  }
}
