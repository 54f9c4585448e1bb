/**
 * The window event a remote sends once the signed-in candidate's profile (its headshot) was saved, so the shell's
 * header, which reads the headshot on its own, reads it again: the areas share no store with the shell's frame.
 */
export const HEADSHOT_CHANGED_EVENT = 'gtm:headshot-changed';

/** Tells the frame that the signed-in candidate's headshot may have changed. */
export const announceHeadshotChanged = () => window.dispatchEvent(new Event(HEADSHOT_CHANGED_EVENT));
