import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { evaluationAfter } from '@gtm/hiring/evaluation';
import type { TEvaluationChange, TEvaluationRefusal } from '@gtm/hiring/evaluation';
import { AppError } from '@gtm/service-kit/app-error';
import type { TClientCommentsRepository } from '../../routes/client-comments/client-comments.repository.ts';
import type {
  TClientEvaluationRecord,
  TPrivateNoteRecord,
} from '../../employer-read-model/client-evaluations.model.ts';
import type { TClientEvaluationsRepository } from '../../employer-read-model/client-evaluations.repository.ts';
import type { TEmployerPublishing } from '../../employer-read-model/employer-notices.ts';
import { evaluationEvents } from '../../employer-read-model/evaluation-events.ts';

/** What the evaluations' service writes through. */
export type TEvaluationsServiceDeps = TEmployerPublishing & {
  clientEvaluations: Pick<
    TClientEvaluationsRepository,
    'findEvaluation' | 'saveEvaluation' | 'savePrivateNote'
  >;
  clientComments: Pick<TClientCommentsRepository, 'addComment'>;
  /** The clock evaluations, notes and comments are stamped with. */
  now?: () => Date;
};

/** Who writes: a user of the company (its name as its users and the admins read it). */
export type TEvaluator = { clientUserId: string; name: string; company: { id: string; name: string } };

/** The candidate written about, as the company's check of its live share read them. */
export type TEvaluated = {
  shareId: string;
  combineId: string;
  combineName: string;
  onePagerId: string;
  candidateUserId: string;
  candidateName: string;
};

/** How many times an evaluation is read and decided again when another write got there first. */
const EVALUATION_ATTEMPTS = 5;

/** A refusal of the core's in the spec's words, on the field it names. */
const refused = (refusal: TEvaluationRefusal) => {
  const [path, message] =
    refusal === 'pass-reason-required'
      ? ['passReason', EMPLOYER_ANSWERS.passReasonRequired]
      : ['decision', EMPLOYER_ANSWERS.evaluationEmpty];
  return new AppError('VALIDATION_FAILED', { userMessage: message, issues: [{ path, message }] });
};

/**
 * The evaluations aggregate (issue 44): a company's evaluation of a shared candidate (its decision, a reason on
 * Pass, its rating), its team's private note and its comments in the thread the admins read. The service decides
 * with the hiring core (`@gtm/hiring/evaluation`: what a change makes of the stored evaluation) and writes once;
 * a change of decision is announced by `evaluation-events.ts` (the hiring loop's event, the admins' notice) in
 * one outbox row. The handlers check who asks and which candidate; the service trusts them.
 */
export const createEvaluationsService = (deps: TEvaluationsServiceDeps) => {
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Changes the company's evaluation of the candidate, over `read` (as the check read it; null: none yet): a
     * refused change is a 400 that writes nothing, an unchanged one answers the stored evaluation (no write, no
     * notice). The write applies while the stored evaluation is still what was read; a concurrent write in
     * between: read again (alone) and decide again.
     */
    async evaluate(
      by: TEvaluator,
      candidate: TEvaluated,
      read: TClientEvaluationRecord | null,
      change: TEvaluationChange,
    ): Promise<TClientEvaluationRecord> {
      for (let attempt = 0; ; attempt += 1) {
        const current =
          attempt === 0
            ? read
            : await deps.clientEvaluations.findEvaluation(by.company.id, candidate.onePagerId);
        const after = evaluationAfter(current, change);
        if (after.kind === 'refused') throw refused(after.refusal);
        // Nothing to change (so there is a stored evaluation): it as it is.
        if (after.kind === 'unchanged') return current!;
        const { decision, passReason, rating } = after.next;
        const saved = await deps.clientEvaluations.saveEvaluation(
          {
            companyId: by.company.id,
            onePagerId: candidate.onePagerId,
            candidateUserId: candidate.candidateUserId,
          },
          {
            decision,
            passReason,
            rating,
            shareId: candidate.shareId,
            updatedAt: now(),
            updatedBy: { id: by.clientUserId, name: by.name },
          },
          current,
        );
        if (!saved) {
          if (attempt < EVALUATION_ATTEMPTS - 1) continue;
          throw new AppError('CONFLICT', {
            internalMessage: 'evaluation changed under five writes in a row',
          });
        }
        const events = evaluationEvents({
          evaluation: { id: saved._id.toString(), updatedAt: saved.updatedAt },
          previousDecision: current?.decision ?? null,
          decision,
          passReason,
          rating,
          company: by.company,
          employerName: by.name,
          share: { id: candidate.shareId, combineId: candidate.combineId },
          combineName: candidate.combineName,
          candidate: {
            onePagerId: candidate.onePagerId,
            candidateUserId: candidate.candidateUserId,
            candidateName: candidate.candidateName,
          },
        });
        // Both in one outbox row: stored with one write, sent at once.
        await deps.outbox.publish(events);
        return saved;
      }
    },

    /** Writes the company's private note on the candidate (an empty text removes it): the note now. */
    saveNote: (by: TEvaluator, candidate: TEvaluated, text: string): Promise<TPrivateNoteRecord | null> =>
      deps.clientEvaluations.savePrivateNote(
        {
          companyId: by.company.id,
          onePagerId: candidate.onePagerId,
          candidateUserId: candidate.candidateUserId,
          shareId: candidate.shareId,
        },
        text === '' ? null : { text, updatedAt: now(), updatedBy: { id: by.clientUserId, name: by.name } },
      ),

    /** Adds the company user's comment to the candidate's thread (it publishes nothing). */
    comment: (by: TEvaluator, candidate: TEvaluated, body: string) =>
      deps.clientComments.addComment({
        companyId: by.company.id,
        onePagerId: candidate.onePagerId,
        shareId: candidate.shareId,
        authorKind: 'employer',
        authorId: by.clientUserId,
        authorName: by.name,
        body,
        createdAt: now(),
      }),
  };
};
export type TEvaluationsService = ReturnType<typeof createEvaluationsService>;
