import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ArticleOrdersPort } from '../../../catalogue';

/** The catalogue's ArticleOrdersPort (an ordered article keeps its number), answered from checkout's order positions. */
@Injectable()
export class CheckoutArticleOrders extends ArticleOrdersPort {
  constructor(private readonly db: DataSource) {
    super();
  }

  async wasOrdered(articleNumber: string): Promise<boolean> {
    const rows = (await this.db.query('SELECT 1 FROM order_position WHERE product_id = $1 LIMIT 1', [articleNumber])) as unknown[];
    return rows.length > 0;
  }
}
