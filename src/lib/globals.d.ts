interface ThemeBridge {
  get(): string;
  set(next: string): void;
}

interface Window {
  __theme?: ThemeBridge;
  embeddedChatbotConfig?: { chatbotId: string; domain: string };
}
