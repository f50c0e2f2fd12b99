/** The event names of one webhook, each as a chip; names are shown as the platform gave them. */
export function EventChips({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <span className="muted">No events</span>;
  return (
    <ul className="chips">
      {names.map((name) => (
        <li key={name} className="chip">
          {name}
        </li>
      ))}
    </ul>
  );
}
