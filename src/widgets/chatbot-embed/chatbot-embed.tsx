import { useEffect } from 'react';
import { loadScriptOnce } from '../../lib/load-script';
import { notify } from '../../lib/notify';
import { useAfterLoad } from '../../lib/use-after-load';

interface Props {
  chatbotId: string;
  domain: string;
  failedNotice: string;
}

/**
 * Chatbase embed: sets the config, loads the provider's script after the page is
 * interactive, and removes the script when the visitor leaves. Renders nothing itself.
 */
export function ChatbotEmbed({ chatbotId, domain, failedNotice }: Props) {
  const ready = useAfterLoad();
  useEffect(() => {
    if (!ready || !chatbotId) return;
    window.embeddedChatbotConfig = { chatbotId, domain };
    const { element } = loadScriptOnce(`https://${domain}/embed.min.js`, {
      chatbotId,
      domain,
      defer: '',
    });
    const onError = () => void notify(failedNotice, 'error');
    const remove = () => element.remove();
    element.addEventListener('error', onError, { once: true });
    window.addEventListener('pagehide', remove);
    return () => {
      element.removeEventListener('error', onError);
      window.removeEventListener('pagehide', remove);
      remove();
    };
  }, [ready, chatbotId, domain, failedNotice]);
  return null;
}
