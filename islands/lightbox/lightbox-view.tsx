import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { openDialog } from '../../src/dom/dialog';
import { trustedFragment } from '../../src/dom/html';
import { fetchLightboxContent } from '../../src/net/lightbox';
import { createMountContext } from '../../src/runtime/context';
import { renderIsland } from '../../src/runtime/react-root';
import type { LightboxRequest } from './lightbox-request';
import { readLightboxText, type LightboxText } from './lightbox-text';

interface Shown {
  request: LightboxRequest;
  opener: HTMLElement;
  timeout: number;
  /** Reads another link of the group (previous/next). */
  read(link: HTMLElement): LightboxRequest | null;
}

/**
 * An image's shown size: proportionally inside the viewport minus 150 px each way (9.3).
 * @example fitImage(2000, 1000, 1280, 800) // { width: 1130, height: 565 }
 */
export function fitImage(width: number, height: number, viewportWidth: number, viewportHeight: number): { width: number; height: number } {
  const maxWidth = Math.max(1, viewportWidth - 150);
  const maxHeight = Math.max(1, viewportHeight - 150);
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}


let shown: Shown | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setShown = (next: Shown | null) => {
  shown = next;
  for (const listener of listeners) listener();
};

function CloseButton({ text, onClose }: { text: LightboxText; onClose(): void }) {
  return (
    <button type="button" id="TB_closeWindowButton" onClick={onClose}>
      <span className="screen-reader-text">{text.close}</span>
      <span className="tb-close-icon" aria-hidden="true" />
    </button>
  );
}

interface Size {
  width: number;
  height: number;
}

/**
 * ThickBox's own placing (`tb_position`), which WordPress's thickbox.css relies on: the window
 * is hidden and its top left corner at the viewport's centre until the script sets its width,
 * pulls it back by half its width and height, and makes it visible.
 */
function windowStyle(outer: Size | null): CSSProperties {
  const shown: CSSProperties = { visibility: 'visible', display: 'block' };
  if (!outer) return shown;
  return { ...shown, width: outer.width, marginLeft: -Math.trunc(outer.width / 2), marginTop: -Math.trunc(outer.height / 2) };
}

/** An image of a group: fitted inside the viewport minus 150 px, with 'Image N of M' and prev/next. */
function ImageContent({
  request, text, onClose, onStep, onSize,
}: { request: LightboxRequest; text: LightboxText; onClose(): void; onStep(step: number): void; onSize(size: Size): void }) {
  const url = request.content.kind === 'image' ? request.content.url : '';
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    const image = new Image();
    const done = () => setSize(fitImage(image.naturalWidth || 300, image.naturalHeight || 200, window.innerWidth, window.innerHeight));
    image.addEventListener('load', done);
    image.addEventListener('error', done);
    image.src = url;
    return () => {
      image.removeEventListener('load', done);
      image.removeEventListener('error', done);
    };
  }, [url]);
  // Once the picture is in, the window takes its size and the close button focus, as in ThickBox.
  useEffect(() => {
    if (!size) return;
    onSize(size);
    document.getElementById('TB_closeWindowButton')?.focus();
  }, [size, onSize]);
  const count = request.group.length;
  const position = request.index + 1;
  if (!size) return <div id="TB_load" role="status" aria-label="Loading" />;
  return (
    <>
      <a href={url} id="TB_ImageOff" onClick={(event) => { event.preventDefault(); onClose(); }}>
        <span className="screen-reader-text">{text.close}</span>
        <img id="TB_Image" src={url} width={size.width} height={size.height} alt={request.caption} />
      </a>
      <div id="TB_caption">
        {request.caption}
        <div id="TB_secondLine">
          {count > 1 && `${text.image} ${position} ${text.of} ${count}`}
          {position > 1 && (
            <span id="TB_prev">
              <a href="#" onClick={(event) => { event.preventDefault(); onStep(-1); }}>{text.prev}</a>
            </span>
          )}
          {position < count && (
            <span id="TB_next">
              <a href="#" onClick={(event) => { event.preventDefault(); onStep(1); }}>{text.next}</a>
            </span>
          )}
        </div>
      </div>
      <div id="TB_closeWindow"><CloseButton text={text} onClose={onClose} /></div>
    </>
  );
}

/** Inline content moved in from `#inlineId` and back on close, or HTML fetched from the link. */
function AjaxContent({ request, text, timeout }: { request: LightboxRequest; text: LightboxText; timeout: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(request.content.kind === 'inline' ? 'ready' : 'loading');
  const { content } = request;
  useEffect(() => {
    const target = box.current;
    if (!target) return undefined;
    if (content.kind === 'inline') {
      const source = content.inlineId ? document.getElementById(content.inlineId) : null;
      if (!source) return undefined;
      const nodes = Array.from(source.childNodes);
      target.append(...nodes);
      return () => source.append(...nodes);
    }
    if (content.kind !== 'ajax') return undefined;
    const controller = new AbortController();
    void fetchLightboxContent(content.url, timeout, controller.signal).then((reply) => {
      if (controller.signal.aborted) return;
      if (reply.ok) {
        // The shop's own page answered: server HTML, as ThickBox's `.load()` inserts it.
        target.replaceChildren(trustedFragment(reply.value));
        setState('ready');
      } else setState('failed');
    });
    return () => controller.abort();
  }, [content, timeout]);
  return (
    <div id="TB_ajaxContent" ref={box} style={{ width: request.width - 30, height: request.height - 45 }} aria-busy={state === 'loading' || undefined}>
      {state === 'failed' && <p role="alert">{text.loadFailed}</p>}
    </div>
  );
}

function Lightbox({ view, text }: { view: Shown; text: LightboxText }) {
  const { request, opener } = view;
  const dialog = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setShown(null), []);
  // The shown picture's size; the window keeps the last one while the next picture loads.
  const [picture, setPicture] = useState<Size | null>(null);
  const step = useCallback(
    (by: number) => {
      const next = request.group[request.index + by];
      const nextRequest = next ? view.read(next) : null;
      if (nextRequest) setShown({ ...view, request: nextRequest });
    },
    [request, view],
  );

  // A dialog on the page's stack: Tab stays inside; Escape and an overlay click close it, except
  // a `modal=true` box; closed, focus goes back to the link. The close button takes focus itself.
  useEffect(() => {
    document.body.classList.add('modal-open');
    const shownDialog = dialog.current
      ? openDialog(dialog.current, {
          opener,
          focusDelay: null,
          // The request shown when it happens: a group's next link may say otherwise.
          close: () => shown?.request.modal || setShown(null),
          backdrop: { overlay: '#TB_overlay' },
          inertBackground: true,
        })
      : undefined;
    return () => {
      shownDialog?.close();
      document.body.classList.remove('modal-open');
    };
  }, [opener]);

  // The close button takes focus whenever new content shows (ThickBox does the same).
  useEffect(() => {
    const button = dialog.current?.querySelector<HTMLElement>('#TB_closeWindowButton');
    (button ?? dialog.current)?.focus();
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (request.content.kind === 'image' && (event.key === '>' || event.key === '.')) {
        event.preventDefault();
        step(1);
      } else if (request.content.kind === 'image' && (event.key === '<' || event.key === ',')) {
        event.preventDefault();
        step(-1);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [request, step]);

  const frameName = `TB_iframeContent${useId().replace(/[^a-z0-9]/gi, '')}`;
  const isImage = request.content.kind === 'image';
  let body: ReactNode;
  if (request.content.kind === 'image') {
    // Keyed by URL: a new image starts from its loading state.
    body = <ImageContent key={request.content.url} request={request} text={text} onClose={close} onStep={step} onSize={setPicture} />;
  } else {
    const title = request.modal ? null : (
      <div id="TB_title">
        <div id="TB_ajaxWindowTitle">{request.caption}</div>
        <div id="TB_closeAjaxWindow"><CloseButton text={text} onClose={close} /></div>
      </div>
    );
    body = (
      <>
        {title}
        {request.content.kind === 'iframe' ? (
          <iframe
            id="TB_iframeContent"
            name={frameName}
            src={request.content.url}
            title={request.caption || text.close}
            style={{ width: request.width - 29, height: request.height - 17 }}
            ref={(frame) => {
              // Shown only where iframes cannot be (spec 8.1).
              if (frame && frame.childNodes.length === 0) frame.textContent = text.noIframes;
            }}
          />
        ) : (
          <AjaxContent request={request} text={text} timeout={view.timeout} />
        )}
      </>
    );
  }
  // An image window is the picture plus 30 × 60 (ThickBox's margins and caption line).
  const outer = isImage ? (picture ? { width: picture.width + 30, height: picture.height + 60 } : null) : request;
  const style = windowStyle(outer);
  return (
    <>
      <div id="TB_overlay" className="TB_overlayBG" aria-hidden="true" />
      <div
        id="TB_window"
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={request.caption || (isImage ? text.image : undefined)}
        tabIndex={-1}
        className={isImage ? 'TB_imageWindow' : undefined}
        style={style}
      >
        {body}
      </div>
    </>
  );
}

function LightboxRoot() {
  const view = useSyncExternalStore(subscribe, () => shown);
  const [text] = useState(readLightboxText);
  return view ? <Lightbox view={view} text={text} /> : null;
}

let host: HTMLElement | undefined;
let rendering: Promise<unknown> | undefined;

/**
 * Shows the lightbox for one link (spec 2.8), drawing it with React into a container of its
 * own at the end of the body (rendered once, then re-used).
 *
 * @example
 * await showLightbox(request, link, 30000, readLightboxRequest);
 */
export async function showLightbox(
  request: LightboxRequest,
  opener: HTMLElement,
  timeout: number,
  read: (link: HTMLElement) => LightboxRequest | null,
): Promise<void> {
  if (!host?.isConnected) {
    host = document.createElement('div');
    host.className = 'lantern-lightbox';
    document.body.append(host);
    rendering = renderIsland('lightbox', LightboxRoot, createMountContext(host, new AbortController().signal), () => setShown(null));
  }
  await rendering;
  // ThickBox's own close, which content calls to close its box: a `modal=true` box has no close
  // button, overlay click or Escape, only a link in it that calls `tb_remove()`.
  const page = window as unknown as { tb_remove?: () => boolean };
  page.tb_remove ??= () => {
    closeLightbox();
    return false;
  };
  setShown({ request, opener, timeout, read });
}

/** Closes the lightbox, if open. */
export function closeLightbox(): void {
  setShown(null);
}
