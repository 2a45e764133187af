import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { IslandProps, MountContext } from './types';

interface BoundaryProps {
  name: string;
  onError(): void;
  children: ReactNode;
}

/** One island failing renders nothing of its own and never takes others down. */
class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[lantern] island "${this.props.name}" crashed`, error, info.componentStack);
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

let roots = 0;

/**
 * Renders a component island into its marker. The server's nodes are handed to the component
 * (`serverNodes`) and put back if the island crashes or unmounts, so the markup keeps working.
 */
export function renderIsland(
  name: string,
  Island: ComponentType<IslandProps>,
  context: MountContext,
  onFailed: () => void,
): () => void {
  const { element } = context;
  const serverNodes = Array.from(element.childNodes);
  roots += 1;
  const root = createRoot(element, { identifierPrefix: `lantern-${name}-${roots}-` });
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    root.unmount();
    element.replaceChildren(...serverNodes);
  };
  const onError = () => {
    onFailed();
    queueMicrotask(restore);
  };
  // The first render is synchronous so that, once the island is marked ready, its effects
  // (listeners, subscriptions) are in place.
  flushSync(() =>
    root.render(
      <IslandBoundary name={name} onError={onError}>
        <Island {...context} serverNodes={serverNodes} />
      </IslandBoundary>,
    ),
  );
  return restore;
}
