/** Our own events are `lantern:<name>` CustomEvents bubbling from `document.body`. */
export const OWN_PREFIX = 'lantern:';
