const PROFILE_BLOCKS = [
  { title: 'Sales Methodologies', items: ['MEDDIC', 'Challenger Sale', 'SPIN'] },
  { title: 'Industries Sold Into', items: ['SaaS/Software', 'FinTech', 'Healthcare'] },
  { title: 'ICP Sold to', items: ['VP Sales', 'CRO', 'RevOps leaders'] },
  { title: 'Tech Stack Proficiency', items: ['Salesforce', 'Outreach', 'Gong'] },
] as const;

/** The example candidate profile of the "What we do" section. */
export function SampleProfileCard() {
  return (
    <article className="mk-profile" aria-label="Sample candidate profile">
      <header className="mk-profile__header">
        <div>
          <h3>Account Executive</h3>
          <p>Mid-market SaaS · 4 years closing</p>
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
      <div className="mk-profile__blocks">
        {PROFILE_BLOCKS.map((block) => (
          <section key={block.title}>
            <h4>{block.title}</h4>
            <ul className="mk-tags">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
}
