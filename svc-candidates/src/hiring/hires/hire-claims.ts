import type { TOutcomeStage } from '@gtm/contracts/outcomes';
import type { TEmployerPlacement } from '@gtm/contracts/placements';

/**
 * What a Hired stage opens (issue 34): a claim the candidate confirms, kept by the placements
 * (`hiring/placements`' `hireClaims` builds this from its repository; `hiring/outcomes` only calls it). The
 * contract sits here, below both aggregates, so neither imports the other's folder.
 */
export type THireClaims = {
  /**
   * Opens the company's claim of the candidate (the candidate and the admins are told), or, while one waits,
   * changes its start date and salary. `previous` is the company's stage before its claim (null: none).
   */
  open(input: {
    companyId: string;
    companyName: string;
    shareId: string;
    combineId: string;
    onePagerId: string;
    candidateUserId: string;
    startDate: string;
    annualSalary: number;
    previous: { stage: TOutcomeStage; note: string } | null;
    by: { by: 'employer' | 'admin'; byId: string; byName: string | null };
    at: Date;
  }): Promise<void>;
  /**
   * The company moved its stage away from a claimed hire before the candidate answered: the claim is withdrawn.
   * Its stage before the claim (what the analytics last counted), or null when no claim waited.
   */
  withdraw(
    companyId: string,
    onePagerId: string,
    at: Date,
  ): Promise<{ previousStage: TOutcomeStage | null } | null>;
  /**
   * An admin corrected a confirmed hire to another stage: its placement is cancelled and its invoice void
   * ('cancelled'); 'paid' when its invoice is paid (nothing changes); null when none is confirmed.
   */
  cancelConfirmed(companyId: string, onePagerId: string, at: Date): Promise<'cancelled' | 'paid' | null>;
  /** The company's latest placement of the one-pager, as the company reads it (null: none). */
  latestOf(companyId: string, onePagerId: string): Promise<TEmployerPlacement | null>;
};
