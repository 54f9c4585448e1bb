import type { Context } from 'hono';
import { combineDayScheduleFileName } from '@gtm/contracts/combine-days';
import type * as operations from '@gtm/contracts/operations/combine-days';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { pdfResponse } from '@gtm/service-kit/file-response';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { employerAccessOf, shareNotFound } from '../../employer-read-model/client-access.ts';
import type { TCombineDaysDeps, TCombineDaysService } from './combine-days.service.ts';
import { toCombineDay, toDebrief } from './company.mapper.ts';
import { renderSchedulePdf } from './schedule-pdf.ts';

/**
 * The company's combine days: plan (or preview) an afternoon with a share's candidates, read its days, add a late
 * candidate, cancel a day, print its schedule, and its debrief with "Pass on the rest".
 */
export const companyCombineDaysHandlers = (
  deps: Pick<TCombineDaysDeps, 'peers' | 'redis' | 'combineShares' | 'talentCombines'>,
  service: TCombineDaysService,
) => {
  /** The caller's company and its live share (404 otherwise: another company's, withdrawn, lost combine). */
  const companyShare = async (c: Context<TAppEnv>, shareId: string) => {
    const access = await employerAccessOf(deps, c);
    const company = access.company;
    if (!company) throw shareNotFound();
    const share = await deps.combineShares.findShare(shareId);
    if (!share || share.companyId !== company.id || share.withdrawnAt !== null) throw shareNotFound();
    const combine = await deps.talentCombines.findById(share.combineId);
    if (!combine) throw shareNotFound();
    return { access, company, share, combineName: combine.name };
  };

  /** A day of the caller's share, with the share's candidates as the company may see them. */
  const companyDay = async (c: Context<TAppEnv>, shareId: string, dayId: string) => {
    const found = await companyShare(c, shareId);
    const [day, candidates] = await Promise.all([
      service.dayOfShare(found.share._id.toString(), dayId),
      service.candidatesOf(found.share, found.company.view_type),
    ]);
    return { ...found, day, candidates };
  };

  const previewCombineDay: TOperationHandler<typeof operations.previewCombineDay> = async (
    c,
    { params, body },
  ) => {
    const { company, share, combineName, access } = await companyShare(c, params.shareId);
    const candidates = await service.candidatesOf(share, company.view_type);
    const day = await service.preview(body, share, candidates, {
      by: 'employer',
      byId: access.clientUserId,
      byName: access.name,
    });
    return c.json(toCombineDay(day, combineName, candidates), 200);
  };

  const planCombineDay: TOperationHandler<typeof operations.planCombineDay> = async (c, { params, body }) => {
    const { company, share, combineName, access } = await companyShare(c, params.shareId);
    const candidates = await service.candidatesOf(share, company.view_type);
    const saved = await service.plan(body, share, candidates, {
      by: 'employer',
      byId: access.clientUserId,
      byName: access.name,
    });
    return c.json(toCombineDay(saved, combineName, candidates), 201);
  };

  const listCombineDays: TOperationHandler<typeof operations.listCombineDays> = async (c, { params }) => {
    const { company, share, combineName } = await companyShare(c, params.shareId);
    const [days, candidates] = await Promise.all([
      service.ofShare(share._id.toString()),
      service.candidatesOf(share, company.view_type),
    ]);
    return c.json({ items: days.map((day) => toCombineDay(day, combineName, candidates)) }, 200);
  };

  const getCombineDay: TOperationHandler<typeof operations.getCombineDay> = async (c, { params }) => {
    const { day, combineName, candidates } = await companyDay(c, params.shareId, params.dayId);
    return c.json(toCombineDay(day, combineName, candidates), 200);
  };

  const cancelCombineDay: TOperationHandler<typeof operations.cancelCombineDay> = async (c, { params }) => {
    const { day, combineName, candidates } = await companyDay(c, params.shareId, params.dayId);
    return c.json(toCombineDay(await service.cancel(day, candidates), combineName, candidates), 200);
  };

  const addCombineDayCandidate: TOperationHandler<typeof operations.addCombineDayCandidate> = async (
    c,
    { params, body },
  ) => {
    const { company, share, combineName } = await companyShare(c, params.shareId);
    const candidates = await service.candidatesOf(share, company.view_type);
    const saved = await service.addCandidate(share._id.toString(), params.dayId, body.onePagerId, candidates);
    return c.json(toCombineDay(saved, combineName, candidates), 201);
  };

  /** `GET .../days/{dayId}/schedule.pdf`: the afternoon on one page, to print (issue 47). */
  const getCombineDaySchedulePdf: TOperationHandler<typeof operations.getCombineDaySchedulePdf> = async (
    c,
    { params },
  ) => {
    const { day, combineName, candidates } = await companyDay(c, params.shareId, params.dayId);
    const bytes = await renderSchedulePdf(service.schedulePrint(day, combineName, candidates));
    return pdfResponse(c, bytes, combineDayScheduleFileName(day.date));
  };

  const getCombineDayDebrief: TOperationHandler<typeof operations.getCombineDayDebrief> = async (
    c,
    { params },
  ) => {
    const { company, day, candidates } = await companyDay(c, params.shareId, params.dayId);
    return c.json(toDebrief(await service.debrief(company.id, day, candidates)), 200);
  };

  const passUndecidedOfDay: TOperationHandler<typeof operations.passUndecidedOfDay> = async (
    c,
    { params, body },
  ) => {
    const { company, share, combineName, access, day, candidates } = await companyDay(
      c,
      params.shareId,
      params.dayId,
    );
    const { passed, after } = await service.passUndecided(
      { company, share, combineName, by: { id: access.clientUserId, name: access.name } },
      day,
      candidates,
      body.reason,
    );
    return c.json({ ...toDebrief(after), passed }, 200);
  };

  return {
    previewCombineDay,
    planCombineDay,
    listCombineDays,
    getCombineDay,
    cancelCombineDay,
    addCombineDayCandidate,
    getCombineDaySchedulePdf,
    getCombineDayDebrief,
    passUndecidedOfDay,
  };
};
