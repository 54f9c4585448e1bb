import type { TDataExportPart } from '@gtm/contracts/account-data';
import type * as operations from '@gtm/contracts/operations/candidate-data';
import { AppError } from '@gtm/service-kit/app-error';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TCandidateAccountsRepository } from '../../routes/candidate-accounts/candidate-accounts.repository.ts';
import { toProfileAnswer } from '../../routes/candidate-profiles/candidate-profile-answer.ts';
import type { TCandidateProfilesRepository } from '../../routes/candidate-profiles/candidate-profiles.repository.ts';
import type { TContactSubmissionsRepository } from '../../routes/contact-submissions/contact-submissions.repository.ts';
import { slotsOf } from '../../employer-read-model/client-views.ts';
import type { TInterviewRequestsRepository } from '../../employer-read-model/interview-requests.repository.ts';
import type { TOnePagerViewsRepository } from '../../routes/one-pager-views/one-pager-views.repository.ts';
import type { TNotificationsRepository } from '../notifications/notifications.repository.ts';
import type { TOnePagersRepository } from '../../routes/one-pagers/one-pagers.repository.ts';
import type { TOutcomesRepository } from '../../employer-read-model/outcomes.repository.ts';
import type { TAvailabilityRepository } from '../../routes/availability/availability.repository.ts';
import type { TCombineDaysRepository } from '../../hiring/combine-days/combine-days.repository.ts';
import type { TPlacementsRepository } from '../../hiring/placements/placements.repository.ts';
import type { TFileStore } from '../../storage/file-store.ts';

/** What the candidate's data export reads. */
export type TCandidateDataDeps = {
  accounts: TCandidateAccountsRepository;
  profiles: TCandidateProfilesRepository;
  onePagers: TOnePagersRepository;
  submissions: TContactSubmissionsRepository;
  files: TFileStore;
  onePagerViews: Pick<TOnePagerViewsRepository, 'countViewsOfCandidate'>;
  interviewRequests: Pick<TInterviewRequestsRepository, 'requestsOfCandidate'>;
  outcomes: Pick<TOutcomesRepository, 'ofCandidate'>;
  notifications: Pick<TNotificationsRepository, 'allOf'>;
  /** Issues 34 and 35: the hires companies recorded, the stated availability, the combine day segments. */
  placements: Pick<TPlacementsRepository, 'ofCandidate'>;
  availability: Pick<TAvailabilityRepository, 'ofUser'>;
  combineDays: Pick<TCombineDaysRepository, 'ofCandidate'>;
};

/** The signed-in candidate's data export: svc-candidates' part. */
export const candidateDataHandlers = (deps: TCandidateDataDeps) => {
  /**
   * `GET /api/user/data-export/candidate`: everything svc-candidates holds about the signed-in candidate: its
   * projection of the account, the profile (files as fresh signed links), the one-pagers made of it, the
   * contact messages sent with the account's e-mail, what client companies did with the one-pagers (views,
   * interview requests and their answers, the stages recorded), and the candidate's notifications.
   */
  const exportData: TOperationHandler<typeof operations.exportCandidateData> = async (c) => {
    const { userId } = c.get('identity');
    if (!userId) throw new AppError('UNAUTHENTICATED');
    const [placements, availability, combineDays] = await Promise.all([
      deps.placements.ofCandidate(userId),
      deps.availability.ofUser(userId),
      deps.combineDays.ofCandidate(userId),
    ]);
    const [account, record, onePagers, views, interviewRequests, outcomes, notifications] = await Promise.all(
      [
        deps.accounts.findById(userId),
        deps.profiles.findByUserId(userId),
        deps.onePagers.listByCandidate(userId),
        deps.onePagerViews.countViewsOfCandidate(userId),
        deps.interviewRequests.requestsOfCandidate(userId),
        deps.outcomes.ofCandidate(userId),
        deps.notifications.allOf(userId),
      ],
    );
    const owner = account ? { name: account.name, email: account.email } : null;
    const [profile, contactSubmissions] = await Promise.all([
      record ? toProfileAnswer(record, owner, deps.files) : null,
      account ? deps.submissions.listByEmail(account.email) : [],
    ]);
    const part: TDataExportPart = {
      service: 'svc-candidates',
      exportedAt: new Date().toISOString(),
      data: {
        account: account
          ? {
              id: account._id.toString(),
              email: account.email,
              name: account.name,
              role: account.role ?? null,
              createdAt: account.created_at instanceof Date ? account.created_at.toISOString() : null,
              // Saved on the settings page before there was a profile.
              settings: account.settings
                ? { ...account.settings, updatedAt: account.settings.updatedAt.toISOString() }
                : null,
            }
          : null,
        profile,
        onePagers,
        contactSubmissions,
        // What client companies did with the one-pagers, as the candidate's dashboard shows it.
        clientActivity: {
          onePagerViews: views,
          interviewRequests: interviewRequests.map((request) => ({
            companyName: request.companyName,
            slots: slotsOf(request),
            note: request.note,
            status: request.status ?? 'pending',
            acceptedSlot: request.acceptedSlot
              ? {
                  start: request.acceptedSlot.start.toISOString(),
                  durationMinutes: request.acceptedSlot.durationMinutes,
                }
              : null,
            createdAt: request.createdAt.toISOString(),
          })),
          // The stages companies recorded (which company is not said: the Opportunities tab does not say it).
          outcomes: outcomes.map((outcome) => ({
            stage: outcome.stage,
            updatedAt: outcome.updatedAt.toISOString(),
          })),
        },
        notifications,
        availability,
        // The hires companies recorded (the candidate confirms them: they name the company).
        placements: placements.map((placement) => ({
          companyName: placement.companyName,
          status: placement.status,
          startDate: placement.startDate,
          createdAt: placement.createdAt.toISOString(),
          answeredAt: placement.answeredAt?.toISOString() ?? null,
        })),
        // Their segments of combine days (the company named, as their invitation names it).
        combineDays: combineDays.flatMap((day) =>
          day.segments
            .filter((segment) => segment.candidateUserId === userId)
            .map((segment) => ({
              companyName: day.companyName,
              start: segment.start.toISOString(),
              end: segment.end.toISOString(),
              status: day.status === 'cancelled' ? 'cancelled' : segment.status,
              declineReason: segment.declineReason,
            })),
        ),
      },
    };
    return c.json(part, 200);
  };

  return { exportData };
};
