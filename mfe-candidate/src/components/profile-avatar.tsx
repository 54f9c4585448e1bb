import { Avatar } from 'antd';
import { useState } from 'react';
import { initials } from '../lib/initials.ts';

/** The candidate's headshot, or their initials when there is none (or its signed link no longer loads). */
export function ProfileAvatar({
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
        className="cand-avatar-img"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <Avatar size={size} className="cand-avatar" data-testid="avatar-initials">
      {initials(name)}
    </Avatar>
  );
}
