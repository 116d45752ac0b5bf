interface ThemeBridge {
  get(): string;
  set(next: string): void;
}

interface Window {
  __theme?: ThemeBridge;
  /** Set by the paint-first loader: stops holding clicks and hands over those it held. */
  __releaseClicks?: () => HTMLElement[];
  embeddedChatbotConfig?: { chatbotId: string; domain: string };
}
