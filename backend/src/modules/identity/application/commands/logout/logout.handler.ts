import { Injectable } from '@nestjs/common';
import { SessionService } from '../../session.service';
import type { LogoutCommand } from './logout.command';

/** Ends the session on the server: the row is deleted, the old cookie opens nothing any more. */
@Injectable()
export class LogoutHandler {
  constructor(private readonly sessions: SessionService) {}

  async execute(command: LogoutCommand): Promise<void> {
    const session = await this.sessions.resolve(command.kind, command.token);
    if (session) await this.sessions.end(command.token);
  }
}
