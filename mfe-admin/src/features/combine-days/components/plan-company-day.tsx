import { Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { TCombineDay } from '@gtm/contracts/combine-days';
import { CombineDayPlanner } from '@gtm/web-kit/combine-day-planner.tsx';
import type { TPlannerCalls } from '@gtm/web-kit/combine-day-planner.tsx';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import {
  companyDayCalls,
  useCombinesToPlan,
  useCombineToPlan,
  useSharesToPlan,
} from '../api/combine-days.ts';

/** Before a company is chosen nothing is sent (Preview waits, and Send follows a preview). */
const NOTHING_CHOSEN: TPlannerCalls = {
  preview: () => Promise.reject(new Error('No company chosen')),
  plan: () => Promise.reject(new Error('No company chosen')),
};

const adminFailure = (title: string, error: unknown) => toastFailure(title, error, 'Please try again.');

/**
 * "Plan a combine day" for a company (issue 47, item 7): the admin picks the combine (searched by name) and a
 * company it is shared with, then fills in the employer's own planner (web-kit's), whose calls go to the admins'
 * routes for that share: the same preview, the same plan through the booking ledger and the same invitations,
 * audited. Another combine clears the company; the planner's candidates are the combine's one-pagers (the
 * service answers which of them the company may see: one it may not is refused on the candidates' field).
 */
export function PlanCompanyDay({
  open,
  onClose,
  onPlanned,
}: {
  open: boolean;
  onClose: () => void;
  onPlanned: (day: TCombineDay) => void | Promise<void>;
}) {
  const [search, setSearch] = useState('');
  const [combineId, setCombineId] = useState<string | null>(null);
  const [shareId, setShareId] = useState<string | null>(null);
  const combines = useCombinesToPlan(open ? search : null);
  const shares = useSharesToPlan(combineId);
  const combine = useCombineToPlan(combineId);
  const companies = (shares.error ? [] : (shares.data?.items ?? [])).filter(
    (share) => share.withdrawnAt === null,
  );
  const candidates = useMemo(
    () =>
      (combine.error ? [] : (combine.data?.onePagers ?? [])).map((onePager) => ({
        onePagerId: onePager.id,
        displayName: onePager.candidateName,
      })),
    [combine.data, combine.error],
  );
  const calls = useMemo(
    () => (combineId && shareId ? companyDayCalls(combineId, shareId) : NOTHING_CHOSEN),
    [combineId, shareId],
  );
  const combineOptions = (combines.error ? [] : (combines.data?.items ?? [])).map((item) => ({
    value: item.id,
    label: item.name,
  }));
  const chosenName = combine.data?.name;
  if (combineId && chosenName && !combineOptions.some((option) => option.value === combineId))
    combineOptions.unshift({ value: combineId, label: chosenName });
  const noCompany = combineId !== null && shares.data !== undefined && companies.length === 0;

  const picker = (
    <Flex vertical gap="small" className="combine-days__plan-for" data-testid="plan-for">
      <div>
        <label htmlFor="plan-for-combine" className="combine-days__plan-label">
          Combine
        </label>
        <Select<string>
          id="plan-for-combine"
          className="combine-days__plan-select"
          showSearch={{ filterOption: false, onSearch: setSearch }}
          value={combineId ?? undefined}
          placeholder="Search combines by name..."
          loading={combines.isLoading}
          options={combineOptions}
          onChange={(id) => {
            setCombineId(id);
            setShareId(null);
          }}
          notFoundContent={combines.isLoading ? 'Loading...' : 'No combine found.'}
        />
      </div>
      <div>
        <label htmlFor="plan-for-company" className="combine-days__plan-label">
          Company
        </label>
        <Select<string>
          id="plan-for-company"
          className="combine-days__plan-select"
          value={shareId ?? undefined}
          placeholder={combineId ? 'A company the combine is shared with' : 'Choose the combine first'}
          disabled={combineId === null}
          loading={shares.isLoading}
          options={companies.map((share) => ({ value: share.id, label: share.companyName }))}
          onChange={setShareId}
        />
        {noCompany ? (
          <Typography.Paragraph type="warning" className="combine-days__plan-note">
            This combine is not shared with any company. Share it first.
          </Typography.Paragraph>
        ) : null}
      </div>
    </Flex>
  );

  return (
    <CombineDayPlanner
      calls={calls}
      scope={`${combineId ?? ''}:${shareId ?? ''}`}
      candidates={candidates}
      open={open}
      onClose={onClose}
      onFailure={adminFailure}
      onPlanned={onPlanned}
      before={picker}
      ready={combineId !== null && shareId !== null}
    />
  );
}
