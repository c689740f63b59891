import { ChallengeSolutionDto } from '../../../../../shared/http/challenge-solution.dto';

export { ChallengeSolutionDto };
import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

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


export class ChallengeQuery {
  @ApiPropertyOptional({ enum: ['form', 'login'], default: 'form', description: 'login: for a login to an account under attack (4 times the work)' })
  @IsOptional()
  @IsIn(['form', 'login'], { message: 'invalidChallengeMessage' })
  purpose?: 'form' | 'login';
}
