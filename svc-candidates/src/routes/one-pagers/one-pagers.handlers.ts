import type { TEmailJob } from '@gtm/contracts/email-job';
import type * as operations from '@gtm/contracts/operations/one-pagers';
import { onePagerPdfFileName, TALENT_ANSWERS } from '@gtm/contracts/talent';
import type { TALENT_COMBINE_STATUSES, TOnePagerContent, TOnePagerDetail } from '@gtm/contracts/talent';
import { AppError } from '@gtm/service-kit/app-error';
import { changedFields } from '@gtm/service-kit/audit-trail';
import type { TAuditTrail } from '@gtm/service-kit/audit-trail';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import { pdfResponse } from '@gtm/service-kit/file-response';
import type { TCandidateAccountsRepository } from '../candidate-accounts/candidate-accounts.repository.ts';
import type { TCandidateProfilesRepository } from '../candidate-profiles/candidate-profiles.repository.ts';
import { draftFromProfile } from './one-pager-draft.ts';
import { renderOnePagerPdf } from './one-pager-pdf.ts';
import type { TOnePagerRecord } from './one-pagers.model.ts';
import { combineIdsOf, toOnePagerRow } from './one-pagers.repository.ts';
import type { TOnePagersRepository } from './one-pagers.repository.ts';

/**
 * The combines of a one-pager by id, as its dialog names them: what the talent combines' repository answers.
 * Declared here, so that one-pagers (which hold combine membership) never depend on the combines' folder.
 */
export type TCombinesByIds = {
  listByIds(
    ids: readonly string[],
  ): Promise<
    { _id: { toString(): string }; name: string; status: (typeof TALENT_COMBINE_STATUSES)[number] }[]
  >;
};

/** What the one-pager routes need. */
export type TOnePagersDeps = {
  onePagers: TOnePagersRepository;
  talentCombines: TCombinesByIds;
  profiles: Pick<TCandidateProfilesRepository, 'findById' | 'findByUserId'>;
  accounts: Pick<TCandidateAccountsRepository, 'findById'>;
  audit: TAuditTrail;
  /** The key of the candidates' aliases: a candidate's own one-pager is shown as a company would see it. */
  aliasKey: Buffer;
  /** Where the 'one-pager-ready' e-mail is published (svc-auth's e-mail worker renders and sends it). */
  outbox: TOutbox;
};

const CONTENT_FIELDS = [
  'name',
  'title',
  'location',
  'salaryExpectations',
  'methodologies',
  'industries',
  'dealCycles',
  'targetRoles',
  'quota',
  'quotaAttainment',
  'averageACV',
  'achievements',
  'summaryItems',
  'dealWalkthroughSituation',
  'dealWalkthroughAction',
  'dealWalkthroughResult',
] as const satisfies readonly (keyof TOnePagerContent)[];

/** The fields of a one-pager the audit log names, the content's as `content.<field>`. */
const AUDITED_FIELDS = [
  'title',
  'status',
  'summary',
  ...CONTENT_FIELDS.map((field) => `content.${field}` as const),
];

type TAuditedValue = string | readonly string[] | null;

/** A one-pager flattened to the fields the audit log compares. */
const auditedFieldsOf = (record: TOnePagerRecord): Record<string, TAuditedValue> => ({
  title: record.title,
  status: record.status,
  summary: record.summary,
  ...Object.fromEntries(CONTENT_FIELDS.map((field) => [`content.${field}`, record.content?.[field] ?? null])),
});

const onePagerNotFound = () => new AppError('NOT_FOUND', { userMessage: TALENT_ANSWERS.onePagerNotFound });
const profileNotFound = () => new AppError('NOT_FOUND', { userMessage: TALENT_ANSWERS.profileNotFound });

/** The one-pager as its dialog reads it: with its content and the combines it is in, by name. */
const detailOf = async (deps: TOnePagersDeps, record: TOnePagerRecord): Promise<TOnePagerDetail> => {
  const combines = await deps.talentCombines.listByIds(combineIdsOf(record));
  return {
    ...toOnePagerRow(record),
    content: record.content ?? null,
    combines: combines.map((combine) => ({
      id: combine._id.toString(),
      name: combine.name,
      status: combine.status,
    })),
  };
};

/**
 * Tells the candidate their new one-pager is ready, if their notification settings allow e-mail: a job on the
 * `email` queue through the outbox (its id, the one-pager's, makes it one e-mail) with display values only.
 */
const notifyCandidate = async (deps: TOnePagersDeps, record: TOnePagerRecord) => {
  const [profile, account] = await Promise.all([
    deps.profiles.findByUserId(record.candidateUserId),
    deps.accounts.findById(record.candidateUserId),
  ]);
  if (!profile?.notifications?.email || !account) return;
  const id = record._id.toString();
  const job: TEmailJob = {
    template: 'one-pager-ready',
    to: account.email,
    ref: `one-pager:${id}`,
    params: { name: profile.name ?? account.name, title: record.title },
  };
  await deps.outbox.publish(outboxMessage.email(job, `one-pager-ready.${id}`));
};

/** The admins' one-pager operations: list, read, draft, create, edit and the PDF. */
export const onePagersHandlers = (deps: TOnePagersDeps) => {
  const list: TOperationHandler<typeof operations.listOnePagers> = async (c, { query }) =>
    c.json(await deps.onePagers.list(query), 200);

  const get: TOperationHandler<typeof operations.getOnePager> = async (c, { params }) => {
    const record = await deps.onePagers.findById(params.id);
    if (!record) throw onePagerNotFound();
    return c.json(await detailOf(deps, record), 200);
  };

  const draft: TOperationHandler<typeof operations.getOnePagerDraft> = async (c, { params }) => {
    const profile = await deps.profiles.findById(params.id);
    if (!profile) throw profileNotFound();
    const account = await deps.accounts.findById(profile.userId);
    return c.json(draftFromProfile(profile, account), 200);
  };

  const create: TOperationHandler<typeof operations.createOnePager> = async (c, { body }) => {
    const profile = await deps.profiles.findById(body.candidateProfileId);
    if (!profile) throw profileNotFound();
    const record = await deps.onePagers.create({
      candidateUserId: profile.userId,
      candidateProfileId: profile._id.toString(),
      title: body.title,
      candidateName: body.content.name,
      status: body.status,
      summary: body.summary === '' ? null : body.summary,
      industries: body.content.industries,
      methodologies: body.content.methodologies,
      content: body.content,
      talentCombines: [],
    });
    const id = record._id.toString();
    await deps.audit.record(c, {
      action: 'one-pager.created',
      target: { type: 'one-pager', id, label: record.title },
      changes: changedFields(null, auditedFieldsOf(record), AUDITED_FIELDS),
    });
    await notifyCandidate(deps, record);
    // The hiring loop's event (the candidate's notification centre, the analytics): once per one-pager.
    await deps.outbox.publish(
      outboxMessage.hiringEvent({
        eventId: `one-pager.ready.${id}`,
        type: 'one-pager.ready',
        at: record.createdAt.getTime(),
        onePagerId: id,
        candidateUserId: record.candidateUserId,
      }),
    );
    return c.json(await detailOf(deps, record), 201);
  };

  const update: TOperationHandler<typeof operations.updateOnePager> = async (c, { params, body }) => {
    const saved = await deps.onePagers.update(params.id, body);
    if (!saved) throw onePagerNotFound();
    const changes = changedFields(
      auditedFieldsOf(saved.before),
      auditedFieldsOf(saved.after),
      AUDITED_FIELDS,
    );
    if (changes.length > 0) {
      await deps.audit.record(c, {
        action: 'one-pager.updated',
        target: { type: 'one-pager', id: params.id, label: saved.after.title },
        changes,
      });
    }
    return c.json(await detailOf(deps, saved.after), 200);
  };

  const pdf: TOperationHandler<typeof operations.getOnePagerPdf> = async (c, { params }) => {
    const record = await deps.onePagers.countDownload(params.id);
    if (!record) throw onePagerNotFound();
    const bytes = await renderOnePagerPdf(record);
    return pdfResponse(c, bytes, onePagerPdfFileName(record.candidateName));
  };

  return { list, get, draft, create, update, pdf };
};
