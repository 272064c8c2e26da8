import { Link, useSearchParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button, Logo, Tabs, TabsContent, TabsList, TabsTrigger } from '@canopy/ui';
import { SUPPORT_EMAIL } from '../../layout/navLinks';
import { SiteMenu } from '../../layout/SiteMenu';
import { SkipLink } from '../../layout/SkipLink';
import { AboutTab, ConnectTab, GatheringsTab, ResourcesTab } from './CommunityTabs';
import { Page, Bar, BrandLink, ShortOnSmall, Hero, Body, Foot } from './communityStyles';

// On narrow screens the prefix is only read out, not shown, so the button fits next to the menu.

const tabs = ['about', 'gatherings', 'connect', 'resources'] as const;
type CommunityTab = (typeof tabs)[number];

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
