import { useLayoutEffect } from 'react';

/**
 * Puts the marker's server-rendered nodes back after React's first commit cleared the
 * container, in the same frame, so mounting changes nothing on screen. React never manages
 * these nodes, so fragments may replace parts of them freely.
 *
 * @example
 * export default function Panel({ element, serverNodes }: IslandProps) {
 *   useServerNodes(element, serverNodes);
 *   return null;
 * }
 */
export function useServerNodes(host: HTMLElement, nodes: readonly Node[]): void {
  useLayoutEffect(() => {
    host.append(...nodes.filter((node) => node.parentNode !== host));
  }, [host, nodes]);
}
