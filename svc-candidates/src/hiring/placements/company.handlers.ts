import type { Context } from 'hono';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type * as operations from '@gtm/contracts/operations/placements';
import { AppError } from '@gtm/service-kit/app-error';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { pdfResponse } from '@gtm/service-kit/file-response';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { employerAccessOf } from '../../employer-read-model/client-access.ts';
import { sharedCandidateOf } from '../../employer-read-model/client-views.ts';
import { toEmployerPlacement } from './company.mapper.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { placementNotFound } from './placements.service.ts';
import type { TPlacementsDeps, TPlacementsService } from './placements.service.ts';

/** The company's placements: its answer to the 90-day check, and the invoice of a hire. */
export const companyPlacementsHandlers = (deps: TPlacementsDeps, service: TPlacementsService) => {
  /** The company's latest confirmed placement of a candidate of its live share (404 otherwise). */
  const companyPlacement = async (c: Context<TAppEnv>, shareId: string, onePagerId: string) => {
    const access = await employerAccessOf(deps, c);
    if (!access.company) throw new AppError('NOT_FOUND', { userMessage: EMPLOYER_ANSWERS.shareNotFound });
    await sharedCandidateOf(deps, access.company, shareId, onePagerId);
    const placed = await service.activeOfCompanyCandidate(access.company.id, onePagerId);
    if (!placed) throw placementNotFound();
    return { access, placed };
  };

  const answerPlacementRetention: TOperationHandler<typeof operations.answerPlacementRetention> = async (
    c,
    { params, body },
  ) => {
    const { access, placed } = await companyPlacement(c, params.shareId, params.onePagerId);
    const current = await service.answerRetention(placed, body.stillInRole, access.clientUserId);
    const outcome = await service.outcomeOf(current);
    return c.json(
      {
        stage: outcome?.stage ?? null,
        note: outcome?.note ?? '',
        updatedAt: outcome?.updatedAt.toISOString() ?? null,
        updatedByName: outcome?.updatedBy.byName ?? null,
        correctedByAdmin: outcome?.updatedBy.by === 'admin',
        placedElsewhere: false,
        placement: toEmployerPlacement(current),
      },
      200,
    );
  };

  const getEmployerPlacementInvoice: TOperationHandler<
    typeof operations.getEmployerPlacementInvoice
  > = async (c, { params }) => {
    const { placed } = await companyPlacement(c, params.shareId, params.onePagerId);
    if (!placed.invoice) throw placementNotFound();
    const { print } = await service.printOf(placed, c.get('requestId'));
    return pdfResponse(c, await renderInvoicePdf(print), `invoice-${print.number}.pdf`);
  };

  return { answerPlacementRetention, getEmployerPlacementInvoice };
};
