import { Schema } from 'mongoose';

/** Who did something (a user's id, and their name kept for display), as the employer portal's records name them. */
export const actorSchema = new Schema(
  { id: { type: String, required: true }, name: { type: String, default: null } },
  { _id: false },
);

export type TActorRecord = { id: string; name: string | null };
