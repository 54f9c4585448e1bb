import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { listClientCompanies } from '@gtm/contracts/operations/client-companies';
import { useOperation } from '@gtm/web-kit/use-operation.ts';
import { SEARCH_DEBOUNCE_MS } from '../lib/use-list-query.ts';

/** A chosen company with the name it was shown with (kept while later searches bring other options). */
export type TCompanyChoice = { value: string; label: string };

/** How many companies a search offers: enough to pick from, a longer list asks for a narrower search. */
const OPTION_COUNT = 20;

interface TClientCompanySelectBase {
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Companies offered but not choosable, with why ('already shared'). */
  unavailable?: ReadonlyMap<string, string>;
  className?: string;
}

type TClientCompanySelectProps = TClientCompanySelectBase &
  (
    | { mode: 'multiple'; value?: TCompanyChoice[]; onChange?: (value: TCompanyChoice[]) => void }
    | { mode?: undefined; value?: TCompanyChoice; onChange?: (value: TCompanyChoice) => void }
  );

/**
 * Client companies searched by name on the server as the admin types (10k companies are never all loaded);
 * a deleted company is listed but cannot be chosen. The value carries each company's name, so a choice keeps
 * its label when the next search no longer lists it.
 *
 * Choosing is deliberate: the list closes on each pick (it never stays open over the buttons below), and Tab
 * only moves on, never choosing the highlighted company as antd's select would (Enter or a click chooses).
 */
export function ClientCompanySelect(props: TClientCompanySelectProps) {
  const { unavailable, mode, value, onChange, ...rest } = props;
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(term.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  const companies = useOperation(listClientCompanies, {
    query: { pageSize: OPTION_COUNT, sort: 'name', order: 'asc', ...(search ? { search } : {}) },
  });

  const options = (companies.data?.items ?? []).map((company) => {
    const reason = company.deleted ? 'deleted' : unavailable?.get(company._id);
    return {
      value: company._id,
      label: reason ? `${company.name} (${reason})` : company.name,
      disabled: reason !== undefined,
    };
  });

  return (
    // Tab is taken before the select sees it (its list would choose the highlighted option); focus moves on.
    <div
      className="client-company-select"
      onKeyDownCapture={(event) => {
        if (event.key !== 'Tab' || !open) return;
        event.stopPropagation();
        setOpen(false);
      }}
    >
      <Select<TCompanyChoice | TCompanyChoice[]>
        {...rest}
        {...(mode ? { mode } : {})}
        labelInValue
        showSearch
        filterOption={false}
        searchValue={term}
        onSearch={setTerm}
        open={open}
        onOpenChange={setOpen}
        onSelect={() => setOpen(false)}
        value={value}
        loading={companies.isLoading}
        notFoundContent={companies.error ? 'Failed to load client companies.' : 'No client companies found.'}
        options={options}
        onChange={(chosen) => {
          setTerm('');
          (onChange as ((value: TCompanyChoice | TCompanyChoice[]) => void) | undefined)?.(chosen);
        }}
      />
    </div>
  );
}
