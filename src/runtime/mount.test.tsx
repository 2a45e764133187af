import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLanternStore } from '../store/store';
import { islandRuntime } from './connect';
import { mountBehaviour } from './mount';
import { mountComponent } from './mount-component';
import type { Host, IslandProps, MountRequest } from './types';
import { useServerNodes } from './use-server-nodes';

afterEach(() => performance.clearMeasures());

const host: Host = { store: createLanternStore(), hydrate: () => undefined, unmount: () => undefined, wake: () => undefined };

function request(element: HTMLElement, controller = new AbortController()): MountRequest {
  return { host, element, signal: controller.signal, onCrash: vi.fn() };
}

function panel(): HTMLElement {
  document.body.innerHTML = '<div data-island="panel"><p>server</p></div>';
  return document.querySelector<HTMLElement>('[data-island]')!;
}

function Drawn({ element, serverNodes }: IslandProps) {
  useServerNodes(element, serverNodes);
  useLayoutEffect(() => element.setAttribute('data-drawn', 'yes'), [element]);
  return <span className="drawn">drawn</span>;
}

describe('mounting a behaviour', () => {
  it('mounts it on the element and times the mount as lantern:mount:<name>', async () => {
    const mount = vi.fn(() => undefined);
    const element = panel();
    await expect(mountBehaviour('panel', { mount }, request(element))).resolves.toBeUndefined();
    expect(mount).toHaveBeenCalledWith(expect.objectContaining({ element }));
    expect(islandRuntime()).toBe(host);
    expect(performance.getEntriesByName('lantern:mount:panel', 'measure')).toHaveLength(1);
  });

  it('still mounts, and times the mount, when another script clears the page’s marks meanwhile', async () => {
    const element = panel();
    // An analytics script calling performance.clearMarks() while the behaviour mounts.
    const mount = vi.fn(() => {
      performance.clearMarks();
      return undefined;
    });
    await expect(mountBehaviour('panel', { mount }, request(element))).resolves.toBeUndefined();
    expect(mount).toHaveBeenCalledOnce();
    expect(performance.getEntriesByName('lantern:mount:panel', 'measure')).toHaveLength(1);
  });

  it('hands back the behaviour’s clean-up', async () => {
    const cleanup = vi.fn();
    await expect(mountBehaviour('panel', { mount: () => cleanup }, request(panel()))).resolves.toBe(cleanup);
  });

  it('mounts nothing for an island unmounted before its code came', async () => {
    const mount = vi.fn();
    const unmounted = new AbortController();
    unmounted.abort();
    await expect(mountBehaviour('panel', { mount }, request(panel(), unmounted))).resolves.toBeUndefined();
    expect(mount).not.toHaveBeenCalled();
  });
});

describe('mounting a React island', () => {
  it('renders it once it has its own task, and times the render', async () => {
    const element = panel();
    const other = { ...host };
    const cleanup = await mountComponent('panel', { default: Drawn }, { ...request(element), host: other });
    expect(islandRuntime()).toBe(other);
    expect(element.querySelector('.drawn')).not.toBeNull();
    expect(performance.getEntriesByName('lantern:mount:panel', 'measure')).toHaveLength(1);
    cleanup?.();
    expect(element.innerHTML).toBe('<p>server</p>');
  });

  it('renders nothing for an island unmounted while its chunk was being evaluated', async () => {
    const element = panel();
    const unmounted = new AbortController();
    const mounting = mountComponent('panel', { default: Drawn }, request(element, unmounted));
    unmounted.abort();
    await expect(mounting).resolves.toBeUndefined();
    expect(element.dataset.drawn).toBeUndefined();
  });

  it('takes down a root whose island was unmounted while React rendered it, putting the server markup back', async () => {
    const element = panel();
    const unmounted = new AbortController();
    function AbortsWhileRendering(props: IslandProps) {
      unmounted.abort();
      return <Drawn {...props} />;
    }
    await expect(mountComponent('panel', { default: AbortsWhileRendering }, request(element, unmounted))).resolves.toBeUndefined();
    expect(element.dataset.drawn).toBe('yes');
    expect(element.innerHTML).toBe('<p>server</p>');
  });
});
