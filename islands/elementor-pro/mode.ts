import { toBool, toRecord } from '../../src/config/coerce';
import { pageGlobal } from '../../src/config/settings';

/** `elementorFrontendConfig`, as Elementor core prints it before its frontend script. */
export const coreConfig = (): Record<string, unknown> => pageGlobal('elementorFrontendConfig');

const environmentMode = () => toRecord(coreConfig().environmentMode);

/** The page builder's editor: its body class, or core's `environmentMode.edit`. */
export function isEditMode(): boolean {
  return toBool(environmentMode().edit) || document.body.classList.contains('elementor-editor-active');
}

/** WordPress's preview of a draft (`environmentMode.wpPreview`). */
export const isPreviewMode = (): boolean => toBool(environmentMode().wpPreview);
