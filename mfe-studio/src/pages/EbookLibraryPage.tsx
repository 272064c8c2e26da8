import { Link } from 'react-router-dom';
import { useAuth } from '@canopy/auth';
import { BookPlus } from 'lucide-react';
import { Button, PageContainer, PageHeader } from '@canopy/ui';
import { useDocumentTitle } from '@canopy/ui/page-kit';
import { ContentAccess, canUseContentTools } from '../components/ContentAccess';
import { useStudioT } from '../i18n/useStudioT';
import { EbookLibrary } from './ebook-library/EbookLibrary';

/** /ebook-library — the author's ebooks: search, view, edit, download, delete. */
export default function EbookLibraryPage() {
  const { t } = useStudioT();
  useDocumentTitle(t('My Ebook Library'));
  const { user } = useAuth();
  const features = [
    t('Find your ebooks by title or description.'),
    t('Read, edit and save them; download them as a plain-text or EPUB file for e-readers.'),
    t('Remove the ones you no longer need.'),
  ];
  return (
    <PageContainer>
      <PageHeader
        title={t('My Ebook Library')}
        description={t('Manage and edit your educational materials')}
        actions={
          canUseContentTools(user) && (
            <Button asChild>
              <Link to="/ebook-builder">
                <BookPlus aria-hidden="true" /> {t('Create New Ebook')}
              </Link>
            </Button>
          )
        }
      />
      <ContentAccess
        purpose={t('The ebook library keeps the ebooks educators write for their learners.')}
        features={features}
      >
        <EbookLibrary />
      </ContentAccess>
    </PageContainer>
  );
}
