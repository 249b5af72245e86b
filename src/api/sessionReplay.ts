// Session replay (FullStory): when the recorder is on the page, every call carries x-fs-session and
// x-fs-session-url (src/api/client.ts), and each application the borrower opens is given the recording's link
// (PUT .../{uuid}/full-story-link), so support can watch what the borrower saw (core-journey section 7).
import type { APPLICATION, BodyOf } from '../domain/contracts';
import type { SessionReplay } from './client';
import { api } from './client';

/** The parts of the FullStory browser API we read (https://developer.fullstory.com/browser/). */
interface FullStoryApi {
  getCurrentSessionURL?: (now?: boolean) => string | null | undefined;
  getCurrentSession?: () => string | null | undefined;
}

function fullStory(win: Window): FullStoryApi | null {
  const fs = (win as unknown as { FS?: unknown }).FS;
  return fs && (typeof fs === 'function' || typeof fs === 'object') ? (fs as FullStoryApi) : null;
}

/** The session and its URL when a recorder is running and has a session, else null (session replay is off). */
export function readSessionReplay(win: Window = window): SessionReplay | null {
  const fs = fullStory(win);
  if (!fs || typeof fs.getCurrentSessionURL !== 'function') return null;
  let sessionUrl: string | null | undefined;
  let session: string | null | undefined;
  try {
    sessionUrl = fs.getCurrentSessionURL();
    session = typeof fs.getCurrentSession === 'function' ? fs.getCurrentSession() : null;
  } catch {
    return null;
  }
  if (!sessionUrl || !/^https:\/\//.test(sessionUrl)) return null;
  // The session id is the URL's last path segment when the recorder does not say it itself.
  const id = session || decodeURIComponent(new URL(sessionUrl).pathname.split('/').filter(Boolean).pop() ?? '');
  return id ? { session: id, sessionUrl } : null;
}

/** The link as it was kept is the answer, which is not read. */
export async function putFullStoryLink(uuid: string, link: string): Promise<void> {
  await api().put(`/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}/full-story-link`, {
    link,
  } satisfies BodyOf<typeof APPLICATION.fullStoryLink>);
}
