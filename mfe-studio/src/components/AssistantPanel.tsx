import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { Bot, Feather, Image as ImageIcon, Landmark, Send, Sparkles, Zap } from 'lucide-react';
import { aiModes, type AiHistoryMessage, type AiMode } from '@canopy/contracts';
import { Alert, Button, Spinner, VisuallyHiddenText, focusRing } from '@canopy/ui';
import { SafeMarkdown } from '@canopy/ui/markdown';
import { AssistantNotConfiguredError, askAssistant, connectionTrouble } from '../api/askAssistant';
import { useConversation } from '../api/useConversation';

/** Spec section 9: the chat panel is 850 px high; its input grows up to 128 px. */
export const PANEL_HEIGHT_PX = 850;
export const INPUT_MAX_HEIGHT_PX = 128;

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  queryType: AiMode;
  /** The apology shown for a failed request: not sent back to the model as history. */
  failed?: boolean;
  streaming?: boolean;
}

export const modeInfo: Record<AiMode, { label: string; description: string; icon: typeof Bot }> = {
  auto: {
    label: 'Auto',
    description: 'Explanations, lesson outlines, activity ideas, quiz questions and feedback on your drafts.',
    icon: Sparkles,
  },
  express: {
    label: 'Express',
    description: 'Fast, compact answers: the essentials in a few lines.',
    icon: Zap,
  },
  policy: {
    label: 'Policy',
    description: 'Environmental and climate policy explained fairly, with classroom activities.',
    icon: Landmark,
  },
  wisdom: {
    label: 'Wisdom',
    description: 'The reflective side of sustainability: values, hope, journaling prompts and practices.',
    icon: Feather,
  },
  images: {
    label: 'Images',
    description: 'Describe an illustration for your course or ebook and the assistant draws it.',
    icon: ImageIcon,
  },
};

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  height: ${PANEL_HEIGHT_PX}px;
  max-height: ${PANEL_HEIGHT_PX}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
`;

const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[5]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    svg {
      color: ${({ theme }) => theme.colors.primary};
    }
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Modes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const ModeButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.full};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  ${focusRing}
  svg {
    width: 16px;
    height: 16px;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.primary};
      border-color: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
      &:hover {
        background: ${theme.colors.primaryHover};
      }
    `}
`;

const Log = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.background};
  ${focusRing}
`;

const Bubble = styled.div<{ $role: 'user' | 'assistant'; $failed?: boolean }>`
  max-width: min(720px, 92%);
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
  ${({ $role, theme }) =>
    $role === 'user'
      ? css`
          align-self: flex-end;
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          white-space: pre-wrap;
        `
      : css`
          align-self: flex-start;
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
        `}
  ${({ $failed, theme }) =>
    $failed &&
    css`
      background: ${theme.colors.dangerSoft};
      border-color: ${theme.colors.danger};
      color: ${theme.colors.danger};
    `}
  img {
    max-width: 100%;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  p + p,
  ul,
  ol {
    margin-top: ${({ theme }) => theme.space[2]};
  }
  ul,
  ol {
    padding-left: 1.25rem;
  }
`;

const Empty = styled.div`
  margin: auto;
  max-width: 420px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h3 {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

const Composer = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const InputRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  textarea {
    flex: 1;
    min-width: 0;
    resize: none;
    max-height: ${INPUT_MAX_HEIGHT_PX}px;
    min-height: 44px;
    padding: 10px 12px;
    font: inherit;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    ${focusRing}
    &:disabled {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      cursor: not-allowed;
    }
  }
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Typing = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

let nextLocalId = 0;
const localId = () => `local-${(nextLocalId += 1)}`;

/** Grows the textarea with its text, up to the maximum height (then it scrolls). */
function useAutoGrow(ref: React.RefObject<HTMLTextAreaElement | null>, value: string) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, INPUT_MAX_HEIGHT_PX)}px`;
  }, [ref, value]);
}

/**
 * The AI assistant (Canopy GPT): five modes, each with its own conversation (loaded from the saved ones), answers
 * streamed in as the model writes them. Enter sends, Shift+Enter adds a line; nothing is sent while a reply is
 * pending or when the message is blank. When the server has no AI endpoint it says so and the input is disabled.
 */
export function AssistantPanel() {
  const [mode, setMode] = useState<AiMode>('auto');
  const [byMode, setByMode] = useState<Partial<Record<AiMode, ChatMessage[]>>>({});
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const [notConfigured, setNotConfigured] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const aborter = useRef<AbortController | null>(null);
  const saved = useConversation(mode, byMode[mode] === undefined);
  useAutoGrow(textarea, input);

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
  const last = messages[messages.length - 1];
  // Keep the newest text in view as it streams in.
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, last?.content, mode]);

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
        const detail = error instanceof Error && error.message ? error.message : String(error);
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

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  const info = modeInfo[mode];
  const loadingSaved = byMode[mode] === undefined;
  return (
    <Panel aria-labelledby="assistant-title">
      <Head>
        <div>
          <h2 id="assistant-title">
            <Bot aria-hidden="true" /> Canopy GPT
          </h2>
          <p>Your teaching assistant for sustainability courses, lessons and ebooks.</p>
        </div>
        <Modes role="group" aria-label="Assistant mode">
          {aiModes.map((m) => {
            const Icon = modeInfo[m].icon;
            return (
              <ModeButton
                key={m}
                type="button"
                $active={m === mode}
                aria-pressed={m === mode}
                onClick={() => setMode(m)}
              >
                <Icon aria-hidden="true" /> {modeInfo[m].label}
              </ModeButton>
            );
          })}
        </Modes>
      </Head>
      <Log ref={log} role="log" aria-label={`${info.label} conversation`} aria-busy={pending} tabIndex={0}>
        {loadingSaved ? (
          <Typing role="status" style={{ margin: 'auto' }}>
            <Spinner size={18} label={null} /> Loading your conversation…
          </Typing>
        ) : messages.length === 0 ? (
          <Empty>
            <h3>{info.label} mode</h3>
            <p>{info.description}</p>
          </Empty>
        ) : (
          messages.map((m) => (
            <Bubble key={m.id} $role={m.role} $failed={m.failed} data-role={m.role}>
              <VisuallyHiddenText>{m.role === 'user' ? 'You said: ' : 'Assistant: '}</VisuallyHiddenText>
              {m.role === 'user' || m.failed ? (
                m.content
              ) : m.content ? (
                <SafeMarkdown source={m.content} strict />
              ) : (
                <Typing>
                  <Spinner size={16} label={null} /> Thinking…
                </Typing>
              )}
            </Bubble>
          ))
        )}
      </Log>
      <Composer
        aria-label="Message the assistant"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        {notConfigured && (
          <Alert variant="warning" title="The AI assistant is not configured" role="alert">
            {notConfigured}
          </Alert>
        )}
        <InputRow>
          <textarea
            ref={textarea}
            rows={1}
            aria-label={`Message (${info.label} mode)`}
            placeholder={
              notConfigured
                ? 'The AI assistant is not available on this server'
                : mode === 'images'
                  ? 'Describe the image you need…'
                  : 'Ask the assistant…'
            }
            value={input}
            maxLength={8000}
            disabled={Boolean(notConfigured)}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button
            type="submit"
            size="icon"
            aria-label="Send message"
            disabled={pending || !input.trim() || Boolean(notConfigured)}
          >
            <Send aria-hidden="true" />
          </Button>
        </InputRow>
        <Hint>Enter sends · Shift+Enter adds a new line</Hint>
      </Composer>
    </Panel>
  );
}
