import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';
import { IsRecordId } from '../../../../../shared/http/input-rules';
import { OrderDto } from './order.dto';

export class OrdersRequest extends LocalizedRequest {}

export class OrderRequest extends LocalizedRequest {
  @ApiProperty({ description: 'Order id (the oid of the order page)' })
  @IsRecordId('orderNotFound')
  oid!: number;
}

/** Query of the order confirmation download: the document's language. */
export class OrderDocumentQuery {
  @ApiPropertyOptional({ enum: ['de', 'en'], default: 'de', description: 'Language of the document and of its file name' })
  @IsOptional()
  @IsIn(['de', 'en'], { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';
}

export class OrdersDataDto {
  @ApiProperty({ type: [OrderDto], description: 'Newest first; canceled orders included (flag canceled)' }) orders!: OrderDto[];
}

export class OrdersResponse {
  @ApiProperty({ type: OrdersDataDto }) data!: OrdersDataDto;
}

export class OrderDataDto {
  @ApiProperty({ type: OrderDto }) order!: OrderDto;
}

export class OrderResponse {
  @ApiProperty({ type: OrderDataDto }) data!: OrderDataDto;
}
