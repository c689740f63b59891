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
