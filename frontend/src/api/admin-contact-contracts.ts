/**
 * Types of the admin's contact requests inbox (docs/decisions/0047-contact-inbox-and-order-admin.md), from the
 * OpenAPI document (./schema.d.ts, generated from
 * backend/src/modules/content/interface/http/dto/admin-contact-requests.dto.ts).
 */
import type { components } from './schema';

type Schemas = components['schemas'];

export type ContactRequestList = Schemas['ContactRequestListDto'];
export type ContactRequestListItem = Schemas['ContactRequestListItemDto'];
export type ContactRequestDetail = Schemas['ContactRequestDetailDto'];
export type ContactReply = Schemas['ContactReplyDto'];
