import type { SessionKind } from '../../../domain/session';

export interface LogoutCommand {
  kind: SessionKind;
  token: string | null;
}
