import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useIsPathDeclared, useSiteLinks } from '@canopy/auth';
import {
  BookOpen,
  CalendarPlus,
  Clock,
  HandHeart,
  Headphones,
  Heart,
  Mail,
  MessageCircle,
  PlayCircle,
  Sprout,
  Sun,
  Users,
} from 'lucide-react';
import { Badge, Button, IconTile } from '@canopy/ui';
import { SupportMail } from '../../layout/SupportMail';
import { useShellT } from '../../i18n/useShellT';
import { downloadCalendar, gatherings } from './calendar';
import { Grid, Panel, SectionTitle, Schedule } from './communityStyles';
import { MailButton } from './MailButton';

// The community's mail buttons go to the configured support address (SUPPORT_EMAIL); with none, they are not shown.

export function AboutTab() {
  const { t } = useShellT();
  return (
    <>
      <Grid>
        <CommunityPanel icon={<Sprout />} title={t('Our mission')}>
          <p>
            {t(
              'The Canopy Community is a non-profit ministry that grew out of the Canopy learning platform. We gather people who want their care for the earth to be more than a set of habits — a way of living rooted in gratitude, simplicity and service.',
            )}
          </p>
        </CommunityPanel>
        <CommunityPanel icon={<Sun />} title={t('What we teach')}>
          <ul>
            <li>{t('Stewardship: everything we have is on loan from those who come after us.')}</li>
            <li>{t('Simplicity: enough is a practice, not a sacrifice.')}</li>
            <li>{t('Interdependence: caring for people and caring for places are the same work.')}</li>
            <li>{t('Contemplation: quiet attention makes wise action possible.')}</li>
          </ul>
        </CommunityPanel>
        <CommunityPanel icon={<Users />} title={t('Leadership')}>
          <p>
            {t(
              'The community is guided by a volunteer council of facilitators, educators and long-standing members, elected for two-year terms. Council meetings are open to every member, and minutes are shared after each meeting.',
            )}
          </p>
        </CommunityPanel>
        <CommunityPanel icon={<HandHeart />} title={t('Support our work')}>
          <p>
            {t(
              'We are funded entirely by members and friends. Gifts pay for gathering spaces, service-day tools and free places for people who cannot afford our retreats. Every gift over $250 is acknowledged in writing for your records.',
            )}
          </p>
          <MailButton subject={t('Supporting the Canopy Community')}>
            <Heart aria-hidden="true" />
            {t('Make a gift')}
          </MailButton>
        </CommunityPanel>
      </Grid>
    </>
  );
}

export function GatheringsTab() {
  const { t } = useShellT();
  return (
    <>
      <Panel style={{ background: 'linear-gradient(135deg, #fbefdc, #ffffff)' }}>
        <Badge $variant="warning" style={{ alignSelf: 'flex-start' }}>
          {t('Featured gathering')}
        </Badge>
        <h2>{t('Seasonal Renewal Retreat')}</h2>
        <p>
          {t(
            'A day of guided practice, shared meals and quiet time outdoors at the turn of each season. Bring a journal and comfortable shoes; everything else is provided. Places are limited so that every participant can join a growth circle.',
          )}
        </p>
        <MailButton subject={t('Seasonal Renewal Retreat')} variant="outline">
          <Mail aria-hidden="true" />
          {t('Ask about the next retreat')}
        </MailButton>
      </Panel>
      <SectionTitle>{t('Weekly schedule')}</SectionTitle>
      <Schedule>
        {gatherings.map((g) => (
          <li key={g.id}>
            <strong>{t(g.titleKey)}</strong>
            <span className="when">
              <Clock aria-hidden="true" />
              {t(g.whenKey)}
            </span>
            <p>{t(g.descriptionKey)}</p>
            <div style={{ marginBlockStart: 'auto' }}>
              <Button variant="ghost" size="sm" onClick={() => downloadCalendar([g], `${g.id}.ics`)}>
                <CalendarPlus aria-hidden="true" />
                {t('Add to calendar')}
              </Button>
            </div>
          </li>
        ))}
      </Schedule>
      <div style={{ marginBlockStart: 20 }}>
        <Button variant="outline" onClick={() => downloadCalendar()}>
          <CalendarPlus aria-hidden="true" />
          {t('Add all gatherings to my calendar')}
        </Button>
      </div>
    </>
  );
}

/** A card of the community page: an icon, a heading and what follows it. */
function CommunityPanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Panel>
      <IconTile aria-hidden="true">{icon}</IconTile>
      <h2>{title}</h2>
      {children}
    </Panel>
  );
}

export function ConnectTab() {
  const { t } = useShellT();
  const forumDeclared = useIsPathDeclared('/forum');
  const { supportEmail } = useSiteLinks();
  return (
    <Grid $cols={3}>
      <CommunityPanel icon={<Users />} title={t('Growth circles')}>
        <p>
          {t(
            "Small groups of 5 to 8 people who meet every other week to share what they are learning and support each other's commitments. New circles form at the start of each season.",
          )}
        </p>
        <MailButton subject={t('Joining a growth circle')} variant="outline" size="sm">
          {t('Join a circle')}
        </MailButton>
      </CommunityPanel>
      <CommunityPanel icon={<MessageCircle />} title={t('Talk with someone')}>
        <p>
          {t(
            'If you are carrying something heavy — climate grief, a hard decision, a loss — a facilitator will listen.',
          )}
          {supportEmail && ` ${t('Write to us and we will reply within two working days.')}`}
        </p>
        <MailButton subject={t('Pastoral conversation')} variant="outline" size="sm">
          {t('Request a conversation')}
        </MailButton>
      </CommunityPanel>
      <CommunityPanel icon={<Mail />} title={t('Contact')}>
        {supportEmail && (
          <p>
            {t('Questions about gatherings, volunteering or partnerships:')} <SupportMail />
          </p>
        )}
        <p>
          {t('Learning questions are best asked in the Canopy forum, where educators and learners can help.')}
        </p>
        {forumDeclared && (
          <div>
            <Button asChild variant="outline" size="sm">
              <Link to="/forum">{t('Visit the forum')}</Link>
            </Button>
          </div>
        )}
      </CommunityPanel>
    </Grid>
  );
}

// Book titles and authors stay as published, whatever the page's language.
const readings: { book: string; authors: string[] }[] = [
  { book: 'Braiding Sweetgrass', authors: ['Robin Wall Kimmerer'] },
  { book: 'Laudato Si’: On Care for Our Common Home', authors: [] },
  { book: 'The Sacred Balance', authors: ['David Suzuki'] },
  { book: 'Active Hope', authors: ['Joanna Macy', 'Chris Johnstone'] },
];

export function ResourcesTab() {
  const { t } = useShellT();
  return (
    <Grid $cols={3}>
      <CommunityPanel icon={<Headphones />} title={t('Guided practices')}>
        <p>{t('Short practices of 10 to 30 minutes you can do anywhere:')}</p>
        <ul>
          <li>{t('Arriving: a 10-minute breathing practice')}</li>
          <li>{t('Walking attention: 15 minutes outdoors')}</li>
          <li>{t('Gratitude for a place: 20 minutes')}</li>
          <li>{t('Evening review: 30 minutes of reflection and journaling')}</li>
        </ul>
      </CommunityPanel>
      <CommunityPanel icon={<BookOpen />} title={t('Reading')}>
        <ul>
          {readings.map(({ book, authors }) => (
            <li key={book}>
              <em>{book}</em>
              {authors.length > 0 && ` — ${authors.join(` ${t('and')} `)}`}
            </li>
          ))}
        </ul>
        <p>
          {t('Prefer structured study? Start with')} <Link to="/courses">{t('Canopy’s courses')}</Link>.
        </p>
      </CommunityPanel>
      <CommunityPanel icon={<PlayCircle />} title={t('Rooted: an introduction')}>
        <p>
          {t(
            'A 45-minute video introduction to earth-centred practice: where it comes from, what a week of practice looks like, and how to begin. It is shown at the first Sunday Gathering of every month.',
          )}
        </p>
        <Badge $variant="secondary" style={{ alignSelf: 'flex-start' }}>
          <Clock aria-hidden="true" /> {t('45 minutes')}
        </Badge>
      </CommunityPanel>
    </Grid>
  );
}
