import { useRef, useState } from 'react';
import type { Announcement } from './LiveAnnouncer';

/**
 * The message for a screen's LiveAnnouncer and the way to say one. Each call makes a new
 * announcement, so the same text said twice in a row is announced twice.
 */
export function useAnnouncer() {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const announcementId = useRef(0);

  const announce = (text: string) => {
    announcementId.current += 1;
    setAnnouncement({ id: announcementId.current, text });
  };

  return { announcement, announce };
}
