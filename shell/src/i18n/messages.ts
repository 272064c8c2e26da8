// The contracts' and the API's sentences in Spanish (fetched only for a Spanish page): those the shell's forms show,
// and the API's refusals any page can meet (docs/I18N.md "API errors").
import { registerCatalogue } from '@canopy/i18n';

registerCatalogue('messages', { es: () => import('./messages.es').then((m) => m.messagesEs) });
