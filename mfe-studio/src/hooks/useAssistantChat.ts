import { useEffect, useRef, useState, type RefObject } from 'react';
import type { AiHistoryMessage, AiMode } from '@canopy/contracts';
import { translateMessage } from '@canopy/i18n';
import { AssistantNotConfiguredError, askAssistant, connectionTrouble } from '../api/askAssistant';
import { useConversation } from '../api/useConversation';
import { localId, type ChatMessage } from '../components/assistant/ChatMessage';

/**
 * The assistant's conversations: one per mode (loaded from the saved ones), the message being typed, and sending —
 * the reply streams into the conversation of the mode it was asked in, even if the user switches modes meanwhile.
 * Nothing is sent while a reply is pending or when the message is blank. The input is focused again once the
 * reply has arrived.
 */
export function useAssistantChat(textarea: RefObject<HTMLTextAreaElement | null>) {
  const [mode, setMode] = useState<AiMode>('auto');
  const [byMode, setByMode] = useState<Partial<Record<AiMode, ChatMessage[]>>>({});
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const [notConfigured, setNotConfigured] = useState<string | null>(null);
  const aborter = useRef<AbortController | null>(null);
  const saved = useConversation(mode, byMode[mode] === undefined);

  // A mode's saved conversation is its starting point, once; from then on the panel keeps it.
  useEffect(() => {
    if (byMode[mode] !== undefined) return;
    if (saved.data) {
      const messages = saved.data.messages.map<ChatMessage>((m) => ({
        id: `saved-${m.id}`,
        role: m.role,
        content: m.content,
        queryType: m.queryType,
      }));
      setByMode((all) => ({ ...all, [mode]: messages }));
    } else if (saved.isError) {
      setByMode((all) => ({ ...all, [mode]: [] }));
    }
  }, [byMode, mode, saved.data, saved.isError]);

  useEffect(() => () => aborter.current?.abort(), []);

  const messages = byMode[mode] ?? [];

  const patch = (m: AiMode, id: string, change: (msg: ChatMessage) => ChatMessage) =>
    setByMode((all) => ({ ...all, [m]: (all[m] ?? []).map((msg) => (msg.id === id ? change(msg) : msg)) }));

  const send = async () => {
    const query = input.trim();
    if (!query || pending || notConfigured) return;
    const active = mode;
    const history: AiHistoryMessage[] = messages
      .filter((m) => !m.failed && m.content)
      .map((m) => ({ role: m.role, content: m.content, queryType: m.queryType }));
    const replyId = localId();
    setByMode((all) => ({
      ...all,
      [active]: [
        ...(all[active] ?? []),
        { id: localId(), role: 'user', content: query, queryType: active },
        { id: replyId, role: 'assistant', content: '', queryType: active, streaming: true },
      ],
    }));
    setInput('');
    setPending(true);
    const controller = new AbortController();
    aborter.current = controller;
    try {
      const answer = await askAssistant({
        query,
        mode: active,
        history,
        signal: controller.signal,
        onDelta: (delta) => patch(active, replyId, (m) => ({ ...m, content: m.content + delta })),
      });
      patch(active, replyId, (m) => ({ ...m, content: answer.response, streaming: false }));
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof AssistantNotConfiguredError) {
        setNotConfigured(error.message);
        setByMode((all) => ({ ...all, [active]: (all[active] ?? []).filter((m) => m.id !== replyId) }));
      } else {
        // The stream's own error is the API's English sentence: shown in the page's language.
        const detail = translateMessage(
          error instanceof Error && error.message ? error.message : String(error),
        );
        patch(active, replyId, (m) => ({
          ...m,
          content: connectionTrouble(detail),
          failed: true,
          streaming: false,
        }));
      }
    } finally {
      if (!controller.signal.aborted) setPending(false);
      textarea.current?.focus();
    }
  };

  return {
    mode,
    setMode,
    messages,
    loadingSaved: byMode[mode] === undefined,
    input,
    setInput,
    pending,
    notConfigured,
    send,
  };
}
