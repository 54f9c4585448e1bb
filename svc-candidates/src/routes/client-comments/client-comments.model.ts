import { Schema } from 'mongoose';
import type { Types } from 'mongoose';
import { companyReadsThis } from '../../employer-reads-changes.ts';

export const CLIENT_COMMENTS_COLLECTION = 'client_comments';

/** A comment of a company's thread on one candidate: its users write, the admins reply. */
export const clientCommentSchema = new Schema(
  {
    companyId: { type: String, required: true },
    onePagerId: { type: String, required: true },
    shareId: { type: String, required: true },
    authorKind: { type: String, enum: ['employer', 'admin'], required: true },
    authorId: { type: String, required: true },
    authorName: { type: String, required: true },
    body: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: CLIENT_COMMENTS_COLLECTION, versionKey: false },
);
// The employer portal shows these records: the company's cached answers drop on every write of one.
companyReadsThis(clientCommentSchema);
clientCommentSchema.index({ companyId: 1, onePagerId: 1, createdAt: 1 });
// A deleted candidate's threads go with their one-pagers.
clientCommentSchema.index({ onePagerId: 1 });

export type TClientCommentRecord = {
  _id: Types.ObjectId;
  companyId: string;
  onePagerId: string;
  shareId: string;
  authorKind: 'employer' | 'admin';
  authorId: string;
  authorName: string;
  body: string;
  createdAt: Date;
};
