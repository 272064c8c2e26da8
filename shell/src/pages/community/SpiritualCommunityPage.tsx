import { Link, useSearchParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button, Logo, Tabs, TabsContent, TabsList, TabsTrigger } from '@canopy/ui';
import { SiteMenu } from '../../layout/SiteMenu';
import { SkipLink } from '../../layout/SkipLink';
import { AboutTab, ConnectTab, GatheringsTab, ResourcesTab } from './CommunityTabs';
import { MailButton } from './MailButton';
import { useShellT } from '../../i18n/useShellT';
import { Page, Bar, BrandLink, BackToPlatform, ShortOnSmall, Hero, Body, Foot } from './communityStyles';

const tabs = ['about', 'gatherings', 'connect', 'resources'] as const;
type CommunityTab = (typeof tabs)[number];

/** /spiritual-community — the non-profit community linked to Canopy. */
export default function SpiritualCommunityPage() {
  const { t } = useShellT();
  const [params, setParams] = useSearchParams();
  const current = tabs.includes(params.get('tab') as CommunityTab)
    ? (params.get('tab') as CommunityTab)
    : 'about';
  return (
    <Page>
      <SkipLink href="#main-content">{t('Skip to main content')}</SkipLink>
      <Bar>
        <div>
          <SiteMenu />
          <BrandLink to="/spiritual-community" aria-label={t('Canopy Community')}>
            <Logo />
          </BrandLink>
          <div style={{ marginInlineStart: 'auto' }}>
            <BackToPlatform asChild size="sm">
              <Link to="/auth">
                <ArrowLeft aria-hidden="true" />
                <ShortOnSmall>{t('Return to ')}</ShortOnSmall>
                {t('Learning Platform')}
              </Link>
            </BackToPlatform>
          </div>
        </div>
      </Bar>
      <Hero aria-labelledby="community-title">
        <div>
          <span className="eyebrow">{t('The Canopy Community · a non-profit ministry')}</span>
          <h1 id="community-title">{t('A community for living gently on the earth')}</h1>
          <p>
            {t(
              'Weekly gatherings, small circles and guided practice for people who want their care for the planet to shape how they live — whatever tradition they come from.',
            )}
          </p>
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            <Button
              size="lg"
              onClick={() => setParams({ tab: 'gatherings' })}
              style={{ background: '#ffffff', color: '#1f5135' }}
            >
              {t('See this week’s gatherings')}
            </Button>
          </div>
        </div>
      </Hero>
      <Body id="main-content" tabIndex={-1}>
        <Tabs value={current} onValueChange={(v) => setParams(v === 'about' ? {} : { tab: v })}>
          <TabsList aria-label={t('Community sections')}>
            <TabsTrigger value="about">{t('About')}</TabsTrigger>
            <TabsTrigger value="gatherings">{t('Gatherings')}</TabsTrigger>
            <TabsTrigger value="connect">{t('Connect')}</TabsTrigger>
            <TabsTrigger value="resources">{t('Resources')}</TabsTrigger>
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
          <p>
            {t('© {{year}} The Canopy Community. A non-profit ministry.', { year: new Date().getFullYear() })}
          </p>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button asChild variant="ghost" size="sm">
              <Link to="/privacy-policy">{t('Privacy Policy')}</Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/terms-of-service">{t('Terms of Use')}</Link>
            </Button>
            <MailButton variant="ghost" size="sm" inline>
              {t('Contact')}
            </MailButton>
          </div>
        </div>
      </Foot>
    </Page>
  );
}
