import { HeadshotAvatar } from '@gtm/web-kit/headshot-avatar.tsx';

/** The candidate's headshot, or their initials when there is none (or its signed link no longer loads). */
export function ProfileAvatar(props: { name: string; headshotUrl: string | null; size: number }) {
  return <HeadshotAvatar {...props} classPrefix="cand" data-testid="avatar-initials" />;
}
