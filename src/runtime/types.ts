import type { ComponentType } from 'react';
import type { Settings } from '../config/settings';
import type { LanternStore } from '../store/state';

/** When an island's code is fetched and mounted. */
export type HydrateStrategy = 'load' | 'idle' | 'visible' | 'interaction';

/** Lifecycle marker written to `data-island-state`. */
export type IslandState = 'loading' | 'ready' | 'error';

/**
 * - `page`: one mount per document while `adopt` matches anywhere, listening by delegation;
 * - `behaviour`: vanilla enhancement of one server-printed element;
 * - `component`: React, for UI the server did not print.
 */
export type IslandKind = 'page' | 'behaviour' | 'component';

/** Undoes a mount: listeners, timers, React roots. */
export type Cleanup = () => void;

/**
 * What the loader hands the island chunks. The loader owns these; chunks never import the
 * loader, so one copy of every module runs whatever query the script URL carries.
 */
export interface Host {
  store: LanternStore;
  hydrate(root: ParentNode): void;
  unmount(root: Node): void;
  /** Mounts the island scheduled on `element` now, whatever its strategy still waits for. */
  wake(element: HTMLElement): void;
}

/** One mount of one island on one element (for page behaviours, `document.body`). */
export interface MountRequest {
  host: Host;
  element: HTMLElement;
  /** Aborted on unmount. */
  signal: AbortSignal;
  /** A React island that crashed after mounting marks its element as failed. */
  onCrash(): void;
}

/** Mounts one island; resolves with its clean-up once it is wired. */
export type IslandMounter = (request: MountRequest) => Promise<Cleanup | undefined>;

/** What the loader knows of an island before its code is fetched. */
export interface IslandDefinition {
  /** `data-island` value. */
  name: string;
  kind: IslandKind;
  /** Selector of the real plugins' markup this island adopts (required for `page`). */
  adopt?: string;
  /** Default strategy when the marker has no `data-hydrate`. */
  hydrate?: HydrateStrategy;
  /**
   * Clicks on the island's trigger (else its adopted markup) that arrive before the code is
   * mounted are held and replayed, so an early click is never lost to a plain navigation.
   */
  holdClicks?: boolean;
  /** Class put on a held element at once, so the shopper sees the click was taken. */
  pendingClass?: string;
  /**
   * The island's openers outside its own element (e.g. the header cart link for the side
   * cart): intent on one preloads the code, a click mounts the island and is replayed.
   */
  trigger?: string;
  /** Fetches the island's chunk with everything it imports (once; shared by its group). */
  load(): Promise<IslandMounter>;
}

/** What the build knows of an island: its definition without the code (a row of the loader's table). */
export type TableSource = Omit<IslandDefinition, 'load'>;

/** What every mounted island or behaviour receives. */
export interface MountContext {
  /** The marker element (`[data-island]`); for page behaviours, `document.body`. */
  element: HTMLElement;
  /** Parsed `<script type="application/json" data-island-props>` child, or `{}`. */
  props: Record<string, unknown>;
  settings: Settings;
  store: LanternStore;
  /** Aborted on unmount: pass it to `addEventListener(..., { signal })`. */
  signal: AbortSignal;
}

/** Vanilla enhancement of server markup; returns an optional extra clean-up. */
export interface BehaviourModule {
  mount(context: MountContext): void | Cleanup;
}

/** What a React island component receives. */
export interface IslandProps extends MountContext {
  /** The marker's server-rendered child nodes, taken out before React renders; see ServerNodes. */
  serverNodes: readonly Node[];
}

/** A React island: the component renders into the marker element. */
export interface ComponentModule {
  default: ComponentType<IslandProps>;
}
