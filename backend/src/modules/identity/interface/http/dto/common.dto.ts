import { ChallengeSolutionDto } from '../../../../../shared/http/challenge-solution.dto';

export { ChallengeSolutionDto };
import { ApiProperty } from '@nestjs/swagger';

export class ChallengeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: '32 hex characters' }) salt!: string;
  @ApiProperty({ description: 'Leading zero bits SHA-256(salt + nonce) must have', example: 16 }) difficulty!: number;
  @ApiProperty({ description: 'Epoch milliseconds; 10 minutes after issue' }) expiresAt!: number;
  @ApiProperty({ description: 'HMAC-SHA256 (base64url) of id.salt.difficulty.expiresAt' }) signature!: string;
}

export class ChallengeResponse {
  @ApiProperty({ type: ChallengeDto }) data!: ChallengeDto;
}

