import { readWishlistTexts } from './texts';

/** Spec 8.1: the failure alert. */
const COPY_FAILED = 'Failure to copy!';

async function writeClipboard(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (plain http) or no permission: the selection copy the plugin uses.
    if (!input) return false;
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/**
 * Copies the wishlist link (`#woosw_copy_url`), then alerts `copied_text` and the link, or
 * 'Failure to copy!'.
 *
 * @example await copyWishlistLink();
 */
export async function copyWishlistLink(): Promise<void> {
  const input = document.querySelector<HTMLInputElement>('#woosw_copy_url');
  const link = input?.value ?? '';
  const copied = link !== '' && (await writeClipboard(link, input));
  window.alert(copied ? `${readWishlistTexts().copiedText} ${link}` : COPY_FAILED);
}
