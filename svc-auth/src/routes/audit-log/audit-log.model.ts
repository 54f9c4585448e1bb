import { Schema } from 'mongoose';
import type { Connection } from 'mongoose';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@gtm/contracts/audit';
import type { TAuditChange } from '@gtm/contracts/audit';

/**
 * The audit log: one entry per admin write, keyed by the event id its writer chose (a replayed event is
 * stored once). Append-only: the repository only inserts and reads.
 */
export const auditEntrySchema = new Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
    actorId: { type: String, required: true },
    action: { type: String, enum: AUDIT_ACTIONS, required: true },
    target: {
      type: { type: String, enum: AUDIT_TARGET_TYPES, required: true },
      id: { type: String, required: true },
      label: { type: String, default: null },
    },
    changes: { type: Schema.Types.Mixed, default: [] },
    /** Search fields (service-kit's text-search) of the target's label. */
    searchText: { type: String, default: '' },
    searchGrams: { type: [String], default: [] },
  },
  { collection: 'audit_log', versionKey: false, minimize: false },
);
// Newest first, alone or within one filter: each filter the audit page issues has its own index.
auditEntrySchema.index({ at: -1, _id: -1 });
auditEntrySchema.index({ action: 1, at: -1, _id: -1 });
auditEntrySchema.index({ 'target.type': 1, at: -1, _id: -1 });
auditEntrySchema.index({ 'target.id': 1, at: -1, _id: -1 });
auditEntrySchema.index({ actorId: 1, at: -1, _id: -1 });
auditEntrySchema.index({ searchGrams: 1 });

export type TAuditEntryRecord = {
  _id: string;
  at: Date;
  actorId: string;
  action: (typeof AUDIT_ACTIONS)[number];
  target: { type: (typeof AUDIT_TARGET_TYPES)[number]; id: string; label: string | null };
  changes: TAuditChange[];
  searchText: string;
  searchGrams: string[];
};

/** The `audit_log` model on svc-auth's connection. */
export const auditEntryModel = (connection: Connection) => connection.model('AuditEntry', auditEntrySchema);
