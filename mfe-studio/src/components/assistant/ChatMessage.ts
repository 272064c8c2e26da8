import type { AiMode } from '@canopy/contracts';

/** One message of the assistant panel's conversation. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  queryType: AiMode;
  /** The apology shown for a failed request: not sent back to the model as history. */
  failed?: boolean;
  streaming?: boolean;
}

let nextLocalId = 0;
/** An id for a message not yet saved by the server. */
export const localId = () => `local-${(nextLocalId += 1)}`;
