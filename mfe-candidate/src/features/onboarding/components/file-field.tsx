import { Typography } from 'antd';
import { useState } from 'react';
import type { TProfileFile } from '../../../lib/profile-types.ts';
import { problemOfFile, UPLOAD_RULES } from '../lib/upload-checks.ts';
import type { TUploadPart } from '../lib/upload-checks.ts';

/**
 * A file input of the onboarding forms, with its limits beside it. A chosen file is checked at once (its size,
 * then its first bytes); one that cannot go is refused here with the server's words and never sent. The server
 * still decides by the bytes it receives.
 */
export function FileField({
  part,
  label,
  current,
  onChange,
}: {
  part: TUploadPart;
  label: string;
  current: TProfileFile | null;
  onChange: (file: File | null) => void;
}) {
  const rule = UPLOAD_RULES[part];
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = `${part}-hint`;
  const errorId = `${part}-error`;

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0] ?? null;
    const found = file ? await problemOfFile(part, file) : null;
    setProblem(found);
    if (found) input.value = '';
    onChange(found ? null : file);
  };

  return (
    <div className="cand-file-field">
      <label htmlFor={part} className="cand-file-field__label">
        {label}
      </label>
      <input
        id={part}
        name={part}
        type="file"
        accept={rule.accept}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => void choose(event.currentTarget)}
      />
      <Typography.Text type="secondary" id={hintId} className="cand-file-field__hint">
        {rule.hint}
      </Typography.Text>
      {problem ? (
        <div id={errorId} role="alert" className="cand-file-field__error" data-testid={`${part}-problem`}>
          {problem}
        </div>
      ) : null}
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
