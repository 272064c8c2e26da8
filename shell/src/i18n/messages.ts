// The contracts' and the API's sentences the shell's forms show, in Spanish (fetched only for a Spanish page).
import { registerCatalogue } from '@canopy/i18n';

registerCatalogue('messages', { es: () => import('./messages.es').then((m) => m.messagesEs) });
