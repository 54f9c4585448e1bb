import type { CLIENT_VIEW_TYPES } from '@gtm/contracts/clients';
import type {
  TCandidateContact,
  TClientComment,
  TClientEvaluation,
  TInterviewRequest,
} from '@gtm/contracts/employer';
import type { TCandidateAccountRecord } from '../candidate-accounts/candidate-accounts.model.ts';
import type { TCandidateProfileRecord } from '../candidate-profiles/candidate-profiles.model.ts';
import type { TFileStore } from '../../storage/file-store.ts';
import { interviewStateOf, revealedCandidate } from '../interview-requests/interview-state.ts';
import type { TRevealed } from '../interview-requests/interview-state.ts';
import { clientViewOf } from './anonymization.ts';
import type { TClientView } from './anonymization.ts';
import type {
  TClientCommentRecord,
  TClientEvaluationRecord,
  TInterviewRequestRecord,
} from './employer-portal.model.ts';
import type { TEmployerRepository, TMemberRecord } from './employer-portal.repository.ts';

export type TViewType = (typeof CLIENT_VIEW_TYPES)[number];

/** A candidate a company may see: the one-pager, whose it is, and what of it the company may see. */
export type TVisibleCandidate = {
  record: TMemberRecord;
  profile: TCandidateProfileRecord;
  account: TCandidateAccountRecord | null;
  view: Extract<TClientView, { withheld: false }>;
};

export type TClientViewDeps = {
  employer: TEmployerRepository;
  files: Pick<TFileStore, 'signedUrl'>;
  /** The key of the candidates' aliases (derived from IDENTITY_SECRET). */
  aliasKey: Buffer;
};

/** The one-pagers a company of `viewType` may see, each with what it may see of it (the withheld left out). */
export const visibleCandidates = async (
  deps: TClientViewDeps,
  viewType: TViewType,
  records: readonly TMemberRecord[],
): Promise<TVisibleCandidate[]> => {
  const userIds = records.map((record) => record.candidateUserId);
  const [profiles, accounts] = await Promise.all([
    deps.employer.profilesOf(userIds),
    deps.employer.accountsOf(userIds),
  ]);
  return records.flatMap((record) => {
    const profile = profiles.get(record.candidateUserId) ?? null;
    const account = accounts.get(record.candidateUserId) ?? null;
    const view = clientViewOf(deps.aliasKey, {
      viewType,
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
};

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

export const toEvaluation = (record: TClientEvaluationRecord | null | undefined): TClientEvaluation =>
  record
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
