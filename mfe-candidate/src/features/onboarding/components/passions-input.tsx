import { Input } from 'antd';

/** Three boxes for up to three passions (spec section 5); the form's rule checks the list as a whole. */
export function PassionsInput({
  id,
  value = ['', '', ''],
  onChange,
}: {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
}) {
  return (
    <div className="cand-passions" id={id}>
      {[0, 1, 2].map((index) => (
        <Input
          key={index}
          aria-label={`Passion ${index + 1}`}
          value={value[index] ?? ''}
          onChange={(event) => {
            const next = [0, 1, 2].map((slot) => value[slot] ?? '');
            next[index] = event.target.value;
            onChange?.(next);
          }}
        />
      ))}
    </div>
  );
}
