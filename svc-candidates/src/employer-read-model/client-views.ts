import type { CLIENT_VIEW_TYPES } from '@gtm/contracts/clients';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { AppError } from '@gtm/service-kit/app-error';
import type {
  TCandidateContact,
  TClientComment,
  TClientEvaluation,
  TInterviewRequest,
} from '@gtm/contracts/employer';
import type { TCandidateAccountRecord } from '../routes/candidate-accounts/candidate-accounts.model.ts';
import type { TCandidateProfileRecord } from '../routes/candidate-profiles/candidate-profiles.model.ts';
import type { TFileStore } from '../storage/file-store.ts';
import type { PipelineStage } from 'mongoose';
import { isInCombine, memberLookup } from '../routes/one-pagers/one-pagers.repository.ts';
import { combinesLookup } from '../routes/talent-combines/talent-combines.repository.ts';
import type { TTalentCombineRow } from '../routes/talent-combines/talent-combines.repository.ts';
import { interviewStateOf, revealedCandidate } from './interview-state.ts';
import type { TRevealed } from './interview-state.ts';
import { clientViewOf, isVisibleToClients } from '../client-privacy/anonymization.ts';
import type { TClientView } from '../client-privacy/anonymization.ts';
import { accountLookup } from '../routes/candidate-accounts/candidate-accounts.repository.ts';
import type { TCandidateAccountsRepository } from '../routes/candidate-accounts/candidate-accounts.repository.ts';
import { profileLookup } from '../routes/candidate-profiles/candidate-profiles.repository.ts';
import type { TCandidateProfilesRepository } from '../routes/candidate-profiles/candidate-profiles.repository.ts';
import type { TClientCommentRecord } from '../routes/client-comments/client-comments.model.ts';
import type { TClientEvaluationRecord } from './client-evaluations.model.ts';
import type { TCombineShareRecord } from './combine-shares.model.ts';
import type { TInterviewRequestRecord } from './interview-requests.model.ts';
import { isConfirmedHire, outcomesOfCandidateLookup } from './outcomes.repository.ts';
import type { TCandidateOutcomeRecord } from './outcomes.model.ts';
import type { TOnePagerMember, TOnePagersRepository } from '../routes/one-pagers/one-pagers.repository.ts';
import type { TEmployerReadsCache } from './employer-reads-cache.ts';
import type { TErasedAccounts } from './erased-accounts.ts';
import type { TEmployerRepositories } from './employer-repositories.ts';
import { shareNotFound } from './client-access.ts';
export type TViewType = (typeof CLIENT_VIEW_TYPES)[number];

/** A one-pager as the employer routes read it: without the search fields. */
export type TMemberRecord = TOnePagerMember;

/** A candidate a company may see: the one-pager, whose it is, and what of it the company may see. */
export type TVisibleCandidate = {
  record: TMemberRecord;
  profile: TCandidateProfileRecord;
  account: TCandidateAccountRecord | null;
  view: Extract<TClientView, { withheld: false }>;
};

/**
 * What the employer routes read and write: the portal's own repositories (one per collection), and the
 * one-pagers, profiles and accounts it shows, through their repositories.
 */
export type TClientViewDeps = TEmployerRepositories & {
  onePagers: Pick<
    TOnePagersRepository,
    'membersOfCombines' | 'membersWith' | 'findMember' | 'membersOfCandidate'
  >;
  profiles: Pick<TCandidateProfilesRepository, 'byUserIds'>;
  accounts: Pick<TCandidateAccountsRepository, 'contactsOf'>;
  files: Pick<TFileStore, 'signedUrl'>;
  /** The key of the candidates' aliases (derived from IDENTITY_SECRET). */
  aliasKey: Buffer;
  /** The accounts erased: their candidates are withheld from every company, whatever is still stored. */
  erased: Pick<TErasedAccounts, 'has'>;
};

/** Where an aggregate joins the candidate's outcomes, for an anonymized company (see {@link hiredBy}). */
const HIRES_FIELD = '_hires';

/**
 * Whether the company hired the candidate: one of the candidate's outcomes is its confirmed hire (the candidate,
 * or an admin, confirmed its placement). A hire is the candidate's consent to be known by the company that hired
 * them (issue 47), so an anonymized company reads them from then on as a full-view company does: their name
 * (on the one-pager, its PDF and every text of theirs the company reads) and headshot, and their contact details
 * only where their privacy setting `showContact` is on, as for any company. Every other company still reads the
 * alias. The outcomes' writes drop the kept views, so a hire (or an admin's correction of it) shows at once.
 */
const hiredBy = (companyId: string, outcomes: readonly TCandidateOutcomeRecord[] | undefined) =>
  (outcomes ?? []).some((outcome) => outcome.companyId === companyId && isConfirmedHire(outcome));

/** A one-pager with its candidate's profile and account (null: none). */
export type TMemberWithCandidate = {
  record: TMemberRecord;
  profile: TCandidateProfileRecord | null;
  account: TCandidateAccountRecord | null;
  /** Whether the company the members were read for hired the candidate (read only when asked: `hiresOf`). */
  hired?: boolean;
};

/**
 * The one-pagers of these combines, or the one of this id, each with its candidate's profile and account, in one
 * command: the one-pagers repository's aggregate, joined by the `$lookup` stages the profiles' and accounts'
 * repositories export.
 */
export const membersWithCandidates = async (
  deps: Pick<TClientViewDeps, 'onePagers'>,
  wanted: { combineIds: readonly string[] } | { id: string },
  /**
   * With the one-pagers' content; with the accounts (default: yes; no: every `account` is null); `hiresOf`: the
   * anonymized company whose confirmed hires are joined in the same command, each member's `hired` (see
   * {@link hiredBy}; a full view needs none).
   */
  options: { content: boolean; accounts?: boolean; hiresOf?: string },
): Promise<TMemberWithCandidate[]> => {
  const rows = await deps.onePagers.membersWith<{
    _profile: TCandidateProfileRecord[];
    _account?: TCandidateAccountRecord[];
    [HIRES_FIELD]?: TCandidateOutcomeRecord[];
  }>(wanted, options, [
    ...profileLookup('candidateUserId', '_profile'),
    ...(options.accounts === false ? [] : accountLookup('candidateUserId', '_account')),
    ...(options.hiresOf === undefined ? [] : outcomesOfCandidateLookup('candidateUserId', HIRES_FIELD)),
  ]);
  return rows.map(({ _profile, _account, [HIRES_FIELD]: hires, ...record }) => ({
    record,
    profile: _profile[0] ?? null,
    account: _account?.[0] ?? null,
    ...(options.hiresOf === undefined ? {} : { hired: hiredBy(options.hiresOf, hires) }),
  }));
};

/** The one-pagers a company of `viewType` may see, each with what it may see of it (the withheld left out). */
export const visibleCandidates = async (
  deps: TClientViewDeps,
  viewType: TViewType,
  records: readonly TMemberRecord[],
): Promise<TVisibleCandidate[]> => {
  const userIds = records.map((record) => record.candidateUserId);
  const [profiles, accounts] = await Promise.all([
    deps.profiles.byUserIds(userIds),
    deps.accounts.contactsOf(userIds),
  ]);
  return viewsOf(
    deps,
    viewType,
    records.map((record) => ({
      record,
      profile: profiles.get(record.candidateUserId) ?? null,
      account: accounts.get(record.candidateUserId) ?? null,
    })),
  );
};

/**
 * What a company of `viewType` may see of each of these one-pagers, read with their candidates (the withheld
 * left out).
 */
export const viewsOf = (
  deps: Pick<TClientViewDeps, 'aliasKey' | 'erased'>,
  viewType: TViewType,
  members: readonly TMemberWithCandidate[],
): TVisibleCandidate[] =>
  members.flatMap(({ record, profile, account, hired }) => {
    if (deps.erased.has(record.candidateUserId)) return [];
    const view = clientViewOf(deps.aliasKey, {
      // A company reads the candidate it hired as a full view does (see hiredBy).
      viewType: hired ? 'full' : viewType,
      onePager: record,
      profile: profile && {
        id: profile._id.toString(),
        name: profile.name,
        phone: profile.phone,
        linkedinUrl: profile.linkedinUrl,
        privacy: profile.privacy,
      },
      account: account && { name: account.name, email: account.email },
    });
    return view.withheld || !profile ? [] : [{ record, profile, account, view }];
  });

/**
 * The one-pagers of these combines clients may see at all (the withheld left out, as `clientViewOf` decides it: a
 * public profile): what counting them needs, without their views. One command (`membersWithCandidates`, with
 * the profiles only).
 */
export const visibleToClients = async (
  deps: Pick<TClientViewDeps, 'onePagers' | 'erased'>,
  combineIds: readonly string[],
): Promise<TMemberRecord[]> =>
  (await membersWithCandidates(deps, { combineIds }, { content: false, accounts: false }))
    .filter(({ record, profile }) => isVisibleToClients(profile) && !deps.erased.has(record.candidateUserId))
    .map(({ record }) => record);

const candidateNotFound = () =>
  new AppError('NOT_FOUND', { userMessage: EMPLOYER_ANSWERS.candidateNotFound });

/** What finding a company's candidate of a share needs: the views' deps, the combines, the kept reads. */
export type TSharedCandidateDeps = TClientViewDeps & {
  /** The employer reads kept in memory (absent: every check reads). */
  employerReads?: TEmployerReadsCache | undefined;
};

/** A share and its combine as a read found them (null: none). */
export type TShareRead = { share: TCombineShareRecord | null; combine: TTalentCombineRow | null };

/**
 * A live share of the company and its combine, as a read found them: 404 for another company's share, a
 * withdrawn one, a lost combine.
 */
export const liveShareOf = (companyId: string, { share, combine }: TShareRead) => {
  if (!share || share.companyId !== companyId || share.withdrawnAt !== null) throw shareNotFound();
  if (!combine || combine._id.toString() !== share.combineId) throw shareNotFound();
  return { share, combine };
};

/** A company's candidate of a share: the share, its combine, and the candidate as the company may see them. */
export type TSharedCandidate = {
  share: TCombineShareRecord;
  combine: TTalentCombineRow;
  candidate: TVisibleCandidate;
};

/**
 * The group the client views of candidates are kept in, apart from the companies' own reads: a view depends on
 * the share, the combine, the one-pager, the profile and the account (whose writes drop every group), and for an
 * anonymized company on whether it hired the candidate (the outcomes' writes drop every group too), never on
 * what else a company did (its evaluations, comments and requests drop only that company's reads), so a
 * company's writes do not compute it again.
 */
export const CLIENT_VIEWS_GROUP = 'client-views';

/**
 * What a candidate route reads of the company's current state about the candidate besides the check (its
 * evaluation, its interview requests, its outcome, its activity), so that a whole miss reads both in one
 * command. `stages` join it into the check's aggregate (`userIdField`: the path of the joined one-pager's
 * `candidateUserId`), each exported by the repository of the collection it reads; `joined` picks it from that
 * document. When the check was kept, `alone` reads it (one command). It is never kept with the check: what a
 * company did changes with every write of the company.
 */
export type TCurrentState<T> = {
  stages: (userIdField: string) => PipelineStage[];
  joined: (document: Record<string, unknown>, read: TSharedCandidate) => T;
  alone: (read: TSharedCandidate) => Promise<T>;
};

/** No state besides the check (the PDF, a comment). */
const NO_STATE: TCurrentState<null> = {
  stages: () => [],
  joined: () => null,
  alone: () => Promise.resolve(null),
};

/**
 * Where the check's aggregate joins the one-pager, and its candidate's user id, set as a field of its own: the
 * stand-in joins nothing on a `localField` path into an array (`_onePager.candidateUserId`).
 */
const ONE_PAGER_FIELD = '_onePager';
const USER_ID_FIELD = '_candidateUserId';

/** What the check's aggregate joins to the share. */
type TCandidateJoined = {
  combines: TTalentCombineRow[];
  [ONE_PAGER_FIELD]: TMemberRecord[];
  _profile: TCandidateProfileRecord[];
  _account: TCandidateAccountRecord[];
  [HIRES_FIELD]?: TCandidateOutcomeRecord[];
};

/**
 * The share, its combine and the candidate as the company (of its view type) may see them, with what the route
 * reads of the company's current state (`state`): the check every candidate route of the employer portal makes
 * (a read, or a write's access check). The check is computed once per company, share, candidate and view type
 * and kept until one of its sources changes (or the reads' TTL passes); a share of another company, a withdrawn
 * share, a candidate not in the combine or withheld from clients answer 404.
 *
 * Not kept, it is one command: the shares repository's aggregate of the share, joined by the `$lookup` stages
 * the other repositories export (its combine; the one-pager by id; its candidate's profile and account; for an
 * anonymized company, the candidate's outcomes, which say whether it hired them ({@link hiredBy}); the state's
 * stages). Kept, the state alone is read (one command, none for {@link NO_STATE}).
 */
export const sharedCandidateWith = async <T>(
  deps: TSharedCandidateDeps,
  company: { id: string; view_type: TViewType },
  shareId: string,
  onePagerId: string,
  state: TCurrentState<T>,
): Promise<TSharedCandidate & { state: T }> => {
  const anonymized = company.view_type !== 'full';
  // The state as the check's read joined it, when the check was read now (a closure: never kept).
  let loaded: { state: T } | null = null;
  const load = async (): Promise<TSharedCandidate> => {
    const document = await deps.combineShares.sharesWith<TCandidateJoined>({ shareId }, [
      ...combinesLookup('$shares.combineId', 'combines'),
      ...memberLookup(onePagerId, ONE_PAGER_FIELD),
      { $addFields: { [USER_ID_FIELD]: { $arrayElemAt: [`$${ONE_PAGER_FIELD}.candidateUserId`, 0] } } },
      ...profileLookup(USER_ID_FIELD, '_profile'),
      ...accountLookup(USER_ID_FIELD, '_account'),
      // An anonymized company's hire of the candidate shows their name (a full view sees it anyway).
      ...(anonymized ? outcomesOfCandidateLookup(USER_ID_FIELD, HIRES_FIELD) : []),
      ...state.stages(USER_ID_FIELD),
    ]);
    const { share, combine } = liveShareOf(company.id, {
      share: document?.shares[0] ?? null,
      combine: document?.combines[0] ?? null,
    });
    const member = document?.[ONE_PAGER_FIELD][0];
    if (!document || !member || !isInCombine(member, share.combineId)) throw candidateNotFound();
    const viewType = anonymized && hiredBy(company.id, document[HIRES_FIELD]) ? 'full' : company.view_type;
    const [candidate] = viewsOf(deps, viewType, [
      { record: member, profile: document._profile[0] ?? null, account: document._account[0] ?? null },
    ]);
    if (!candidate) throw candidateNotFound();
    const read = { share, combine, candidate };
    loaded = { state: state.joined(document, read) };
    return read;
  };
  const read = await keptClientView(
    deps,
    `${company.id}:${shareId}:${onePagerId}:${company.view_type}`,
    load,
  );
  const joined = loaded as { state: T } | null;
  return { ...read, state: joined ? joined.state : await state.alone(read) };
};

/** {@link sharedCandidateWith} without state: the check alone (one command when not kept, none when kept). */
export const sharedCandidateOf = async (
  deps: TSharedCandidateDeps,
  company: { id: string; view_type: TViewType },
  shareId: string,
  onePagerId: string,
): Promise<TSharedCandidate> => {
  const { state: _none, ...read } = await sharedCandidateWith(deps, company, shareId, onePagerId, NO_STATE);
  return read;
};

/**
 * What is kept in {@link CLIENT_VIEWS_GROUP} under `key` (computed by `load` when not, or when nothing is kept):
 * only what depends on shares, combines, one-pagers, profiles and accounts (and a company's hire of the
 * candidate), never on what else a company did.
 */
export const keptClientView = async <T extends object>(
  deps: Pick<TSharedCandidateDeps, 'employerReads'>,
  key: string,
  load: () => Promise<T>,
): Promise<T> =>
  deps.employerReads ? ((await deps.employerReads.read(CLIENT_VIEWS_GROUP, key, load)) as T) : load();

/** The headshot's signed link, when the company may see it and there is one. */
export const headshotUrlOf = async (deps: TClientViewDeps, candidate: TVisibleCandidate) =>
  candidate.view.headshot && candidate.profile.headshot
    ? (await deps.files.signedUrl(candidate.profile.headshot.key)).url
    : null;

/** The contact details, when the company may see them (full view, the candidate's `showContact` on). */
export const contactOf = async (
  deps: TClientViewDeps,
  candidate: TVisibleCandidate,
): Promise<TCandidateContact | null> => {
  if (!candidate.view.contact) return null;
  const { profile, account } = candidate;
  return {
    email: account?.email ?? null,
    phone: profile.phone || null,
    linkedinUrl: profile.linkedinUrl || null,
    resumeUrl: profile.resume ? (await deps.files.signedUrl(profile.resume.key)).url : null,
  };
};

export const EMPTY_EVALUATION: TClientEvaluation = {
  decision: null,
  passReason: null,
  rating: null,
  updatedAt: null,
  updatedByName: null,
};

/**
 * An evaluation as the API answers it: a record that holds no decision, reason or rating (it was cleared, or
 * holds only what the company keeps to itself) is none, with nobody named as its author.
 */
export const toEvaluation = (record: TClientEvaluationRecord | null | undefined): TClientEvaluation =>
  record && (record.decision != null || record.passReason != null || record.rating != null)
    ? {
        decision: record.decision ?? null,
        passReason: record.passReason ?? null,
        rating: record.rating ?? null,
        updatedAt: record.updatedAt.toISOString(),
        updatedByName: record.updatedBy.name,
      }
    : EMPTY_EVALUATION;

/** A comment as the API answers it; `scrub` is the reader's (an anonymized company never reads a name). */
export const toComment = (
  record: TClientCommentRecord,
  scrub: (text: string) => string = (text) => text,
): TClientComment => ({
  id: record._id.toString(),
  authorName: record.authorName,
  authorKind: record.authorKind,
  body: scrub(record.body),
  createdAt: record.createdAt.toISOString(),
});

/** An interview request's slots as the API answers them. */
export const slotsOf = (record: Pick<TInterviewRequestRecord, 'slots'>) =>
  record.slots.map((slot) => ({ start: slot.start.toISOString(), durationMinutes: slot.durationMinutes }));

export const toInterviewRequest = (
  record: TInterviewRequestRecord,
  scrub: (text: string) => string = (text) => text,
  /** Who the company meets once a time is agreed (the interview-requests folder decides). */
  candidate: TRevealed = null,
): TInterviewRequest => ({
  id: record._id.toString(),
  slots: slotsOf(record),
  note: scrub(record.note),
  requestedByName: record.requestedBy.name ?? '',
  createdAt: record.createdAt.toISOString(),
  ...interviewStateOf(record, scrub),
  candidate,
});

/** Who a company meets through an agreed interview (see `revealedCandidate`). */
export const revealedTo = (record: TInterviewRequestRecord, candidate: TVisibleCandidate): TRevealed =>
  revealedCandidate(record, {
    name: candidate.profile.name || candidate.account?.name || null,
    email: candidate.account?.email ?? null,
    showContact: Boolean(candidate.profile.privacy?.showContact),
  });

/** Records grouped by a key (the one-pager they are about). */
export const groupBy = <T>(records: readonly T[], keyOf: (record: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const key = keyOf(record);
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }
  return groups;
};
