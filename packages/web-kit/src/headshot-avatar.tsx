import { Avatar } from 'antd';
import type { AvatarProps } from 'antd';
import { useState } from 'react';
import { initials } from './initials.ts';

/**
 * A candidate's headshot, or the initials of the name shown (a name, or an alias) when there is none or its
 * signed link no longer loads. `classPrefix` names the remote's classes (`<prefix>-avatar-img`,
 * `<prefix>-avatar`); other props go to the initials' avatar.
 */
export function HeadshotAvatar({
  name,
  headshotUrl,
  size,
  classPrefix,
  ...initialsProps
}: {
  name: string;
  headshotUrl: string | null;
  size: number;
  classPrefix: string;
} & Omit<AvatarProps, 'size' | 'className' | 'children' | 'src'>) {
  const [failed, setFailed] = useState(false);
  if (headshotUrl && !failed) {
    return (
      <img
        src={headshotUrl}
        alt={`Headshot of ${name}`}
        width={size}
        height={size}
        className={`${classPrefix}-avatar-img`}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <Avatar size={size} className={`${classPrefix}-avatar`} {...initialsProps}>
      {initials(name)}
    </Avatar>
  );
}
