import { IsInt, IsString, MaxLength } from 'class-validator';

/** A solved challenge from GET /api/user/challenge plus the nonce found (docs/decisions/0005). */
export class ChallengeSolutionDto {
  @IsString({ message: 'invalidChallengeMessage' }) @MaxLength(64, { message: 'invalidChallengeMessage' }) id!: string;
  @IsString({ message: 'invalidChallengeMessage' }) @MaxLength(64, { message: 'invalidChallengeMessage' }) salt!: string;
  @IsInt({ message: 'invalidChallengeMessage' }) difficulty!: number;
  /** Epoch milliseconds */
  @IsInt({ message: 'invalidChallengeMessage' }) expiresAt!: number;
  @IsString({ message: 'invalidChallengeMessage' }) @MaxLength(128, { message: 'invalidChallengeMessage' }) signature!: string;
  /** Found by the client: SHA-256(salt + nonce) starts with `difficulty` zero bits */
  @IsString({ message: 'invalidChallengeMessage' })
  @MaxLength(64, { message: 'invalidChallengeMessage' })
  nonce!: string;
}
