import type { ReactNode } from 'react';
import { Ban, Flag, HeartHandshake, MessagesSquare } from 'lucide-react';
import { useSiteLinks } from '@canopy/auth';
import { useForumT } from '../i18n/useForumT';

export interface GuidelineSection {
  id: string;
  title: string;
  summary: string;
  icon: ReactNode;
  body: ReactNode;
}

/**
 * How to report a post: by mail to the installation's support address (SUPPORT_EMAIL) when one is configured, else
 * with the post's Flag button, which reaches the same moderators.
 */
function HowToReport() {
  const { t } = useForumT();
  const { supportEmail } = useSiteLinks();
  if (!supportEmail) return <>{t('Use the Flag button under the post and say briefly what is wrong')}</>;
  return (
    <>
      {t('Write to')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>{' '}
      {t('with a link to the post and a short description')}
    </>
  );
}

/** A list of guideline points, each already in the page's language. */
function Points({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The four sections of the Community Guidelines and Conduct Policy, in the page's language. */
export function useGuidelineSections(): GuidelineSection[] {
  const { t } = useForumT();
  return [
    {
      id: 'respect',
      title: t('Respect & Kindness'),
      summary: t('Treat every member the way you would like to be treated.'),
      icon: <HeartHandshake />,
      body: (
        <>
          <p>
            {t(
              'Canopy brings together people at every stage of their sustainability journey — curious beginners, seasoned practitioners and educators. Everyone here is learning, and everyone deserves a patient, welcoming reply.',
            )}
          </p>
          <Points
            items={[
              t('Assume good intent. Ask a clarifying question before assuming the worst.'),
              t('Disagree with ideas, never with people. Criticise arguments, not the person making them.'),
              t('Welcome newcomers. There are no silly questions about learning something new.'),
              t(
                'Respect different cultures, beliefs, abilities and circumstances; sustainable living looks different for everyone.',
              ),
              t(
                'Respect privacy: do not share anyone’s personal information, messages or photos without their consent.',
              ),
            ]}
          />
        </>
      ),
    },
    {
      id: 'prohibited',
      title: t('Prohibited Behavior'),
      summary: t('What has no place on Canopy, whatever the context.'),
      icon: <Ban />,
      body: (
        <>
          <p>
            {t(
              'The following are not allowed anywhere on the platform, including discussions, replies and profiles:',
            )}
          </p>
          <Points
            items={[
              t('Harassment, bullying, threats or intimidation of any member or group.'),
              t(
                'Hate speech or discrimination based on race, ethnicity, religion, gender, sexual orientation, disability, age or any other identity.',
              ),
              t('Deliberately false or misleading information, including fabricated data and sources.'),
              t(
                'Spam, advertising, affiliate links or repeated self-promotion not related to the discussion.',
              ),
              t('Sexually explicit, violent or otherwise graphic material.'),
              t('Impersonating other people, educators or Canopy staff.'),
              t('Sharing copyrighted course material or other content you do not have the right to share.'),
              t('Encouraging illegal or dangerous activity.'),
            ]}
          />
        </>
      ),
    },
    {
      id: 'constructive',
      title: t('Constructive Communication'),
      summary: t('Help every conversation move the community forward.'),
      icon: <MessagesSquare />,
      body: (
        <Points
          items={[
            t('Stay on topic. Post in the topic that fits, and start a new discussion for a new subject.'),
            t('Give your post a clear title and enough context for others to help.'),
            t('Back up claims with sources, and say so when something is your opinion or experience.'),
            t('Offer feedback that is specific, actionable and kind — suggest, don’t scold.'),
            t('Search before posting; add to an existing discussion rather than repeating it.'),
            t(
              'Share what worked for you, what did not, and what you learned. Practical experience is gold here.',
            ),
          ]}
        />
      ),
    },
    {
      id: 'enforcement',
      title: t('Enforcement & Reporting'),
      summary: t('How we keep the community safe, and how you can help.'),
      icon: <Flag />,
      body: (
        <>
          <p>
            {t(
              'If you see something that breaks these guidelines, please report it rather than replying to it.',
            )}{' '}
            <HowToReport />
            {t('; reports are confidential and reviewed by our moderators, usually within one working day.')}
          </p>
          <p>{t('Depending on how serious and how repeated a violation is, moderators may:')}</p>
          <Points
            items={[
              t('remove or edit the content and send you a reminder of these guidelines;'),
              t('issue a formal warning;'),
              t('temporarily suspend posting, or suspend the account;'),
              t('permanently close the account for severe or repeated violations.'),
            ]}
          />
          <p>
            {t(
              'If you believe a decision was made in error, reply to the moderator’s message within 14 days and a different moderator will review it.',
            )}
          </p>
        </>
      ),
    },
  ];
}
