/**
 * Leaving the single-page app for a page of its own (the light sign-in page, or the app from there) is a full page
 * load. One object, so tests can watch where the page would go: jsdom does not navigate.
 */
export const fullPageLoad = {
  assign: (url: string): void => window.location.assign(url),
  replace: (url: string): void => window.location.replace(url),
};
