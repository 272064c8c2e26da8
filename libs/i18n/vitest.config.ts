import { defineConfig } from 'vitest/config';

// jsdom: the instance marks <html lang> and remembers the choice in localStorage.
export default defineConfig({
  test: {
    environment: 'jsdom',
  },
});
