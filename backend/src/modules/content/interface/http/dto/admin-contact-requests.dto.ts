import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONTACT_REQUEST_STATUSES, CONTACT_REPLY_MAX } from '@shop/domain';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { FreeText } from '../../../../../shared/http/validation-rules';
import { PageQuery } from '../../../../../shared/http/page-query.dto';
import type { ContactReplyView, ContactRequestDetail, ContactRequestListItem } from '../../../application/queries/contact-requests.queries';

export class AdminContactRequestsQuery extends PageQuery {
  /** Search: name, e-mail, company or the message's text (contains); at least 2 characters */
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(100, { message: 'invalidValue' })
  q?: string;

  @ApiPropertyOptional({ enum: CONTACT_REQUEST_STATUSES })
  @IsOptional()
  @IsIn(CONTACT_REQUEST_STATUSES, { message: 'adContactStatusInvalid' })
  status?: string;
}

export class AdminContactExportQuery {
  /** Search as in the list */
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(100, { message: 'invalidValue' })
  q?: string;

  @ApiPropertyOptional({ enum: CONTACT_REQUEST_STATUSES })
  @IsOptional()
  @IsIn(CONTACT_REQUEST_STATUSES, { message: 'adContactStatusInvalid' })
  status?: string;

  /** Language of the headings and statuses */
  @ApiPropertyOptional({ default: 'de' })
  @IsOptional()
  @IsIn(['de', 'en'], { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';
}

export class ChangeContactRequestStatusRequest {
  @ApiProperty({ enum: CONTACT_REQUEST_STATUSES })
  @IsIn(CONTACT_REQUEST_STATUSES, { message: 'adContactStatusInvalid' })
  status!: string;
}

export class ReplyToContactRequestRequest {
  /** The reply's text (2 to 5000 characters after trimming); the request is quoted below it */
  @FreeText()
  @IsString({ message: 'adContactReplyInvalid' })
  @MaxLength(CONTACT_REPLY_MAX + 1000, { message: 'adContactReplyInvalid' })
  text!: string;

  /** The request's status afterwards; none: in progress */
  @ApiPropertyOptional({ enum: CONTACT_REQUEST_STATUSES })
  @IsOptional()
  @IsIn(CONTACT_REQUEST_STATUSES, { message: 'adContactStatusInvalid' })
  status?: string;
}

export class ContactRequestListItemDto implements ContactRequestListItem {
  id!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ enum: CONTACT_REQUEST_STATUSES }) status!: 'new' | 'inProgress' | 'done';
  @ApiProperty({ enum: ['de', 'en'] }) locale!: string;
  salutation!: string | null;
  firstname!: string;
  lastname!: string;
  email!: string;
  company!: string;
  /** The message's first 160 characters */
  excerpt!: string;
  replyCount!: number;
}

export class ContactRequestListDto {
  items!: ContactRequestListItemDto[];
  total!: number;
  page!: number;
  pageSize!: number;
}

export class ContactRequestListResponse {
  data!: ContactRequestListDto;
}

export class ContactReplyDto implements ContactReplyView {
  id!: number;
  adminId!: number;
  adminName!: string;
  text!: string;
  @ApiProperty({ format: 'date-time' }) sentAt!: string;
}

export class ContactRequestDetailDto implements ContactRequestDetail {
  id!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ enum: CONTACT_REQUEST_STATUSES }) status!: 'new' | 'inProgress' | 'done';
  @ApiProperty({ format: 'date-time' }) statusChangedAt!: string | null;
  formId!: string;
  @ApiProperty({ enum: ['de', 'en'] }) locale!: string;
  salutation!: string | null;
  firstname!: string;
  lastname!: string;
  email!: string;
  company!: string;
  phone!: string | null;
  message!: string;
  /** Replies mailed by admins, oldest first */
  replies!: ContactReplyDto[];
}

export class ContactRequestDetailResponse {
  data!: ContactRequestDetailDto;
}

export class ContactRequestStatusDataDto {
  id!: number;
  @ApiProperty({ enum: CONTACT_REQUEST_STATUSES }) status!: string;
  @ApiProperty({ enum: CONTACT_REQUEST_STATUSES }) previous!: string;
}

export class ContactRequestStatusResponse {
  data!: ContactRequestStatusDataDto;
}

export class ContactReplyDataDto {
  id!: number;
  replyId!: number;
  /** The request's status after the reply */
  @ApiProperty({ enum: CONTACT_REQUEST_STATUSES }) status!: string;
}

export class ContactReplyResponse {
  data!: ContactReplyDataDto;
}
