import type { ReactNode } from 'react';
import { Ban, Flag, HeartHandshake, MessagesSquare } from 'lucide-react';

export interface GuidelineSection {
  id: string;
  title: string;
  summary: string;
  icon: ReactNode;
  body: ReactNode;
}

/** The four sections of the Community Guidelines and Conduct Policy. */
export const guidelineSections: GuidelineSection[] = [
  {
    id: 'respect',
    title: 'Respect & Kindness',
    summary: 'Treat every member the way you would like to be treated.',
    icon: <HeartHandshake />,
    body: (
      <>
        <p>
          Canopy brings together people at every stage of their sustainability journey — curious beginners,
          seasoned practitioners and educators. Everyone here is learning, and everyone deserves a patient,
          welcoming reply.
        </p>
        <ul>
          <li>Assume good intent. Ask a clarifying question before assuming the worst.</li>
          <li>Disagree with ideas, never with people. Criticise arguments, not the person making them.</li>
          <li>Welcome newcomers. There are no silly questions about learning something new.</li>
          <li>
            Respect different cultures, beliefs, abilities and circumstances; sustainable living looks
            different for everyone.
          </li>
          <li>
            Respect privacy: do not share anyone&rsquo;s personal information, messages or photos without
            their consent.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'prohibited',
    title: 'Prohibited Behavior',
    summary: 'What has no place on Canopy, whatever the context.',
    icon: <Ban />,
    body: (
      <>
        <p>
          The following are not allowed anywhere on the platform, including discussions, replies and profiles:
        </p>
        <ul>
          <li>Harassment, bullying, threats or intimidation of any member or group.</li>
          <li>
            Hate speech or discrimination based on race, ethnicity, religion, gender, sexual orientation,
            disability, age or any other identity.
          </li>
          <li>Deliberately false or misleading information, including fabricated data and sources.</li>
          <li>
            Spam, advertising, affiliate links or repeated self-promotion not related to the discussion.
          </li>
          <li>Sexually explicit, violent or otherwise graphic material.</li>
          <li>Impersonating other people, educators or Canopy staff.</li>
          <li>Sharing copyrighted course material or other content you do not have the right to share.</li>
          <li>Encouraging illegal or dangerous activity.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'constructive',
    title: 'Constructive Communication',
    summary: 'Help every conversation move the community forward.',
    icon: <MessagesSquare />,
    body: (
      <>
        <ul>
          <li>Stay on topic. Post in the topic that fits, and start a new discussion for a new subject.</li>
          <li>Give your post a clear title and enough context for others to help.</li>
          <li>Back up claims with sources, and say so when something is your opinion or experience.</li>
          <li>Offer feedback that is specific, actionable and kind — suggest, don&rsquo;t scold.</li>
          <li>Search before posting; add to an existing discussion rather than repeating it.</li>
          <li>
            Share what worked for you, what did not, and what you learned. Practical experience is gold here.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'enforcement',
    title: 'Enforcement & Reporting',
    summary: 'How we keep the community safe, and how you can help.',
    icon: <Flag />,
    body: (
      <>
        <p>
          If you see something that breaks these guidelines, please report it rather than replying to it.
          Write to <a href="mailto:support@canopy.example">support@canopy.example</a> with a link to the post
          and a short description; reports are confidential and reviewed by our moderators, usually within one
          working day.
        </p>
        <p>Depending on how serious and how repeated a violation is, moderators may:</p>
        <ul>
          <li>remove or edit the content and send you a reminder of these guidelines;</li>
          <li>issue a formal warning;</li>
          <li>temporarily suspend posting, or suspend the account;</li>
          <li>permanently close the account for severe or repeated violations.</li>
        </ul>
        <p>
          If you believe a decision was made in error, reply to the moderator&rsquo;s message within 14 days
          and a different moderator will review it.
        </p>
      </>
    ),
  },
];
