import type * as operations from '@gtm/contracts/operations/talent-combines';
import { MAX_COMBINE_MEMBERS_LISTED, TALENT_ANSWERS } from '@gtm/contracts/talent';
import type { TTalentCombine } from '@gtm/contracts/talent';
import { AppError } from '@gtm/service-kit/app-error';
import { changedFields } from '@gtm/service-kit/audit-trail';
import type { TAuditTrail } from '@gtm/service-kit/audit-trail';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TOnePagersRepository } from '../one-pagers/one-pagers.repository.ts';
import type { TTalentCombineRow, TTalentCombinesRepository } from './talent-combines.repository.ts';

/** What the talent-combine routes need. */
export type TTalentCombinesDeps = {
  talentCombines: TTalentCombinesRepository;
  onePagers: TOnePagersRepository;
  audit: TAuditTrail;
};

/** The fields of a combine an admin edits, as the audit log names them. */
const EDITED_FIELDS = ['name', 'description', 'status', 'targetDate'] as const;

/** A combine as the API answers it: the target date as YYYY-MM-DD, with how many one-pagers it holds. */
const toTalentCombine = (row: TTalentCombineRow, onePagerCount: number): TTalentCombine => ({
  id: row._id.toString(),
  name: row.name,
  description: row.description,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  targetDate: row.targetDate ? row.targetDate.toISOString().slice(0, 10) : null,
  onePagerCount,
});

const combineNotFound = () => new AppError('NOT_FOUND', { userMessage: TALENT_ANSWERS.combineNotFound });
const onePagerNotFound = () => new AppError('NOT_FOUND', { userMessage: TALENT_ANSWERS.onePagerNotFound });

/** The admins' talent-combine operations: list, read, create, edit, and which one-pagers it holds. */
export const talentCombinesHandlers = (deps: TTalentCombinesDeps) => {
  const countOf = async (id: string) => (await deps.onePagers.countByCombines([id])).get(id) ?? 0;

  const list: TOperationHandler<typeof operations.listTalentCombines> = async (c, { query }) => {
    const page = await deps.talentCombines.list(query);
    const counts = await deps.onePagers.countByCombines(page.items.map((row) => row._id.toString()));
    return c.json(
      { ...page, items: page.items.map((row) => toTalentCombine(row, counts.get(row._id.toString()) ?? 0)) },
      200,
    );
  };

  const get: TOperationHandler<typeof operations.getTalentCombine> = async (c, { params }) => {
    const row = await deps.talentCombines.findById(params.id);
    if (!row) throw combineNotFound();
    const [onePagers, count] = await Promise.all([
      deps.onePagers.listByCombine(params.id, MAX_COMBINE_MEMBERS_LISTED),
      countOf(params.id),
    ]);
    return c.json({ ...toTalentCombine(row, count), onePagers }, 200);
  };

  const create: TOperationHandler<typeof operations.createTalentCombine> = async (c, { body }) => {
    const row = await deps.talentCombines.create(body);
    const combine = toTalentCombine(row, 0);
    await deps.audit.record(c, {
      action: 'talent-combine.created',
      target: { type: 'talent-combine', id: combine.id, label: combine.name },
      changes: changedFields(null, combine, EDITED_FIELDS),
    });
    return c.json(combine, 201);
  };

  const update: TOperationHandler<typeof operations.updateTalentCombine> = async (c, { params, body }) => {
    const saved = await deps.talentCombines.update(params.id, body);
    if (!saved) throw combineNotFound();
    const count = await countOf(params.id);
    const before = toTalentCombine(saved.before, count);
    const after = toTalentCombine(saved.after, count);
    const changes = changedFields(before, after, EDITED_FIELDS);
    if (changes.length > 0) {
      await deps.audit.record(c, {
        action: 'talent-combine.updated',
        target: { type: 'talent-combine', id: params.id, label: after.name },
        changes,
      });
    }
    return c.json(after, 200);
  };

  /** Adds or removes a one-pager (one atomic update of the one-pager); audited only when it changed something. */
  const membership = async (
    c: Parameters<TOperationHandler<typeof operations.addOnePagerToCombine>>[0],
    talentCombineId: string,
    onePagerId: string,
    change: 'add' | 'remove',
  ) => {
    const combine = await deps.talentCombines.findById(talentCombineId);
    if (!combine) throw combineNotFound();
    const result =
      change === 'add'
        ? await deps.onePagers.addToCombine(onePagerId, talentCombineId)
        : await deps.onePagers.removeFromCombine(onePagerId, talentCombineId);
    if (!result.found) throw onePagerNotFound();
    if (result.changed) {
      await deps.audit.record(c, {
        action: change === 'add' ? 'talent-combine.one-pager-added' : 'talent-combine.one-pager-removed',
        target: { type: 'talent-combine', id: talentCombineId, label: combine.name },
        changes: [
          change === 'add'
            ? { field: 'onePagerId', after: onePagerId }
            : { field: 'onePagerId', before: onePagerId },
        ],
      });
    }
    const message =
      change === 'add'
        ? result.changed
          ? TALENT_ANSWERS.onePagerAdded
          : TALENT_ANSWERS.onePagerAlreadyIn
        : result.changed
          ? TALENT_ANSWERS.onePagerRemoved
          : TALENT_ANSWERS.onePagerNotIn;
    return c.json(
      {
        success: true as const,
        message,
        changed: result.changed,
        onePagerCount: await countOf(talentCombineId),
      },
      200,
    );
  };

  const addOnePager: TOperationHandler<typeof operations.addOnePagerToCombine> = (c, { body }) =>
    membership(c, body.talentCombineId, body.onePagerId, 'add');

  const removeOnePager: TOperationHandler<typeof operations.removeOnePagerFromCombine> = (c, { params }) =>
    membership(c, params.talentCombineId, params.onePagerId, 'remove');

  return { list, get, create, update, addOnePager, removeOnePager };
};
