// Media queries in jsdom answer as a screen of a chosen width would, for layouts that switch at a breakpoint.
// The query object itself is test/setup.ts's stub; only `matches` depends on the width.

const originalMatchMedia = window.matchMedia;

/** Makes `window.matchMedia` answer min-width / max-width queries as a screen `width` pixels wide would. */
export function setScreenWidth(width: number) {
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && Boolean(min || max);
    return { ...originalMatchMedia(query), matches };
  };
}

/** Undoes setScreenWidth. */
export function restoreScreenWidth() {
  window.matchMedia = originalMatchMedia;
}
