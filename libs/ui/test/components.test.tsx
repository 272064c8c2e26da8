// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { clampProgress, Field, Input, PasswordInput, Progress, ThemeProvider, initialsOf } from '../src';

afterEach(cleanup);

describe('clampProgress', () => {
  it('clamps to 0-100 and treats non-numbers as 0', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(undefined)).toBe(0);
  });

  it('renders an accessible progressbar with the clamped value', () => {
    render(
      <ThemeProvider>
        <Progress value={250} label="Course progress" />
      </ThemeProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Course progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
  });
});

describe('Field', () => {
  it('labels the control and wires hint and error through aria-describedby', () => {
    render(
      <ThemeProvider>
        <Field label="Email" hint="We never share it" error="Invalid email address">
          <Input name="email" />
        </Field>
      </ThemeProvider>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['We never share it', 'Invalid email address']);
  });
});

describe('PasswordInput', () => {
  it('has its own independent show/hide toggle', () => {
    render(
      <ThemeProvider>
        <PasswordInput aria-label="Password" toggleLabel="password" />
        <PasswordInput aria-label="Confirm password" toggleLabel="password confirmation" />
      </ThemeProvider>,
    );
    const first = screen.getByLabelText('Password') as HTMLInputElement;
    const second = screen.getByLabelText('Confirm password') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(first.type).toBe('text');
    expect(second.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('ada')).toBe('A');
    expect(initialsOf('  ')).toBe('?');
  });
});
