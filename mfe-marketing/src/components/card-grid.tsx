/** Cards of a title and a text, laid out in a responsive grid. */
export function CardGrid({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className="mk-grid">
      {items.map((item) => (
        <li key={item.title} className="mk-card">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
