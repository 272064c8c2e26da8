import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useIsPathDeclared } from '@canopy/auth';
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
import { SUPPORT_EMAIL } from '../../layout/navLinks';
import { downloadCalendar, gatherings } from './calendar';
import { Grid, Panel, SectionTitle, Schedule } from './communityStyles';

const donateHref = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Supporting the Canopy Community')}`;

export function AboutTab() {
  return (
    <>
      <Grid>
        <CommunityPanel icon={<Sprout />} title="Our mission">
          <p>
            The Canopy Community is a non-profit ministry that grew out of the Canopy learning platform. We
            gather people who want their care for the earth to be more than a set of habits — a way of living
            rooted in gratitude, simplicity and service.
          </p>
        </CommunityPanel>
        <CommunityPanel icon={<Sun />} title="What we teach">
          <ul>
            <li>Stewardship: everything we have is on loan from those who come after us.</li>
            <li>Simplicity: enough is a practice, not a sacrifice.</li>
            <li>Interdependence: caring for people and caring for places are the same work.</li>
            <li>Contemplation: quiet attention makes wise action possible.</li>
          </ul>
        </CommunityPanel>
        <CommunityPanel icon={<Users />} title="Leadership">
          <p>
            The community is guided by a volunteer council of facilitators, educators and long-standing
            members, elected for two-year terms. Council meetings are open to every member, and minutes are
            shared after each meeting.
          </p>
        </CommunityPanel>
        <CommunityPanel icon={<HandHeart />} title="Support our work">
          <p>
            We are funded entirely by members and friends. Gifts pay for gathering spaces, service-day tools
            and free places for people who cannot afford our retreats. Every gift over $250 is acknowledged in
            writing for your records.
          </p>
          <div>
            <Button asChild>
              <a href={donateHref}>
                <Heart aria-hidden="true" />
                Make a gift
              </a>
            </Button>
          </div>
        </CommunityPanel>
      </Grid>
    </>
  );
}

export function GatheringsTab() {
  return (
    <>
      <Panel style={{ background: 'linear-gradient(135deg, #fbefdc, #ffffff)' }}>
        <Badge $variant="warning" style={{ alignSelf: 'flex-start' }}>
          Featured gathering
        </Badge>
        <h2>Seasonal Renewal Retreat</h2>
        <p>
          A day of guided practice, shared meals and quiet time outdoors at the turn of each season. Bring a
          journal and comfortable shoes; everything else is provided. Places are limited so that every
          participant can join a growth circle.
        </p>
        <div>
          <Button asChild variant="outline">
            <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Seasonal Renewal Retreat')}`}>
              <Mail aria-hidden="true" />
              Ask about the next retreat
            </a>
          </Button>
        </div>
      </Panel>
      <SectionTitle>Weekly schedule</SectionTitle>
      <Schedule>
        {gatherings.map((g) => (
          <li key={g.id}>
            <strong>{g.title}</strong>
            <span className="when">
              <Clock aria-hidden="true" />
              {g.when}
            </span>
            <p>{g.description}</p>
            <div style={{ marginTop: 'auto' }}>
              <Button variant="ghost" size="sm" onClick={() => downloadCalendar([g], `${g.id}.ics`)}>
                <CalendarPlus aria-hidden="true" />
                Add to calendar
              </Button>
            </div>
          </li>
        ))}
      </Schedule>
      <div style={{ marginTop: 20 }}>
        <Button variant="outline" onClick={() => downloadCalendar()}>
          <CalendarPlus aria-hidden="true" />
          Add all gatherings to my calendar
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
  const forumDeclared = useIsPathDeclared('/forum');
  return (
    <Grid $cols={3}>
      <CommunityPanel icon={<Users />} title="Growth circles">
        <p>
          Small groups of 5 to 8 people who meet every other week to share what they are learning and support
          each other's commitments. New circles form at the start of each season.
        </p>
        <div>
          <Button asChild variant="outline" size="sm">
            <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Joining a growth circle')}`}>
              Join a circle
            </a>
          </Button>
        </div>
      </CommunityPanel>
      <CommunityPanel icon={<MessageCircle />} title="Talk with someone">
        <p>
          If you are carrying something heavy — climate grief, a hard decision, a loss — a facilitator will
          listen. Write to us and we will reply within two working days.
        </p>
        <div>
          <Button asChild variant="outline" size="sm">
            <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Pastoral conversation')}`}>
              Request a conversation
            </a>
          </Button>
        </div>
      </CommunityPanel>
      <CommunityPanel icon={<Mail />} title="Contact">
        <p>
          Questions about gatherings, volunteering or partnerships:{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <p>Learning questions are best asked in the Canopy forum, where educators and learners can help.</p>
        {forumDeclared && (
          <div>
            <Button asChild variant="outline" size="sm">
              <Link to="/forum">Visit the forum</Link>
            </Button>
          </div>
        )}
      </CommunityPanel>
    </Grid>
  );
}

export function ResourcesTab() {
  return (
    <Grid $cols={3}>
      <CommunityPanel icon={<Headphones />} title="Guided practices">
        <p>Short practices of 10 to 30 minutes you can do anywhere:</p>
        <ul>
          <li>Arriving: a 10-minute breathing practice</li>
          <li>Walking attention: 15 minutes outdoors</li>
          <li>Gratitude for a place: 20 minutes</li>
          <li>Evening review: 30 minutes of reflection and journaling</li>
        </ul>
      </CommunityPanel>
      <CommunityPanel icon={<BookOpen />} title="Reading">
        <ul>
          <li>
            <em>Braiding Sweetgrass</em> — Robin Wall Kimmerer
          </li>
          <li>
            <em>Laudato Si&rsquo;: On Care for Our Common Home</em>
          </li>
          <li>
            <em>The Sacred Balance</em> — David Suzuki
          </li>
          <li>
            <em>Active Hope</em> — Joanna Macy and Chris Johnstone
          </li>
        </ul>
        <p>
          Prefer structured study? Start with <Link to="/courses">Canopy&rsquo;s courses</Link>.
        </p>
      </CommunityPanel>
      <CommunityPanel icon={<PlayCircle />} title="Rooted: an introduction">
        <p>
          A 45-minute video introduction to earth-centred practice: where it comes from, what a week of
          practice looks like, and how to begin. It is shown at the first Sunday Gathering of every month.
        </p>
        <Badge $variant="secondary" style={{ alignSelf: 'flex-start' }}>
          <Clock aria-hidden="true" /> 45 minutes
        </Badge>
      </CommunityPanel>
    </Grid>
  );
}
