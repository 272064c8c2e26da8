import { useState } from 'react';
import styled from 'styled-components';
import { MessageSquarePlus } from 'lucide-react';
import { useAuth } from '@canopy/auth';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PageContainer,
  PageHeader,
} from '@canopy/ui';
import { useDocumentTitle } from '@canopy/ui/page-kit';
import { forumToasts, showSignInToast } from '../api/useForumMutations';
import { DiscussionBrowser } from '../components/DiscussionBrowser';
import { GuidelinesBanner } from '../components/GuidelinesBanner';
import { NewDiscussionDialog } from '../components/NewDiscussionDialog';
import { PopularTopics } from '../components/PopularTopics';
import { forumText, useForumT } from '../i18n/useForumT';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  margin-block-start: 24px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const Cta = styled(Card)`
  background: linear-gradient(
    150deg,
    ${({ theme }) => theme.colors.primarySoft},
    ${({ theme }) => theme.colors.surface} 70%
  );
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** /forum — the Sustainability Forum: discussions (All / Recent / Popular, search, paging), popular topics. */
export default function ForumPage() {
  const { t } = useForumT();
  useDocumentTitle(t('Sustainability Forum'));
  const { user } = useAuth();
  const [dialogOpen, setDialogOpen] = useState(false);
  const startDiscussion = () => {
    if (!user) {
      showSignInToast(forumText(forumToasts.signInToDiscuss));
      return;
    }
    setDialogOpen(true);
  };

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('Community')}
        title={t('Sustainability Forum')}
        description={t(
          'Ask questions, share what works and learn from people changing their corner of the world.',
        )}
        actions={
          <Button size="lg" onClick={startDiscussion}>
            <MessageSquarePlus aria-hidden="true" /> {t('New Discussion')}
          </Button>
        }
      />
      <GuidelinesBanner />
      <Layout>
        <DiscussionBrowser />
        <Side>
          <Cta as="section" aria-labelledby="create-post-title">
            <CardHeader>
              <CardTitle as="h2" id="create-post-title">
                {t('Have something to share?')}
              </CardTitle>
              <CardDescription>
                {t(
                  'A question, a success, a resource you found useful: every post helps someone take their next step.',
                )}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button fullWidth onClick={startDiscussion}>
                <MessageSquarePlus aria-hidden="true" /> {t('Create New Post')}
              </Button>
            </CardContent>
          </Cta>
          <PopularTopics />
        </Side>
      </Layout>
      <NewDiscussionDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </PageContainer>
  );
}
