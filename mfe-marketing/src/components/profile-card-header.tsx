/** The head of a candidate card: who, in one line of context, and the spec's 2023 quota against actual. */
export function ProfileCardHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="mk-profile__header">
      <div>
        <h3>{title}</h3>
        <p>{subtitle}</p>
      </div>
      <dl className="mk-profile__quota">
        <div>
          <dt>2023 quota</dt>
          <dd>$650K</dd>
        </div>
        <div>
          <dt>2023 actual</dt>
          <dd>$995K</dd>
        </div>
      </dl>
    </header>
  );
}
