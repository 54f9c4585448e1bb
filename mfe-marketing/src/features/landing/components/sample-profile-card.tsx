import { ProfileCardHeader } from '../../../components/profile-card-header.tsx';

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
      <ProfileCardHeader title="Account Executive" subtitle="Mid-market SaaS · 4 years closing" />
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
