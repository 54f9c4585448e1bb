import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { toast } from '@gtm/web-kit/toast.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-list-query.ts';
import { useAddToTalentCombine, useTalentCombineOptions } from '../api/add-to-talent-combine.ts';

interface TAddToTalentCombineProps {
  onePagerId: string;
  /** After an add: the one-pager (and its combines) refetch. */
  onAdded: () => void;
}

const warnNoCombines = () =>
  toast({
    title: 'No talent combines available',
    description: 'Create a talent combine first',
    variant: 'destructive',
  });

/**
 * The 'Add to talent combine' select of the one-pager dialog: combines searched on the server as the admin
 * types; choosing one adds the one-pager. With no combines at all it says to create one first.
 */
export function AddToTalentCombine({ onePagerId, onAdded }: TAddToTalentCombineProps) {
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(term.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  const options = useTalentCombineOptions(search);
  const noCombines = search === '' && options.data?.total === 0;

  const nameOf = (talentCombineId: string) =>
    options.data?.items.find((combine) => combine.id === talentCombineId)?.name ?? 'the talent combine';
  const add = useAddToTalentCombine(onePagerId, {
    onSuccess: (answer, talentCombineId) => {
      const name = nameOf(talentCombineId);
      toast(
        answer.changed
          ? {
              title: 'Added to talent combine',
              description: `Added to ${name} (${answer.onePagerCount} one-pagers).`,
            }
          : { title: 'Already in talent combine', description: `This one-pager is already in ${name}.` },
      );
      onAdded();
    },
    // The spec's text, whatever the server said.
    onError: () =>
      toast({
        title: 'Failed to add',
        description: 'Failed to add one-pager to talent combine.',
        variant: 'destructive',
      }),
  });

  return (
    <Select<string>
      aria-label="Add to talent combine"
      placeholder="Add to talent combine"
      className="one-pagers-add-select"
      showSearch
      filterOption={false}
      searchValue={term}
      onSearch={setTerm}
      value={null}
      loading={options.isLoading || add.isMutating}
      disabled={add.isMutating}
      notFoundContent={search ? 'No matching talent combines' : 'No talent combines available'}
      options={(options.data?.items ?? []).map((combine) => ({ value: combine.id, label: combine.name }))}
      onDropdownVisibleChange={(open) => {
        if (open && noCombines) warnNoCombines();
      }}
      onChange={(value) => {
        setTerm('');
        void add.trigger(value);
      }}
    />
  );
}
