import { CanActivate, createParamDecorator, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../../shared/api-error';
import { SessionService } from '../../application/session.service';
import { IdentityErrorCode } from '../../domain/identity.errors';
import { sessionToken } from './session-cookies';

export interface AuthenticatedSubject {
  id: number;
  /** The session cookie's value (to keep this session when revoking the others). */
  token: string;
}

type IdentityRequest = FastifyRequest & { shopCustomer?: AuthenticatedSubject; shopAdmin?: AuthenticatedSubject };

/** Routes of the account area: a valid `shop_session` cookie, else 401 notLoggedIn. */
@Injectable()
export class CustomerGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<IdentityRequest>();
    const token = sessionToken(req, 'customer');
    const session = await this.sessions.resolve('customer', token);
    if (!session || !token) throw new ApiError(IdentityErrorCode.notLoggedIn, 'Please log in.', HttpStatus.UNAUTHORIZED);
    req.shopCustomer = { id: session.subjectId, token };
    return true;
  }
}

/**
 * Every /api/admin route but install and login: a valid `shop_admin_session` cookie, else 403
 * adminForbidden for a caller with a customer session and 401 adminNotLoggedIn for anyone else. A customer
 * session never passes (sessions have a kind). Exported for the other
 * contexts' admin controllers: `@UseGuards(AdminGuard)` with IdentityModule imported.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<IdentityRequest>();
    const token = sessionToken(req, 'admin');
    const session = await this.sessions.resolve('admin', token);
    if (!session || !token) {
      // A logged-in customer is known and not allowed (403); without any session the caller must log in (401).
      const customer = await this.sessions.resolve('customer', sessionToken(req, 'customer'));
      if (customer) throw new ApiError(IdentityErrorCode.adminForbidden, 'Administrators only.', HttpStatus.FORBIDDEN);
      throw new ApiError(IdentityErrorCode.adminNotLoggedIn, 'Please log in as administrator.', HttpStatus.UNAUTHORIZED);
    }
    req.shopAdmin = { id: session.subjectId, token };
    return true;
  }
}

/** The customer the CustomerGuard let through. */
export const CurrentCustomer = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedSubject => {
  return context.switchToHttp().getRequest<IdentityRequest>().shopCustomer!;
});

/** The administrator the AdminGuard let through. */
export const CurrentAdmin = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedSubject => {
  return context.switchToHttp().getRequest<IdentityRequest>().shopAdmin!;
});
