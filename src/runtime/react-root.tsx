import { Component, useEffect, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
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

/** Rendered after the island, so its effect runs once the island's own effects are in place. */
function Committed({ onCommit }: { onCommit(): void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

let roots = 0;

/**
 * Renders a component island into its marker. The server's nodes are handed to the component
 * (`serverNodes`) and put back if the island crashes or unmounts, so the markup keeps working.
 * Resolves with the clean-up once the first render is committed and its effects (listeners,
 * subscriptions) are in place, so "ready" means wired. React renders concurrently, in slices,
 * so no long task is spent on it.
 */
export function renderIsland(
  name: string,
  Island: ComponentType<IslandProps>,
  context: MountContext,
  onFailed: () => void,
): Promise<() => void> {
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
  return new Promise((resolve) => {
    const onError = () => {
      onFailed();
      queueMicrotask(restore);
      resolve(restore);
    };
    root.render(
      <IslandBoundary name={name} onError={onError}>
        <Island {...context} serverNodes={serverNodes} />
        <Committed onCommit={() => resolve(restore)} />
      </IslandBoundary>,
    );
  });
}
