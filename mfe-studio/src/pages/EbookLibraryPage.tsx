import { Link } from 'react-router-dom';
import { useAuth } from '@canopy/auth';
import { BookPlus } from 'lucide-react';
import { Button, PageContainer, PageHeader } from '@canopy/ui';
import { useDocumentTitle } from '@canopy/ui/page-kit';
import { ContentAccess, canUseContentTools } from '../components/ContentAccess';
import { EbookLibrary } from './ebook-library/EbookLibrary';

const features = [
  'Find your ebooks by title or description.',
  'Read, edit and save them; download them as a plain-text or EPUB file for e-readers.',
  'Remove the ones you no longer need.',
];

/** /ebook-library — the author's ebooks: search, view, edit, download, delete. */
export default function EbookLibraryPage() {
  useDocumentTitle('My Ebook Library');
  const { user } = useAuth();
  return (
    <PageContainer>
      <PageHeader
        title="My Ebook Library"
        description="Manage and edit your educational materials"
        actions={
          canUseContentTools(user) && (
            <Button asChild>
              <Link to="/ebook-builder">
                <BookPlus aria-hidden="true" /> Create New Ebook
              </Link>
            </Button>
          )
        }
      />
      <ContentAccess
        purpose="The ebook library keeps the ebooks educators write for their learners."
        features={features}
      >
        <EbookLibrary />
      </ContentAccess>
    </PageContainer>
  );
}
