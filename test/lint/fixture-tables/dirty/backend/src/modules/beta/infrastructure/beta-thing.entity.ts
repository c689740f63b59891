import { Entity } from 'typeorm';

@Entity('beta_thing')
export class BetaThingEntity {
  id!: number;
}
