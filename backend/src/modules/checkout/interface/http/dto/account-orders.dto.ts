import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';
import { IsRecordId } from '../../../../../shared/http/input-rules';
import { OrderDto } from './order.dto';

export class OrdersRequest extends LocalizedRequest {}

export class OrderRequest extends LocalizedRequest {
  /** Order id (the oid of the order page) */
  @IsRecordId('orderNotFound')
  oid!: number;
}

/** Query of the order confirmation download: the document's language. */
export class OrderDocumentQuery {
  /** Language of the document and of its file name */
  @ApiPropertyOptional({ default: 'de' })
  @IsOptional()
  @IsIn(['de', 'en'], { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';
}

export class OrdersDataDto {
  /** Newest first; canceled orders included (flag canceled) */
  orders!: OrderDto[];
}

export class OrdersResponse {
  data!: OrdersDataDto;
}

export class OrderDataDto {
  order!: OrderDto;
}

export class OrderResponse {
  data!: OrderDataDto;
}
