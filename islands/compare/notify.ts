import { showToast } from '../../src/ui/toast';
import { compareTexts } from './texts';

export type Message = 'messageAdded' | 'messageRemoved' | 'messageExists';

/**
 * The `show_message` notification of a compare button: `{name}` replaced by the product name,
 * its picture beside it, at `message_position`. Only a button carrying both a name and an
 * image gets one, as in the plugin.
 *
 * @example notify('messageAdded', button);
 */
export function notify(message: Message, button: HTMLElement): void {
  const name = button.dataset.product_name ?? '';
  const image = button.dataset.product_image ?? '';
  if (!name || !image) return;
  const texts = compareTexts();
  showToast(texts[message].split('{name}').join(name), { position: texts.messagePosition, image, theme: 'woosc', kind: 'success' });
}
