import { useState } from 'react';
import { Award } from 'lucide-react';
import { DeclaredLink } from '@canopy/auth';
import type { AdminCertificate } from '@canopy/contracts';
import { Badge, Button, EmptyState } from '@canopy/ui';
import { useDebouncedValue } from '@canopy/ui/page-kit';
import { useAdminCertificates, useRevokeCertificate } from '../../api/useAdminCertificates';
import { AdminListFrame, ListTable, SearchFilter, SelectFilter } from '../../components/AdminListFrame';
import { Muted } from '../../components/DataTable';
import { PagedResults } from '../../components/PagedResults';
import { RevokeCertificateDialog } from '../../components/RevokeCertificateDialog';
import { useListPage } from '../../hooks/useListPage';
import { formatDate } from '../../lib/format';
import { toastFailure, toastSuccess } from '../../lib/toasts';
import { useAdminT } from '../../i18n/useAdminT';

const PAGE_SIZE = 25;
const statusOptions = [
  { value: 'all', labelKey: 'All certificates' },
  { value: 'valid', labelKey: 'Valid' },
  { value: 'revoked', labelKey: 'Revoked' },
];

/**
 * Certificates: every certificate the course service issued, newest first, searched (learner, course, code) and
 * filtered by status on the server; revoke one with a reason (its Open Badges credential then fails
 * verification).
 */
export default function CertificatesTab() {
  const { t } = useAdminT();
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState('all');
  const { page, setPage, firstPage } = useListPage();
  const search = useDebouncedValue(searchText.trim(), 300);
  const list = useAdminCertificates(search, status, page, PAGE_SIZE);
  const revoke = useRevokeCertificate();
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);

  const confirmRevoke = async (given: string | undefined) => {
    const reason = given ?? ''; // the schema requires one: never empty here
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ code: revoking.code, reason });
      toastSuccess(
        t('Certificate revoked'),
        t('{{learner}} — “{{course}}”.', { learner: revoking.learnerName, course: revoking.courseTitle }),
      );
      setRevoking(null);
    } catch (error) {
      toastFailure(error, t('Failed to revoke certificate'));
    }
  };

  return (
    <AdminListFrame
      id="certificates"
      heading={t('Certificates')}
      toolbar={
        <>
          <SearchFilter
            label={t('Search certificates')}
            value={searchText}
            onSearch={firstPage(setSearchText)}
            placeholder={t('Learner, course or code')}
            maxLength={200}
          />
          <SelectFilter
            label={t('Status')}
            value={status}
            onSelect={firstPage(setStatus)}
            options={statusOptions.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
            narrow
          />
        </>
      }
    >
      <PagedResults
        query={list}
        rangeText={(range) => t('Showing {{first}}–{{last}} of {{total}} certificates', range)}
        loadingLabel={t('Loading certificates')}
        loadingStyle={{ height: 240 }}
        errorTitle={t('Certificates could not be loaded')}
        empty={
          <EmptyState
            as="h3"
            icon={<Award aria-hidden="true" />}
            title={search || status !== 'all' ? t('No matching certificates') : t('No certificates yet')}
            description={
              search || status !== 'all'
                ? t('No certificate matches this search and status.')
                : t('A certificate is issued when a learner completes every lesson and quiz of a course.')
            }
          />
        }
        pagerLabel={t('Certificates pages')}
        onPage={setPage}
        showUpdating
      >
        {(page) => (
          <ListTable
            label={t('Certificates table')}
            columns={[t('Learner'), t('Course'), t('Issued'), t('Status'), t('Code')]}
            actions
          >
            {page.items.map((c) => (
              <tr key={c.id}>
                <td>{c.learnerName}</td>
                <td>{c.courseTitle}</td>
                <td style={{ whiteSpace: 'nowrap' }}>{formatDate(c.issuedAt)}</td>
                <td>
                  {c.revokedAt ? (
                    <>
                      <Badge $variant="destructive">
                        {t('Revoked {{date}}', { date: formatDate(c.revokedAt) })}
                      </Badge>
                      {c.revocationReason && (
                        <>
                          <br />
                          <Muted>{t('Reason: {{reason}}', { reason: c.revocationReason })}</Muted>
                        </>
                      )}
                    </>
                  ) : (
                    <Badge $variant="success">{t('Valid')}</Badge>
                  )}
                </td>
                <td style={{ whiteSpace: 'nowrap' }}>
                  <DeclaredLink
                    to={`/certificates/${c.code}`}
                    fallback={<code>{c.code}</code>}
                    aria-label={t('Certificate {{code}}', { code: c.code })}
                  >
                    <code>{c.code}</code>
                  </DeclaredLink>
                </td>
                <td style={{ textAlign: 'end' }}>
                  {!c.revokedAt && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setRevoking(c)}
                      aria-label={t('Revoke the certificate of {{learner}} for {{course}}', {
                        learner: c.learnerName,
                        course: c.courseTitle,
                      })}
                    >
                      {t('Revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </PagedResults>
      <RevokeCertificateDialog
        certificate={revoking}
        busy={revoke.isPending}
        onOpenChange={(open) => !open && setRevoking(null)}
        onConfirm={confirmRevoke}
      />
    </AdminListFrame>
  );
}
