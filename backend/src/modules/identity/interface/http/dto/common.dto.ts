import { ChallengeSolutionDto } from '../../../../../shared/http/challenge-solution.dto';

export { ChallengeSolutionDto };
import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class ChallengeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  /** 32 hex characters */
  salt!: string;
  /**
   * Leading zero bits SHA-256(salt + nonce) must have
   * @example 16
   */
  difficulty!: number;
  /** Epoch milliseconds; 10 minutes after issue */
  expiresAt!: number;
  /** HMAC-SHA256 (base64url) of id.salt.difficulty.expiresAt */
  signature!: string;
}

export class ChallengeResponse {
  data!: ChallengeDto;
}


export class ChallengeQuery {
  /** login: for a login to an account under attack (4 times the work) */
  @ApiPropertyOptional({ default: 'form' })
  @IsOptional()
  @IsIn(['form', 'login'], { message: 'invalidChallengeMessage' })
  purpose?: 'form' | 'login';
}
