/** A message to announce once; a new `id` re-announces the same text. */
export interface Announcement {
  id: number;
  text: string;
}

/**
 * A status region that exists before any message, as screen readers only announce changes to a
 * region they already know. The keyed child is replaced for each announcement, so "Webhook
 * registered" twice in a row is announced twice.
 */
export function LiveAnnouncer({ announcement }: { announcement: Announcement | null }) {
  return (
    <div className="live-announcer" role="status">
      {announcement ? (
        <p key={announcement.id} className="notice notice--success">
          {announcement.text}
        </p>
      ) : null}
    </div>
  );
}
