import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Send } from 'lucide-react';
import { registrationSchema } from '@canopy/contracts';
import { toast } from '@canopy/ui';

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

const emailSchema = registrationSchema.shape.email;

/**
 * Newsletter box. There is no newsletter service yet, so nothing is sent: the address is validated and the visitor
 * is thanked honestly (no pretend network call).
 */
export function SubscribeForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError('Please enter a valid email address.');
      return;
    }
    setError(null);
    setEmail('');
    toast({
      title: 'Thank you for your interest!',
      description: 'Our newsletter launches soon — we will announce it right here on Canopy.',
      variant: 'success',
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <Row>
        <label
          htmlFor={`${id}-email`}
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit">
          <Send aria-hidden="true" />
          Subscribe
        </button>
      </Row>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Form>
  );
}
