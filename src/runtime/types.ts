import type { ComponentType } from 'react';
import type { Settings } from '../config/settings';
import type { LanternStore } from '../store/store';

/** When an island's code is fetched and mounted. */
export type HydrateStrategy = 'load' | 'idle' | 'visible' | 'interaction';

/** Lifecycle marker written to `data-island-state`. */
export type IslandState = 'loading' | 'ready' | 'error';

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
  mount(context: MountContext): void | (() => void);
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

interface DefinitionBase {
  /** `data-island` value. */
  name: string;
  /** Selector of the real plugins' markup this island adopts. */
  adopt?: string;
  /** Default strategy when the marker has no `data-hydrate`. */
  hydrate?: HydrateStrategy;
}

/** One root per matching element. */
export interface ElementBehaviourDefinition extends DefinitionBase {
  kind: 'behaviour';
  load(): Promise<BehaviourModule>;
}

export interface ComponentDefinition extends DefinitionBase {
  kind: 'component';
  load(): Promise<ComponentModule>;
}

/**
 * Mounted once per document when `adopt` matches anywhere; listens by delegation so it
 * covers elements added later (add-to-cart buttons, remove links).
 */
export interface PageBehaviourDefinition extends Omit<DefinitionBase, 'adopt'> {
  kind: 'page';
  adopt: string;
  /**
   * Clicks on `adopt` that arrive before the code is ready are held and replayed once it
   * mounts, so an early click is never lost to a normal navigation.
   */
  holdClicks?: boolean;
  /** Class put on a held element at once, so the shopper sees the click was taken. */
  pendingClass?: string;
  load(): Promise<BehaviourModule>;
}

export type IslandDefinition =
  | ElementBehaviourDefinition
  | ComponentDefinition
  | PageBehaviourDefinition;
