import { HeadshotAvatar } from '@gtm/web-kit/headshot-avatar.tsx';

/**
 * A candidate's headshot where the server sent one (full view only), else the initials of what the company
 * may see of them (their name, or the alias that stands in for it).
 */
export function CandidateAvatar(props: { name: string; headshotUrl: string | null; size: number }) {
  return <HeadshotAvatar {...props} classPrefix="emp" aria-hidden />;
}
