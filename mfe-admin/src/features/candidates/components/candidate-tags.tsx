import { Tag } from 'antd';
import { tagsPreview } from '../lib/candidate-lists.ts';

/** A table cell's tags (spec section 2): the first 2, then '+N' for the rest; a dash when there are none. */
export function CandidateTags({ items, all = false }: { items: readonly string[]; all?: boolean }) {
  const { shown, more } = all ? { shown: items, more: 0 } : tagsPreview(items);
  if (shown.length === 0) return <span aria-label="None">—</span>;
  return (
    <span className="candidate-tags">
      {shown.map((item) => (
        <Tag key={item}>{item}</Tag>
      ))}
      {more > 0 && (
        <Tag className="candidate-tags__more" title={items.slice(shown.length).join(', ')}>
          +{more}
        </Tag>
      )}
    </span>
  );
}
