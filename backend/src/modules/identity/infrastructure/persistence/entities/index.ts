import { AdminUserEntity } from './admin-user.entity';
import { ChallengeUsedEntity } from './challenge-used.entity';
import { ConfirmationCodeEntity } from './confirmation-code.entity';
import { SecurityEventEntity } from './security-event.entity';
import { SessionEntity } from './session.entity';
import { UserAddressEntity } from './user-address.entity';
import { UserEntity } from './user.entity';

export const IDENTITY_ENTITIES = [UserEntity, UserAddressEntity, AdminUserEntity, SessionEntity, ConfirmationCodeEntity, ChallengeUsedEntity, SecurityEventEntity];
