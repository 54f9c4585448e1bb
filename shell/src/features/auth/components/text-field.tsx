import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';

type TTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  label: string;
  name: string;
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
};

/** A labelled input with its validation message tied to it for assistive technology. */
export function TextField({ label, name, value, error, onValueChange, ...input }: TTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="gtm-field">
      <label htmlFor={id} className="gtm-field__label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        className="gtm-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="gtm-field__error" data-testid={`field-error-${name}`}>
          {error}
        </p>
      )}
    </div>
  );
}
