export type AuthTab = 'about' | 'login' | 'register';

export function parseAuthTab(value: string | null): AuthTab {
  return value === 'login' || value === 'register' ? value : 'about';
}
