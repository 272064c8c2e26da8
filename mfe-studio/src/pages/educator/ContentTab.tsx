import styled from 'styled-components';
import { DocumentsSection } from './content/DocumentsSection';
import { EbooksSection } from './content/EbooksSection';
import { UploadsSection } from './content/UploadsSection';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

/**
 * The Content tab: the educator's materials in one place — uploaded images, ebooks and the documents linked from
 * their lessons. Each section loads, fails and retries on its own.
 */
export default function ContentTab() {
  return (
    <Layout>
      <UploadsSection />
      <EbooksSection />
      <DocumentsSection />
    </Layout>
  );
}
