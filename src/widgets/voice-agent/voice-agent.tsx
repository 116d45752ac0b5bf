import { useEffect, useRef } from 'react';
import { loadScriptOnce } from '../../lib/load-script';
import { notify } from '../../lib/notify';
import { useAfterLoad } from '../../lib/use-after-load';
import { START_CALL_EVENT } from '../../lib/voice-call';

/** Pinned so a new release of the embed cannot change the page without a commit. */
export const VOICE_WIDGET_SCRIPT =
  'https://unpkg.com/@elevenlabs/convai-widget-embed@0.5.4/dist/index.js';

interface Props {
  agentId: string;
  failedNotice: string;
}

/** ElevenLabs Conversational AI widget for one agent, added after the page is interactive. */
export function VoiceAgent({ agentId, failedNotice }: Props) {
  const ready = useAfterLoad();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = host.current;
    if (!ready || !agentId || !container) return;
    const widget = document.createElement('elevenlabs-convai');
    widget.setAttribute('agent-id', agentId);
    container.append(widget);
    const { element, added } = loadScriptOnce(VOICE_WIDGET_SCRIPT, { type: 'text/javascript' });
    const onError = () => void notify(failedNotice, 'error');
    if (added) element.addEventListener('error', onError, { once: true });
    const onStartCall = () => {
      widget.scrollIntoView({ block: 'nearest' });
      widget.focus();
    };
    window.addEventListener(START_CALL_EVENT, onStartCall);
    return () => {
      element.removeEventListener('error', onError);
      window.removeEventListener(START_CALL_EVENT, onStartCall);
      widget.remove();
    };
  }, [ready, agentId, failedNotice]);
  return <div ref={host} className="voice-agent" data-testid="voice-agent" />;
}
