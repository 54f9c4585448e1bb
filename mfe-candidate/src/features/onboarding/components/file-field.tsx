import { Typography } from 'antd';
import type { TProfileFile } from '../../../lib/profile-types.ts';

/**
 * A file input of the onboarding forms. The browser only narrows the picker to the accepted types: the server
 * decides by the file's bytes and its message is shown if it refuses.
 */
export function FileField({
  id,
  label,
  hint,
  accept,
  current,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  accept: string;
  current: TProfileFile | null;
  onChange: (file: File | null) => void;
}) {
  return (
    <div className="cand-file-field">
      <label htmlFor={id} className="cand-file-field__label">
        {label}
      </label>
      <input
        id={id}
        name={id}
        type="file"
        accept={accept}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <Typography.Text type="secondary" id={`${id}-hint`} className="cand-file-field__hint">
        {hint}
      </Typography.Text>
      {current ? (
        <Typography.Text className="cand-file-field__current">
          A file is on record:{' '}
          <a href={current.url} target="_blank" rel="noreferrer">
            view the current one
          </a>
          . Choosing a new file replaces it.
        </Typography.Text>
      ) : null}
    </div>
  );
}
