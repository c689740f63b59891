/**
 * Types of the admin's order, offer and user calls (ADR 0024), from the OpenAPI document
 * (./schema.d.ts, generated from backend/src/modules/checkout/interface/http/dto/admin-orders.dto.ts and
 * backend/src/modules/identity/interface/http/dto/admin-users.dto.ts).
 */
import type { components } from './schema';

type Schemas = components['schemas'];

export type AdminOrderListItem = Schemas['AdminOrderListItemDto'];
export type AdminOrderList = Schemas['AdminOrdersDataDto'];
export type AdminOrderFilterOptions = Schemas['AdminOrderFilterOptionsDto'];
export type AdminOrderDetail = Schemas['AdminOrderDetailDto'];
export type OrderStatusChange = Schemas['OrderStatusChangeDto'];
export type OrderStatistics = Schemas['OrderStatisticsDto'];
export type AdminOfferList = Schemas['AdminOffersDataDto'];
export type AdminOfferListItem = Schemas['AdminOfferListItemDto'];
export type AdminUserList = Schemas['AdminUsersDataDto'];
export type AdminUserListItem = Schemas['AdminUserListItemDto'];
export type AdminUserProfile = Schemas['AdminUserProfileDto'];
/** An order's internal note (docs/decisions/0047-contact-inbox-and-order-admin.md). */
export type OrderNote = Schemas['OrderNoteDto'];
