import { describe, expect, it } from 'vitest';
import { notificationTemplateKeys, notificationTexts } from './notification-texts';
import { realtimeMessages } from './realtime-messages';
import { englishOf } from './stored-text';

const N = notificationTexts;
const english = (t: { title: { key: string }; message: { key: string } }) => ({
  title: englishOf(t.title),
  message: englishOf(t.message),
});

// The sentences as the service wrote them before they had templates: the English must not change by a letter.
describe('notification texts', () => {
  it('give the live-session sentences word for word', () => {
    expect(english(N.session('scheduled', 'Soil day'))).toEqual({
      title: 'New live session',
      message: 'New session "Soil day" has been created',
    });
    expect(english(N.session('updated', 'Soil day'))).toEqual({
      title: 'Live session updated',
      message: 'The live session "Soil day" has been updated',
    });
    expect(english(N.session('cancelled', 'Soil day'))).toEqual({
      title: 'Live session cancelled',
      message: 'The live session "Soil day" has been cancelled',
    });
    expect(realtimeMessages.sessionCreated('Soil day')).toBe('New session "Soil day" has been created');
    expect(english(N.reminder('Pond life', 1))).toEqual({
      title: 'Live session starting soon',
      message: 'The live session "Pond life" starts in 1 minute',
    });
    expect(english(N.reminder('Pond life', 15)).message).toBe(
      'The live session "Pond life" starts in 15 minutes',
    );
  });

  it('give the review sentences word for word, with the reason only when there is one', () => {
    expect(english(N.educatorApproved())).toEqual({
      title: 'Educator account approved',
      message: 'Your educator account has been approved. You can now create courses and live sessions.',
    });
    expect(english(N.educatorRejected(null))).toEqual({
      title: 'Educator application not approved',
      message: 'Your educator application was not approved.',
    });
    expect(english(N.educatorRejected('')).message).toBe('Your educator application was not approved.');
    expect(english(N.educatorRejected('No portfolio')).message).toBe(
      'Your educator application was not approved. Reason: No portfolio',
    );
    expect(english(N.courseApproved('Soils'))).toEqual({
      title: 'Course approved',
      message: 'Your course "Soils" has been approved and is now published.',
    });
    expect(english(N.courseRejected('Soils', null))).toEqual({
      title: 'Course rejected',
      message: 'Your course "Soils" was rejected.',
    });
    expect(english(N.courseRejected('Soils', 'Too short')).message).toBe(
      'Your course "Soils" was rejected. Reason: Too short',
    );
    expect(english(N.courseSentBack('Soils', null))).toEqual({
      title: 'Course sent back for changes',
      message: 'Your course "Soils" was sent back for changes.',
    });
    expect(english(N.courseSentBack('Soils', 'Add a quiz')).message).toBe(
      'Your course "Soils" was sent back for changes. Reason: Add a quiz',
    );
  });

  it('give the feedback and forum sentences word for word', () => {
    expect(english(N.quizFeedback())).toEqual({
      title: 'New quiz feedback',
      message: 'Your instructor left feedback on your quiz.',
    });
    expect(english(N.instructorFeedback('course', 'Soils'))).toEqual({
      title: 'New feedback from your instructor',
      message: 'Your instructor left feedback on your work in "Soils".',
    });
    expect(englishOf(N.instructorFeedback('lesson', 'Soils').message)).toBe(
      'Your instructor left feedback on a lesson of "Soils".',
    );
    expect(englishOf(N.instructorFeedback('reflection', 'Soils').message)).toBe(
      'Your instructor left feedback on your reflection in "Soils".',
    );
    expect(englishOf(N.instructorFeedback('goal', 'Soils').message)).toBe(
      'Your instructor left feedback on your learning goal in "Soils".',
    );
    expect(english(N.discussionReply('Compost'))).toEqual({
      title: 'New reply to your discussion',
      message: 'Someone replied to your discussion "Compost".',
    });
    expect(english(N.answerMarked('Compost'))).toEqual({
      title: 'Your reply was marked as the answer',
      message: 'Your reply in "Compost" was marked as the answer.',
    });
  });

  it('keep a title that looks like a template or a replacement pattern as it is', () => {
    expect(englishOf(N.discussionReply('{{reason}} $& $1').message)).toBe(
      'Someone replied to your discussion "{{reason}} $& $1".',
    );
  });

  it('list every template they use', () => {
    const used = [
      N.session('scheduled', 'a'),
      N.session('updated', 'a'),
      N.session('cancelled', 'a'),
      N.reminder('a', 1),
      N.reminder('a', 2),
      N.educatorApproved(),
      N.educatorRejected(null),
      N.educatorRejected('r'),
      N.courseApproved('a'),
      N.courseRejected('a', null),
      N.courseRejected('a', 'r'),
      N.courseSentBack('a', null),
      N.courseSentBack('a', 'r'),
      N.quizFeedback(),
      N.instructorFeedback('course', 'a'),
      N.instructorFeedback('lesson', 'a'),
      N.instructorFeedback('reflection', 'a'),
      N.instructorFeedback('goal', 'a'),
      N.discussionReply('a'),
      N.answerMarked('a'),
    ].flatMap((t) => [t.title.key, t.message.key]);
    expect(new Set(used)).toEqual(new Set(notificationTemplateKeys));
  });
});
