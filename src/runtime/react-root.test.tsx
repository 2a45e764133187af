import { useId, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrate, unmount, unmountAll } from './lifecycle';
import { clearRegistry, registerIslands } from './registry';
import { islandFor } from './testing';
import type { IslandProps } from './types';
import { useServerNodes } from './use-server-nodes';

afterEach(() => {
  document.body.innerHTML = '';
  unmountAll();
  clearRegistry();
});

function Labelled({ element, serverNodes }: IslandProps) {
  useServerNodes(element, serverNodes);
  const id = useId();
  useLayoutEffect(() => element.setAttribute('data-react-id', id), [element, id]);
  return null;
}

function Crashing(): never {
  throw new Error('render failed');
}

const state = (element: Element) => element.getAttribute('data-island-state');

describe('React islands', () => {
  it('keep the server markup on screen after mounting', async () => {
    document.body.innerHTML = '<aside data-island="panel"><h2>Cart</h2><p class="body">2 items</p></aside>';
    registerIslands([islandFor({ name: 'panel', kind: 'component', hydrate: 'load' }, { default: Labelled })]);
    const before = document.body.innerHTML;
    hydrate(document);
    const panel = document.querySelector('aside')!;
    await vi.waitFor(() => expect(state(panel)).toBe('ready'));
    await vi.waitFor(() => expect(panel.dataset.reactId).toBeTruthy());
    expect(panel.innerHTML).toBe(before.match(/<aside[^>]*>(.*)<\/aside>/)![1]);
  });

  it('give every root its own id prefix', async () => {
    document.body.innerHTML = '<div data-island="panel"></div><div data-island="panel"></div>';
    registerIslands([islandFor({ name: 'panel', kind: 'component', hydrate: 'load' }, { default: Labelled })]);
    hydrate(document);
    const [first, second] = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
    await vi.waitFor(() => expect(first!.dataset.reactId && second!.dataset.reactId).toBeTruthy());
    expect(first!.dataset.reactId).not.toBe(second!.dataset.reactId);
    expect(first!.dataset.reactId).toMatch(/lantern-panel-\d+-/);
  });

  it('put the server markup back and mark the island as error when it crashes', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML =
      '<div data-island="broken"><a href="/cart/">Cart</a></div><div data-island="panel">fine</div>';
    registerIslands([
      islandFor({ name: 'broken', kind: 'component', hydrate: 'load' }, { default: Crashing }),
      islandFor({ name: 'panel', kind: 'component', hydrate: 'load' }, { default: Labelled }),
    ]);
    hydrate(document);
    const broken = document.querySelector<HTMLElement>('[data-island="broken"]')!;
    const fine = document.querySelector<HTMLElement>('[data-island="panel"]')!;
    await vi.waitFor(() => expect(state(broken)).toBe('error'));
    await vi.waitFor(() => expect(broken.innerHTML).toBe('<a href="/cart/">Cart</a>'));
    await vi.waitFor(() => expect(state(fine)).toBe('ready'));
    expect(fine.textContent).toBe('fine');
    expect(logged).toHaveBeenCalledWith('[lantern] island "broken" crashed', new Error('render failed'), expect.any(String));
  });

  it('leave the markup of a crashed island as the page has changed it since, when unmounted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div data-island="broken"><span>server</span></div>';
    registerIslands([islandFor({ name: 'broken', kind: 'component', hydrate: 'load' }, { default: Crashing })]);
    hydrate(document);
    const broken = document.querySelector<HTMLElement>('[data-island="broken"]')!;
    await vi.waitFor(() => expect(broken.innerHTML).toBe('<span>server</span>'));
    await vi.waitFor(() => expect(state(broken)).toBe('error'));
    broken.querySelector('span')!.replaceWith(Object.assign(document.createElement('em'), { textContent: 'fragment' }));
    unmount(broken);
    expect(broken.innerHTML).toBe('<em>fragment</em>');
  });

  it('restore the server nodes when unmounted', async () => {
    document.body.innerHTML = '<div data-island="panel"><span>kept</span></div>';
    registerIslands([islandFor({ name: 'panel', kind: 'component', hydrate: 'load' }, { default: Labelled })]);
    hydrate(document);
    const panel = document.querySelector<HTMLElement>('[data-island]')!;
    await vi.waitFor(() => expect(panel.dataset.reactId).toBeTruthy());
    unmount(panel);
    expect(panel.innerHTML).toBe('<span>kept</span>');
  });
});
