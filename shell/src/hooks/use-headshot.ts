import { useEffect, useState } from 'react';
import { pathOf } from '@gtm/contracts/operation';
import { getOwnCandidateProfile } from '@gtm/contracts/operations/candidate-profiles';
import { HEADSHOT_CHANGED_EVENT } from '@gtm/web-kit/headshot-changed.ts';
import type { TSessionUser } from '@gtm/web-kit/session-user.ts';

/** The headshot's signed link of the candidate read last (by user id), shared by every mount of the menu. */
let known: { userId: string; url: string | null } | null = null;
let reading: { userId: string; answer: Promise<string | null> } | null = null;

/** The signed-in candidate's headshot link from their profile (`GET /api/user/candidate-profile`), or null. */
async function readHeadshot(): Promise<string | null> {
  try {
    const response = await fetch(pathOf(getOwnCandidateProfile), {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    if (response.status !== 200) return null;
    const profile = JSON.parse(await response.text()) as { headshot?: { url?: unknown } | null };
    const url = profile.headshot?.url;
    return typeof url === 'string' && url !== '' ? url : null;
  } catch {
    return null;
  }
}

/** One read per candidate however many menus mount (the menu mounts again on each navigation); `fresh` reads again. */
function headshotOf(userId: string, fresh: boolean): Promise<string | null> {
  if (!fresh && known?.userId === userId) return Promise.resolve(known.url);
  if (!fresh && reading?.userId === userId) return reading.answer;
  const answer = readHeadshot().then((url) => {
    known = { userId, url };
    return url;
  });
  reading = { userId, answer };
  return answer;
}

/**
 * The header avatar's headshot (issue 47: it kept the initials after an upload): a candidate's, read from their
 * profile and again whenever a remote announces a saved profile ({@link HEADSHOT_CHANGED_EVENT}); null for the
 * other kinds, before it is read, and without one.
 */
export function useHeadshot(user: TSessionUser): string | null {
  const userId = user.kind === 'candidate' && user.id ? user.id : null;
  const [url, setUrl] = useState<string | null>(() =>
    userId !== null && known?.userId === userId ? known.url : null,
  );
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    const read = (fresh: boolean) =>
      void headshotOf(userId, fresh).then((next) => {
        if (live) setUrl(next);
      });
    read(false);
    const changed = () => read(true);
    window.addEventListener(HEADSHOT_CHANGED_EVENT, changed);
    return () => {
      live = false;
      window.removeEventListener(HEADSHOT_CHANGED_EVENT, changed);
    };
  }, [userId]);
  return userId === null ? null : url;
}
