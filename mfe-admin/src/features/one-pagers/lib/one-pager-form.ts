import type { TOnePagerContent, TOnePagerStatus, TUpdateOnePager } from '@gtm/contracts/talent';

/** The lists typed as comma-separated text (short entries) and those typed one per line (sentences). */
const COMMA_LISTS = ['methodologies', 'industries', 'dealCycles', 'targetRoles'] as const;
const LINE_LISTS = ['achievements', 'summaryItems'] as const;

type TCommaList = (typeof COMMA_LISTS)[number];
type TLineList = (typeof LINE_LISTS)[number];

/** The one-pager form's values: every list as text. */
export type TOnePagerFormValues = {
  title: string;
  status: TOnePagerStatus;
  summary: string;
  content: Omit<TOnePagerContent, TCommaList | TLineList> & Record<TCommaList | TLineList, string>;
};

/** Entries of a comma-separated list: trimmed, empties dropped. */
export const splitCommas = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Entries of a one-per-line list: trimmed, empties dropped. */
export const splitLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

const mapLists = <TIn, TOut>(
  source: Record<TCommaList | TLineList, TIn>,
  commas: (value: TIn) => TOut,
  lines: (value: TIn) => TOut,
) => {
  const out = {} as Record<TCommaList | TLineList, TOut>;
  for (const field of COMMA_LISTS) out[field] = commas(source[field]);
  for (const field of LINE_LISTS) out[field] = lines(source[field]);
  return out;
};

/** A one-pager (or a draft) as the form shows it. */
export const formValuesOf = (onePager: {
  title: string;
  status?: string | null;
  summary: string | null;
  content: TOnePagerContent;
}): TOnePagerFormValues => {
  const { content, status } = onePager;
  return {
    title: onePager.title,
    status: status === 'inactive' || status === 'pending' ? status : 'active',
    summary: onePager.summary ?? '',
    content: {
      ...content,
      ...mapLists(
        content,
        (items) => items.join(', '),
        (items) => items.join('\n'),
      ),
    },
  };
};

/** What the form's values send: the lists split back into entries. */
export const onePagerBodyOf = (values: TOnePagerFormValues): TUpdateOnePager => ({
  title: values.title,
  status: values.status,
  summary: values.summary,
  content: {
    ...values.content,
    ...mapLists(
      values.content,
      (text) => splitCommas(text ?? ''),
      (text) => splitLines(text ?? ''),
    ),
  },
});
