import type { IslandSpec } from '../../src/build/island-spec';

/**
 * PDF Generator's 'Download PDF' e-mail modal (`#single-pdf-download`), printed by the server:
 * a behaviour. Intent on a 'Download PDF' link fetches it; an early click is held and replayed.
 */
export const pdfMail = {
  name: 'pdf-mail',
  kind: 'behaviour',
  adopt: '#single-pdf-download',
  hydrate: 'interaction',
  trigger: '.pgfw-single-pdf-download-a',
  holdClicks: true,
  surface: 'product-tools',
  module: 'pdf-mail/pdf-mail',
} satisfies IslandSpec;
