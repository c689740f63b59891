import { Injectable } from '@nestjs/common';
import { TransactionContext } from '../../../../shared/persistence/transaction-context';
import { ArticleOrdersPort } from '../../../catalogue';

/**
 * The catalogue's ArticleOrdersPort (an ordered article keeps its number), answered from checkout's order
 * positions. Asked inside the editor's transaction, it joins it (the embedded database has one connection).
 */
@Injectable()
export class CheckoutArticleOrders extends ArticleOrdersPort {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  async wasOrdered(articleNumber: string): Promise<boolean> {
    const rows = (await this.tx.manager().query('SELECT 1 FROM order_position WHERE product_id = $1 LIMIT 1', [articleNumber])) as unknown[];
    return rows.length > 0;
  }
}
