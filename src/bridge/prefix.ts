/**
 * Our own events are `lantern:<name>` CustomEvents bubbling from `document.body`. Apart from
 * names.ts because the loader needs only this: a bundle puts a shared module in the entry
 * whole, and names.ts would bring every name with it.
 */
export const OWN_PREFIX = 'lantern:';
