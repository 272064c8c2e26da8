/**
 * The platform's translator: i18next, loaded when it is needed (docs/I18N.md). It is fetched at once for a language
 * other than English, else once the page is idle; until then English is rendered from the keys by i18next's own
 * rules (englishText.ts), so the first paint needs no library. Once loaded, every `t`, `exists`, plural and
 * interpolation goes through the i18next instance, which holds every catalogue registered before and after.
 */
import { englishText, type TOptions, type Texts } from './englishText';
import type { I18next } from './createI18next';

export type Listener = () => void;
export type { TOptions };

/** Fetches the module that creates the i18next instance (its own chunk). */
export type I18nextLoader = () => Promise<(language: string, fallback: string) => I18next>;

const loadI18next: I18nextLoader = () => import('./createI18next').then((m) => m.createI18next);

export class Translator {
  private current: string;
  private readonly fallback: string;
  private readonly loader: I18nextLoader;
  private engine: I18next | null = null;
  private loading: Promise<void> | null = null;
  private switches = 0;
  // Texts registered before i18next is loaded, by language and namespace; handed to it as it starts.
  private readonly early = new Map<string, Map<string, Texts>>();
  private readonly listeners = new Set<Listener>();

  constructor(language: string, fallback: string, loader: I18nextLoader = loadI18next) {
    this.current = language;
    this.fallback = fallback;
    this.loader = loader;
  }

  get language(): string {
    return this.current;
  }

  /** True once i18next translates (before, English is rendered from the keys). */
  get usesI18next(): boolean {
    return this.engine !== null;
  }

  /** Loads i18next (once; again after a failed fetch) and hands it every text added so far. */
  load(): Promise<void> {
    this.loading ??= this.start().catch((error: unknown) => {
      this.loading = null; // offline? the next language switch tries again
      throw error;
    });
    return this.loading;
  }

  private async start() {
    const create = await this.loader();
    // From here to the end nothing awaits: no text can be added between the copy and the switch-over.
    const engine = create(this.current, this.fallback);
    for (const [language, byNs] of this.early)
      for (const [ns, texts] of byNs) engine.addResourceBundle(language, ns, texts, true, true);
    this.early.clear();
    this.engine = engine;
    this.emit();
  }

  /** Adds (or extends) a namespace's texts in one language; every screen re-renders. */
  addResourceBundle(language: string, namespace: string, texts: Texts): void {
    if (this.engine) this.engine.addResourceBundle(language, namespace, texts, true, true);
    else {
      const byNs = this.early.get(language) ?? new Map<string, Texts>();
      byNs.set(namespace, { ...byNs.get(namespace), ...texts });
      this.early.set(language, byNs);
    }
    this.emit();
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.engine
      ? this.engine.hasResourceBundle(language, namespace)
      : (this.early.get(language)?.has(namespace) ?? false);
  }

  /** Switches the language; one other than English waits for i18next (English stands in if it cannot load). */
  async changeLanguage(language: string): Promise<void> {
    const call = ++this.switches;
    if (language !== this.fallback) await this.load().catch(() => undefined);
    if (call !== this.switches) return; // a later switch won
    if (this.engine && this.engine.language !== language) {
      await this.engine.changeLanguage(language);
      if (call !== this.switches) return; // a later switch came while i18next switched: it sets the language
    }
    if (language === this.current) return;
    this.current = language;
    this.emit();
  }

  /** Called after every change (language, texts added, i18next loaded); returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether the current language itself (not its English fallback) has a text for `key`. */
  exists(key: string, options: { ns: string }): boolean {
    if (this.engine) return this.engine.exists(key, { ns: options.ns, fallbackLng: false });
    return (
      this.current === this.fallback && this.early.get(this.fallback)?.get(options.ns)?.[key] !== undefined
    );
  }

  t(key: string, options: TOptions = {}): string {
    const ns = options.ns ?? 'common';
    if (this.engine) return this.engine.t(key, { ...options, ns }) as string;
    return englishText(this.early.get(this.fallback)?.get(ns), key, options);
  }

  private emit() {
    for (const listener of [...this.listeners]) listener();
  }
}
