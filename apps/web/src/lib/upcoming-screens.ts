/**
 * Screens of the original not built yet (issue 12, item 9): the router shows their honest "not available yet" page,
 * and every link to them — sidebar, Home quick links — says so before it is followed ("Soon", and a description
 * for screen readers). When a screen lands, its path leaves this list and its route becomes the real one.
 */
export const UPCOMING_SCREENS = ['/onboarding'] as const;

export type UpcomingScreen = (typeof UPCOMING_SCREENS)[number];

const upcoming: ReadonlySet<string> = new Set(UPCOMING_SCREENS);

export const isUpcomingScreen = (path: string) => upcoming.has(path);

/** What a link to an upcoming screen says beforehand (its accessible description and tooltip). */
export const UPCOMING_NOTE = 'Not available yet: this screen arrives in a later release.';
