import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, MaxLength } from 'class-validator';

/** A solved challenge from GET /api/user/challenge plus the nonce found (docs/decisions/0005). */
export class ChallengeSolutionDto {
  @ApiProperty() @IsString({ message: 'invalidChallengeMessage' }) @MaxLength(64, { message: 'invalidChallengeMessage' }) id!: string;
  @ApiProperty() @IsString({ message: 'invalidChallengeMessage' }) @MaxLength(64, { message: 'invalidChallengeMessage' }) salt!: string;
  @ApiProperty() @IsInt({ message: 'invalidChallengeMessage' }) difficulty!: number;
  @ApiProperty({ description: 'Epoch milliseconds' }) @IsInt({ message: 'invalidChallengeMessage' }) expiresAt!: number;
  @ApiProperty() @IsString({ message: 'invalidChallengeMessage' }) @MaxLength(128, { message: 'invalidChallengeMessage' }) signature!: string;
  @ApiProperty({ description: 'Found by the client: SHA-256(salt + nonce) starts with `difficulty` zero bits' })
  @IsString({ message: 'invalidChallengeMessage' })
  @MaxLength(64, { message: 'invalidChallengeMessage' })
  nonce!: string;
}

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

