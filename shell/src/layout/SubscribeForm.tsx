import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Send } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscription } from '@canopy/contracts';
import { apiRequest, isApiError } from '@canopy/api-client';
import { localiseApiMessage, translateMessage } from '@canopy/i18n';
import { useShellT } from '../i18n/useShellT';
import { toast } from '@canopy/ui';
import '../i18n/messages';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
    height: 44px;
    padding: 0 14px;
    border: 1px solid rgba(255, 255, 255, 0.28);
    border-radius: ${({ theme }) => theme.radii.md};
    background: rgba(255, 255, 255, 0.08);
    color: #ffffff;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    &::placeholder {
      color: #c4d6c9;
    }
    &:focus-visible {
      outline: 2px solid #ffffff;
      outline-offset: 2px;
    }
    &[aria-invalid='true'] {
      border-color: #ffb4ab;
    }
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    height: 44px;
    padding: 0 16px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: #ffffff;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;
    &:hover {
      background: #e5efe8;
    }
    &:focus-visible {
      outline: 2px solid #ffffff;
      outline-offset: 2px;
    }
    svg {
      width: 16px;
      height: 16px;
    }
  }
`;

const ErrorText = styled.p`
  color: #ffd7d2;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// The contract's check (zod and the schema): fetched when the box is first used, not with every page's footer.
const loadCheck = () => import(/* webpackChunkName: "newsletter-check" */ './newsletterCheck');

/**
 * The footer's newsletter box: the address is stored by the identity service (POST /api/newsletter/subscriptions).
 * `labelledBy` is the id of the heading that names the form (the footer's "Stay in the loop").
 */
export function SubscribeForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useShellT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useMutation({
    mutationFn: (payload: NewsletterSubscription) =>
      apiRequest<{ message: string }>('POST', '/api/newsletter/subscriptions', payload),
    onSuccess: (result) => {
      setEmail('');
      toast({
        title: t('Subscribed'),
        description: translateMessage(result.message),
        variant: 'success',
      });
    },
    onError: (err) => {
      toast({
        title: t('Subscription failed'),
        description: localiseApiMessage(err.message, isApiError(err) ? err.code : undefined),
        variant: 'destructive',
      });
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = (await loadCheck()).checkSubscription(email);
    if (!checked.ok) {
      setError(translateMessage(checked.message));
      return;
    }
    setError(null);
    subscribe.mutate(checked.payload);
  };

  return (
    <Form
      onSubmit={(e) => void onSubmit(e)}
      onFocus={() => void loadCheck()}
      noValidate
      aria-labelledby={labelledBy}
    >
      <Row>
        <label
          htmlFor={`${id}-email`}
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {t('Email address')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder={t('you@example.com')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" disabled={subscribe.isPending} aria-busy={subscribe.isPending || undefined}>
          <Send aria-hidden="true" />
          {t('Subscribe')}
        </button>
      </Row>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Form>
  );
}
