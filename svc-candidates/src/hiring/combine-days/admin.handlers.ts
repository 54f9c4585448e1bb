import type { Context } from 'hono';
import type * as operations from '@gtm/contracts/operations/combine-days';
import type { TAuditTrail } from '@gtm/service-kit/audit-trail';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { adminNameOf, shareNotFound } from '../../employer-read-model/client-access.ts';
import { TEAM_NAME } from '../../routes/combine-shares/combine-shares.handlers.ts';
import { toAdminCombineDay } from './admin.mapper.ts';
import type { TCombineDaysDeps, TCombineDaysService } from './combine-days.service.ts';

/**
 * The admins' combine days (issue 47, item 7): a company's day planned (or previewed) for it through the same
 * service, the calendar of every company's days, and a day cancelled. Every write is audited here, in the
 * admins' words.
 */
export const adminCombineDaysHandlers = (
  deps: Pick<TCombineDaysDeps, 'peers' | 'combineShares' | 'talentCombines'> & { audit: TAuditTrail },
  service: TCombineDaysService,
) => {
  /** A share of the combine and its company (withdrawn, another combine's or a deleted company's: 404). */
  const adminShare = async (c: Context<TAppEnv>, combineId: string, shareId: string) => {
    const combine = await deps.talentCombines.findById(combineId);
    const share = await deps.combineShares.findShare(shareId);
    if (!combine || !share || share.combineId !== combineId || share.withdrawnAt !== null)
      throw shareNotFound();
    const company = await service.companyOf(c.get('requestId'), share.companyId);
    if (!company) throw shareNotFound();
    return { combine, share, company };
  };

  const previewCombineDayForCompany: TOperationHandler<
    typeof operations.previewCombineDayForCompany
  > = async (c, { params, body }) => {
    const { combine, share, company } = await adminShare(c, params.id, params.shareId);
    const candidates = await service.candidatesOf(share, company.view_type);
    const day = await service.preview(body, share, candidates, {
      by: 'admin',
      byId: c.get('identity').userId ?? '',
      byName: null,
    });
    return c.json(toAdminCombineDay(day, combine.name, candidates), 200);
  };

  const planCombineDayForCompany: TOperationHandler<typeof operations.planCombineDayForCompany> = async (
    c,
    { params, body },
  ) => {
    const { combine, share, company } = await adminShare(c, params.id, params.shareId);
    const candidates = await service.candidatesOf(share, company.view_type);
    const byName = (await adminNameOf(deps.peers, c)) ?? TEAM_NAME;
    const saved = await service.plan(body, share, candidates, {
      by: 'admin',
      byId: c.get('identity').userId ?? '',
      byName,
    });
    await deps.audit.record(c, {
      action: 'talent-combine.combine-day-planned',
      target: { type: 'talent-combine', id: combine._id.toString(), label: combine.name },
      changes: [
        { field: 'companyName', after: share.companyName },
        { field: 'date', after: `${saved.date} ${saved.from}-${saved.to} ${saved.timeZone}` },
        { field: 'segments', after: saved.segments.length },
      ],
    });
    return c.json(toAdminCombineDay(saved, combine.name, candidates), 201);
  };

  /**
   * The admins' calendar: every company's days of the range (all of them without one), each named as its
   * company may see its candidates (confirmed: the candidate's name).
   */
  const listAdminCombineDays: TOperationHandler<typeof operations.listAdminCombineDays> = async (
    c,
    { query },
  ) => {
    const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(0);
    const to = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) : new Date(8.64e15);
    const days = await service.calendar(from, to, c.get('requestId'));
    return c.json(
      {
        items: days.map(({ day, combineName, candidates }) =>
          toAdminCombineDay(day, combineName, candidates),
        ),
      },
      200,
    );
  };

  const cancelAdminCombineDay: TOperationHandler<typeof operations.cancelAdminCombineDay> = async (
    c,
    { params },
  ) => {
    const day = await service.find(params.id);
    const candidates = await service.candidatesOfDay(c.get('requestId'), day);
    const cancelled = await service.cancel(day, candidates);
    const combine = await deps.talentCombines.findById(day.combineId);
    await deps.audit.record(c, {
      action: 'talent-combine.combine-day-cancelled',
      target: { type: 'talent-combine', id: day.combineId, label: combine?.name ?? day.combineId },
      changes: [
        { field: 'companyName', after: day.companyName },
        { field: 'date', before: `${day.date} ${day.from}-${day.to} ${day.timeZone}`, after: 'cancelled' },
      ],
    });
    return c.json(toAdminCombineDay(cancelled, combine?.name ?? '', candidates), 200);
  };

  return {
    previewCombineDayForCompany,
    planCombineDayForCompany,
    listAdminCombineDays,
    cancelAdminCombineDay,
  };
};
