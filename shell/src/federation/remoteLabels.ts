import { msgKey } from '@canopy/i18n';
import { shellText } from '../i18n/useShellT';

// Display names for the "{area} is temporarily unavailable" panel. Which paths a remote owns comes from
// /mfe-manifest.json; this is only wording, so a remote missing here is still fully served.
const labels: Record<string, string> = {
  learn: msgKey('Learning area'),
  forum: msgKey('Forum'),
  studio: msgKey('Educator studio'),
  admin: msgKey('Admin area'),
};

/** "Forum" for 'forum'; an unknown remote by its own name; "This page" when the owner is not known. */
export function areaLabel(remote: string | null): string {
  if (!remote) return shellText('This page');
  return remote in labels ? shellText(labels[remote]) : remote.charAt(0).toUpperCase() + remote.slice(1);
}
