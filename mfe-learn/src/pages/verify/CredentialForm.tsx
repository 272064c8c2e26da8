import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { FileUp, ShieldCheck } from 'lucide-react';
import { credentialMessages } from '@canopy/contracts';
import { Button, Field, Textarea } from '@canopy/ui';
import { translateMessage } from '@canopy/i18n';
import { useLearnT } from '../../i18n/useLearnT';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  textarea {
    min-height: 160px;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px;
  }
  .file {
    position: relative;
    max-width: 100%;
  }
  .file input {
    position: absolute;
    inset: 0;
    opacity: 0;
    cursor: pointer;
    width: 100%;
  }
  .file:focus-within label {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .chosen {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

/** Files bigger than this are not credentials this platform issues; reading them would only stall the tab. */
const MAX_FILE_BYTES = 100_000;

/** Paste a credential or upload its file; the text goes to the public verification. */
export function CredentialForm({
  pending,
  onVerify,
}: {
  pending: boolean;
  onVerify: (text: string) => void;
}) {
  const { t } = useLearnT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  const fileId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(credentialMessages.credentialRequired);
    setError(undefined);
    onVerify(text);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setError(credentialMessages.credentialTooLong);
    const content = await file.text();
    setFileName(file.name);
    setText(content);
    setError(undefined);
    onVerify(content);
  };

  return (
    <Form onSubmit={submit} aria-label={t('Verify a credential')} noValidate>
      <Field
        label={t('Credential')}
        hint={t('Paste the VC-JWT or the JSON of the credential file downloaded from a Canopy certificate.')}
        error={error && translateMessage(error)}
      >
        <Textarea
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setFileName(undefined);
          }}
          spellCheck={false}
          autoComplete="off"
        />
      </Field>
      <div className="row">
        <Button type="submit" disabled={pending}>
          <ShieldCheck aria-hidden="true" /> {pending ? t('Verifying…') : t('Verify')}
        </Button>
        <span className="file">
          <Button asChild variant="outline" wrapLabel>
            <label htmlFor={fileId}>
              <FileUp aria-hidden="true" /> {t('Upload a credential file')}
            </label>
          </Button>
          <input id={fileId} type="file" accept=".json,.jwt,application/json,text/plain" onChange={upload} />
        </span>
        {fileName && <span className="chosen">{fileName}</span>}
      </div>
    </Form>
  );
}
