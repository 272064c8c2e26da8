import { currentLanguage } from '@canopy/i18n';
import { formatBytes } from '@canopy/offline';
import { learnText } from '../i18n/useLearnT';

/** The texts of offline learning in the learn remote (one place), read in the current language when shown. */
export const offlineTexts = {
  get cardTitle() {
    return learnText('Offline access');
  },
  get cardDescription() {
    return learnText(
      "Keep this course's outline, lessons and documents on this device to study without a connection.",
    );
  },
  get unsupported() {
    return learnText('This browser cannot keep courses for offline use.');
  },
  get save() {
    return learnText('Make available offline');
  },
  get saving() {
    return learnText('Saving for offline use...');
  },
  get available() {
    return learnText('Available offline');
  },
  size: (bytes: number) =>
    learnText('Takes {{size}} on this device', { size: formatBytes(bytes, currentLanguage()) }),
  videos: (count: number) => learnText('{{count}} videos need a connection.', { count }),
  get remove() {
    return learnText('Remove offline copy');
  },
  storage: (usage: number, quota: number) =>
    learnText('Canopy uses {{usage}} of storage on this device ({{quota}} available).', {
      usage: formatBytes(usage, currentLanguage()),
      quota: formatBytes(quota, currentLanguage()),
    }),
  savedToast: (title: string) => ({
    title: learnText('Available offline'),
    description: learnText('"{{title}}" opens without a connection on this device.', { title }),
  }),
  get saveFailedToast() {
    return {
      title: learnText('Could not make the course available offline'),
      description: learnText('Please check your connection and try again.'),
    };
  },
  removedToast: (title: string) => ({
    title: learnText('Offline copy removed'),
    description: learnText('"{{title}}" needs a connection again.', { title }),
  }),
  get queuedToast() {
    return {
      title: learnText('Saved on this device'),
      description: learnText('Mark Complete will be sent when you are back online.'),
    };
  },
  get discussionsNeedConnectionTitle() {
    return learnText('Discussions need an internet connection');
  },
  get discussionsNeedConnection() {
    return learnText('Reconnect to read and join them.');
  },
  get postingOfflineTitle() {
    return learnText('Posting needs an internet connection');
  },
  get postingOffline() {
    return learnText('What you write stays in this form. Post it when you are back online.');
  },
  get videoNeedsConnection() {
    return learnText('This video needs an internet connection. Reconnect to watch it.');
  },
};
