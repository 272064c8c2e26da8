import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Bot, Send } from 'lucide-react';
import { aiModes } from '@canopy/contracts';
import { Alert, Button, Spinner, VisuallyHiddenText } from '@canopy/ui';
import { SafeMarkdown } from '@canopy/ui/markdown';
import {
  Bubble,
  Composer,
  Empty,
  Head,
  Hint,
  InputRow,
  Log,
  ModeButton,
  Modes,
  Panel,
  Typing,
} from './assistant/assistantPanelStyles';
import { modeInfo } from './assistant/modeInfo';
import { translateMessage } from '@canopy/i18n';
import { useStudioT } from '../i18n/useStudioT';
import { useAssistantChat } from '../hooks/useAssistantChat';
import { useAutoGrow } from '../hooks/useAutoGrow';

export { INPUT_MAX_HEIGHT_PX, PANEL_HEIGHT_PX } from './assistant/assistantPanelStyles';
export type { ChatMessage } from './assistant/ChatMessage';
export { modeInfo } from './assistant/modeInfo';

/**
 * The AI assistant (Canopy GPT): five modes, each with its own conversation (loaded from the saved ones), answers
 * streamed in as the model writes them. Enter sends, Shift+Enter adds a line; nothing is sent while a reply is
 * pending or when the message is blank. When the server has no AI endpoint it says so and the input is disabled.
 */
export function AssistantPanel() {
  const { t } = useStudioT();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const { mode, setMode, messages, loadingSaved, input, setInput, pending, notConfigured, send } =
    useAssistantChat(textarea);
  useAutoGrow(textarea, input);

  const last = messages[messages.length - 1];
  // Keep the newest text in view as it streams in.
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, last?.content, mode]);

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  const label = t(modeInfo[mode].labelKey);
  return (
    <Panel aria-labelledby="assistant-title">
      <Head>
        <div>
          <h2 id="assistant-title">
            <Bot aria-hidden="true" /> {t('Canopy GPT')}
          </h2>
          <p>{t('Your teaching assistant for sustainability courses, lessons and ebooks.')}</p>
        </div>
        <Modes role="group" aria-label={t('Assistant mode')}>
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
                <Icon aria-hidden="true" /> {t(modeInfo[m].labelKey)}
              </ModeButton>
            );
          })}
        </Modes>
      </Head>
      <Log
        ref={log}
        role="log"
        aria-label={t('{{mode}} conversation', { mode: label })}
        aria-busy={pending}
        tabIndex={0}
      >
        {loadingSaved ? (
          <Typing role="status" style={{ margin: 'auto' }}>
            <Spinner size={18} label={null} /> {t('Loading your conversation…')}
          </Typing>
        ) : messages.length === 0 ? (
          <Empty>
            <h3>{t('{{mode}} mode', { mode: label })}</h3>
            <p>{t(modeInfo[mode].descriptionKey)}</p>
          </Empty>
        ) : (
          messages.map((m) => (
            <Bubble key={m.id} $role={m.role} $failed={m.failed} data-role={m.role}>
              <VisuallyHiddenText>{`${m.role === 'user' ? t('You said:') : t('Assistant:')} `}</VisuallyHiddenText>
              {m.role === 'user' || m.failed ? (
                m.content
              ) : m.content ? (
                <SafeMarkdown source={m.content} strict />
              ) : (
                <Typing>
                  <Spinner size={16} label={null} /> {t('Thinking…')}
                </Typing>
              )}
            </Bubble>
          ))
        )}
      </Log>
      <Composer
        aria-label={t('Message the assistant')}
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        {notConfigured && (
          <Alert variant="warning" title={t('The AI assistant is not configured')} role="alert">
            {translateMessage(notConfigured)}
          </Alert>
        )}
        <InputRow>
          <textarea
            ref={textarea}
            rows={1}
            aria-label={t('Message ({{mode}} mode)', { mode: label })}
            placeholder={
              notConfigured
                ? t('The AI assistant is not available on this server')
                : mode === 'images'
                  ? t('Describe the image you need…')
                  : t('Ask the assistant…')
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
            aria-label={t('Send message')}
            disabled={pending || !input.trim() || Boolean(notConfigured)}
          >
            <Send aria-hidden="true" />
          </Button>
        </InputRow>
        <Hint>{t('Enter sends · Shift+Enter adds a new line')}</Hint>
      </Composer>
    </Panel>
  );
}
