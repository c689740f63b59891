import { ApiProperty } from '@nestjs/swagger';
import { ORDER_NOTE_MAX } from '@shop/domain';
import { IsString, MaxLength } from 'class-validator';
import { FreeText } from '../../../../../shared/http/validation-rules';
import type { OrderNoteView } from '../../../application/admin/admin-order.queries';

export class AddOrderNoteRequest {
  /** The note (1 to 2000 characters after trimming); only admins read it */
  @FreeText()
  @IsString({ message: 'adOrderNoteInvalid' })
  @MaxLength(ORDER_NOTE_MAX + 1000, { message: 'adOrderNoteInvalid' })
  text!: string;
}

export class OrderNoteDto implements OrderNoteView {
  id!: number;
  adminId!: number;
  /** The author */
  adminName!: string;
  text!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

export class OrderNotesResponse {
  /** Oldest first */
  data!: OrderNoteDto[];
}

export class ResendConfirmationDataDto {
  id!: number;
  /** The buyer's address the confirmation goes to */
  to!: string;
}

export class ResendConfirmationResponse {
  data!: ResendConfirmationDataDto;
}
