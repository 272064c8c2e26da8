import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useIsPathDeclared } from '@canopy/auth';
import {
  ArrowLeft,
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
import {
  Badge,
  Button,
  Card,
  IconTile,
  Logo,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  focusRing,
} from '@canopy/ui';
import { SUPPORT_EMAIL } from '../../layout/navLinks';
import { SiteMenu } from '../../layout/SiteMenu';
import { SkipLink } from '../../layout/SkipLink';
import { downloadCalendar, gatherings } from './calendar';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: rgba(250, 248, 244, 0.94);
  backdrop-filter: blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > div {
    display: flex;
    align-items: center;
    gap: 12px;
    max-width: ${({ theme }) => theme.layout.wide};
    height: ${({ theme }) => theme.layout.headerHeight};
    margin: 0 auto;
    padding: 0 ${({ theme }) => theme.space[4]};
  }
`;

const BrandLink = styled(Link)`
  display: inline-flex;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
  @media (max-width: 479px) {
    span span {
      display: none;
    }
  }
`;

// On narrow screens the prefix is only read out, not shown, so the button fits next to the menu.
const ShortOnSmall = styled.span`
  @media (max-width: 479px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  background: linear-gradient(160deg, #143823 0%, #1f5135 55%, #3c7a53 100%);
  color: #e6efe8;
  > div {
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => `${theme.space[16]} ${theme.space[4]}`};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[5]};
    ${({ theme }) => theme.media.md} {
      padding: ${({ theme }) => `${theme.space[20]} ${theme.space[8]}`};
    }
  }
  h1 {
    color: #ffffff;
    font-size: 2.25rem;
    max-width: 20ch;
    ${({ theme }) => theme.media.md} {
      font-size: 3.25rem;
    }
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    max-width: 60ch;
    color: #d3e2d7;
  }
  span.eyebrow {
    color: #f2c98b;
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

const Body = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]} ${theme.space[16]}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[10]} ${theme.space[8]} ${theme.space[16]}`};
  }
  &:focus {
    outline: none;
  }
`;

const Grid = styled.div<{ $cols?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $cols = 2 }) => $cols}, minmax(0, 1fr));
  }
`;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p,
  li {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding-left: 20px;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  margin: ${({ theme }) => theme.space[10]} 0 ${({ theme }) => theme.space[5]};
`;

const Schedule = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: ${({ theme }) => theme.space[5]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .when {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .when svg {
    width: 16px;
    height: 16px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Foot = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
    justify-content: space-between;
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const tabs = ['about', 'gatherings', 'connect', 'resources'] as const;
type CommunityTab = (typeof tabs)[number];

const donateHref = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Supporting the Canopy Community')}`;

function AboutTab() {
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

function GatheringsTab() {
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

function ConnectTab() {
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

function ResourcesTab() {
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

/** /spiritual-community — the non-profit community linked to Canopy. */
export default function SpiritualCommunityPage() {
  const [params, setParams] = useSearchParams();
  const current = tabs.includes(params.get('tab') as CommunityTab)
    ? (params.get('tab') as CommunityTab)
    : 'about';
  return (
    <Page>
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      <Bar>
        <div>
          <SiteMenu />
          <BrandLink to="/spiritual-community" aria-label="Canopy Community">
            <Logo />
          </BrandLink>
          <div style={{ marginLeft: 'auto' }}>
            <Button asChild size="sm">
              <Link to="/auth">
                <ArrowLeft aria-hidden="true" />
                <ShortOnSmall>Return to </ShortOnSmall>Learning Platform
              </Link>
            </Button>
          </div>
        </div>
      </Bar>
      <Hero aria-labelledby="community-title">
        <div>
          <span className="eyebrow">The Canopy Community · a non-profit ministry</span>
          <h1 id="community-title">A community for living gently on the earth</h1>
          <p>
            Weekly gatherings, small circles and guided practice for people who want their care for the planet
            to shape how they live — whatever tradition they come from.
          </p>
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            <Button
              size="lg"
              onClick={() => setParams({ tab: 'gatherings' })}
              style={{ background: '#ffffff', color: '#1f5135' }}
            >
              See this week&rsquo;s gatherings
            </Button>
          </div>
        </div>
      </Hero>
      <Body id="main-content" tabIndex={-1}>
        <Tabs value={current} onValueChange={(v) => setParams(v === 'about' ? {} : { tab: v })}>
          <TabsList aria-label="Community sections">
            <TabsTrigger value="about">About</TabsTrigger>
            <TabsTrigger value="gatherings">Gatherings</TabsTrigger>
            <TabsTrigger value="connect">Connect</TabsTrigger>
            <TabsTrigger value="resources">Resources</TabsTrigger>
          </TabsList>
          <TabsContent value="about">
            <AboutTab />
          </TabsContent>
          <TabsContent value="gatherings">
            <GatheringsTab />
          </TabsContent>
          <TabsContent value="connect">
            <ConnectTab />
          </TabsContent>
          <TabsContent value="resources">
            <ResourcesTab />
          </TabsContent>
        </Tabs>
      </Body>
      <Foot>
        <div>
          <p>© {new Date().getFullYear()} The Canopy Community. A non-profit ministry.</p>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button asChild variant="ghost" size="sm">
              <Link to="/privacy-policy">Privacy Policy</Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/terms-of-service">Terms of Use</Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <a href={`mailto:${SUPPORT_EMAIL}`}>Contact</a>
            </Button>
          </div>
        </div>
      </Foot>
    </Page>
  );
}
