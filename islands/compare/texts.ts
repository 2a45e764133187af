import { toText } from '../../src/config/coerce';
import { pageGlobal } from '../../src/config/settings';

/** The plugin's texts that only a panel, a confirm or a notification needs, read when first used. */
export interface CompareTexts {
  messagePosition: string;
  messageAdded: string;
  messageRemoved: string;
  messageExists: string;
  removeAll: string;
  copiedText: string;
}

/**
 * The texts from `woosc_vars`, with the plugin's defaults.
 * @example compareTexts().removeAll // 'Do you want to remove all products from the compare?'
 */
export function compareTexts(vars: Record<string, unknown> = pageGlobal('woosc_vars')): CompareTexts {
  const text = (key: string, fallback: string) => toText(vars[key], fallback);
  return {
    messagePosition: text('message_position', 'right-top'),
    messageAdded: text('message_added', '{name} has been added to Compare list.'),
    messageRemoved: text('message_removed', '{name} has been removed from the Compare list.'),
    messageExists: text('message_exists', '{name} is already in the Compare list.'),
    removeAll: text('remove_all', 'Do you want to remove all products from the compare?'),
    copiedText: text('copied_text', 'Share link %s was copied to clipboard!'),
  };
}
