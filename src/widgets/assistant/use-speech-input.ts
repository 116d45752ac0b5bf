import { useEffect, useRef, useState } from 'react';
import { recognitionClass, stopSpeaking, type Recognition } from './speech';

/** The browser's speech recognition as a toggle; each phrase heard is passed to `onHeard`. */
export function useSpeechInput(enabled: boolean, onHeard: (text: string) => void) {
  const recognition = useRef<Recognition | null>(null);
  const heard = useRef(onHeard);
  const [listening, setListening] = useState(false);
  // The visitor or the browser refused the microphone: the dialog then says to type instead.
  const [refused, setRefused] = useState(false);
  const available = enabled && !refused && recognitionClass() !== null;

  useEffect(() => {
    heard.current = onHeard;
  });
  // Closed while listening, the dialog drops what was heard: abort delivers no last result.
  useEffect(() => () => recognition.current?.abort(), []);

  const toggle = () => {
    const Recognition = recognitionClass();
    if (!Recognition) return;
    if (listening) {
      recognition.current?.stop();
      return;
    }
    // Pharaoh falls silent when the visitor starts to speak, and the microphone does not
    // hear him instead of them.
    stopSpeaking();
    const rec = new Recognition();
    rec.lang = 'en-GB';
    rec.interimResults = false;
    rec.onresult = (event) => heard.current(event.results[0]?.[0]?.transcript ?? '');
    rec.onend = () => setListening(false);
    rec.onerror = (event) => {
      if (/not-allowed|audio-capture/.test(event.error)) setRefused(true);
      setListening(false);
    };
    recognition.current = rec;
    setListening(true);
    rec.start();
  };

  return { available, listening, refused, toggle };
}
