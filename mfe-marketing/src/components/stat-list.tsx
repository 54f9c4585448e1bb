/** Headline figures (value above label). */
export function StatList({ stats }: { stats: readonly { value: string; label: string }[] }) {
  return (
    <dl className="mk-stats">
      {stats.map((stat) => (
        <div key={stat.label} className="mk-stat">
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
