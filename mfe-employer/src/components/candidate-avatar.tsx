import { Avatar } from 'antd';
import { useState } from 'react';
import { initials } from '../lib/initials.ts';

/**
 * A candidate's headshot where the server sent one (full view only), else the initials of what the company
 * may see of them (their name, or the alias that stands in for it).
 */
export function CandidateAvatar({
  name,
  headshotUrl,
  size,
}: {
  name: string;
  headshotUrl: string | null;
  size: number;
}) {
  const [failed, setFailed] = useState(false);
  if (headshotUrl && !failed) {
    return (
      <img
        src={headshotUrl}
        alt={`Headshot of ${name}`}
        width={size}
        height={size}
        className="emp-avatar-img"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <Avatar size={size} className="emp-avatar" aria-hidden>
      {initials(name)}
    </Avatar>
  );
}
