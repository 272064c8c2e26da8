import { afterAll, describe, expect, it } from 'vitest';
import { realtimeMessages, type RealtimeServerMessageOf, type SessionUpdateAction } from '@canopy/contracts';
import { changeLanguage } from '@canopy/i18n';
import { sessionUpdateText } from '../src/lib/sessionUpdateText';
import '../src/i18n/useLearnT';

afterAll(() => changeLanguage('en'));

/** A `session_update` frame as the hub sends it: the English sentence, its action and the session's public card. */
function frame(action: SessionUpdateAction, title: string): RealtimeServerMessageOf<'session_update'> {
  const sentence = {
    create: realtimeMessages.sessionCreated,
    update: realtimeMessages.sessionUpdated,
    cancel: realtimeMessages.sessionCancelled,
  }[action](title);
  return {
    type: 'session_update',
    action,
    message: sentence,
    session: { id: 12, title } as RealtimeServerMessageOf<'session_update'>['session'],
  };
}

describe('the session_update toast', () => {
  it('shows the hub’s English sentence as it came in English', async () => {
    await changeLanguage('en');
    expect(sessionUpdateText(frame('create', 'Soil Health Q&A'))).toBe(
      'New session "Soil Health Q&A" has been created',
    );
    expect(sessionUpdateText(frame('cancel', 'Compost 101'))).toBe(
      'The live session "Compost 101" has been cancelled',
    );
  });

  it('is worded in Spanish for each action, with the session’s title', async () => {
    await changeLanguage('es');
    expect(sessionUpdateText(frame('create', 'Suelos vivos'))).toBe('Se creó la nueva sesión “Suelos vivos”');
    expect(sessionUpdateText(frame('update', 'Suelos vivos'))).toBe(
      'La sesión en vivo “Suelos vivos” se actualizó',
    );
    expect(sessionUpdateText(frame('cancel', 'Compost & <b>co</b>'))).toBe(
      'La sesión en vivo “Compost & <b>co</b>” se canceló',
    );
  });

  it('falls back to the general notice when the hub sent no sentence', async () => {
    await changeLanguage('es');
    expect(sessionUpdateText({ ...frame('update', 'Suelos vivos'), message: '', session: {} as never })).toBe(
      'Se ha actualizado una sesión en vivo',
    );
  });
});
