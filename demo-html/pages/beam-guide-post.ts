import { html } from '../../fixtures/html/html';
import type { PageView } from '../context';
import { pdfEmailLink, pdfGlobal, pdfPrintButton } from '../parts/pdf-generator';
import { thickboxGlobal } from '../parts/thickbox';

/** The post's id, as the PDF plugin's `data-post-id` carries it. */
export const BEAM_GUIDE_POST_ID = 42;

const GALLERY = [
  { file: 'spot-beam.png', title: 'Spot beam: long reach down the road' },
  { file: 'flood-beam.png', title: 'Flood beam: wide light for work areas' },
  { file: 'combo-beam.png', title: 'Combo beam: reach and spread together' },
] as const;

/**
 * A blog post (`single.php`): the PDF plugin's older print button and its e-mail modal, and
 * a gallery with every kind of ThickBox link: images in a group, inline content, an iframe and
 * content fetched from the server.
 *
 * @example
 * beamGuidePost().title; // 'Choosing a beam pattern'
 */
export function beamGuidePost(): PageView {
  return {
    title: 'Choosing a beam pattern',
    bodyClass: ['post-template-default', 'single', 'single-post', `postid-${BEAM_GUIDE_POST_ID}`, 'single-format-standard'],
    globals: [pdfGlobal, thickboxGlobal],
    main: html`<article id="post-${BEAM_GUIDE_POST_ID}" class="post-${BEAM_GUIDE_POST_ID} post type-post status-publish format-standard hentry">
<header class="entry-header"><h1 class="entry-title">Choosing a beam pattern</h1>
<div class="pgfw-tools">${pdfPrintButton('older')}${pdfEmailLink(BEAM_GUIDE_POST_ID, true)}</div></header>
<div class="entry-content">
<p>Spot, flood or combo? Open the pictures to compare the three patterns; the arrow links, or the &lt; and &gt; keys, step through them.</p>
<div class="demo-gallery">${GALLERY.map(
      (picture) => html`<a href="/demo-assets/gallery/${picture.file}" class="thickbox" rel="beam-gallery" title="${picture.title}"><img src="/demo-assets/gallery/${picture.file}" alt="${picture.title}" width="160" height="100"></a>`,
    )}</div>
<ul>
<li><a href="#TB_inline?width=420&amp;height=180&amp;inlineId=wiring-note" class="thickbox" title="Wiring note">Read the wiring note</a></li>
<li><a href="/demo-assets/beam-guide.html?TB_iframe=true&amp;width=520&amp;height=260" class="thickbox" title="Beam guide (frame)">Open the beam guide in a frame</a></li>
<li><a href="/demo-assets/beam-guide.html?width=520&amp;height=260" class="thickbox" title="Beam guide">Load the beam guide</a></li>
<li><a href="#TB_inline?width=360&amp;height=120&amp;inlineId=glare-note&amp;modal=true" class="thickbox">Read the glare note</a> (a modal box: only its own link closes it)</li>
</ul>
<div id="wiring-note" hidden><p>Run work lights through a relay with an inline fuse; never switch a light bar straight off the dash switch.</p></div>
<div id="glare-note" hidden><p>Aim driving lights below the eye line of oncoming drivers.</p><p><a href="#" onclick="tb_remove(); return false;">Got it</a></p></div>
</div>
</article>`,
  };
}
