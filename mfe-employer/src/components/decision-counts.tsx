import type { TDecisionCounts } from '@gtm/contracts/employer';

const FIGURES: [key: keyof TDecisionCounts, label: string][] = [
  ['interested', 'Interested'],
  ['maybe', 'Maybe'],
  ['pass', 'Pass'],
  ['undecided', 'Undecided'],
];

type TDecisionCountsProps = { counts: TDecisionCounts; interviewRequests: number };

/** How many candidates of a combine the company marked Interested, Maybe or Pass, and how many are undecided. */
export function DecisionCounts({ counts, interviewRequests }: TDecisionCountsProps) {
  return (
    <dl className="emp-counts" data-testid="decision-counts">
      {FIGURES.map(([key, label]) => (
        <div key={key} className={`emp-counts__figure emp-counts__figure--${key}`}>
          <dt>{label}</dt>
          <dd>{counts[key]}</dd>
        </div>
      ))}
      <div className="emp-counts__figure">
        <dt>Interview requests</dt>
        <dd>{interviewRequests}</dd>
      </div>
    </dl>
  );
}
