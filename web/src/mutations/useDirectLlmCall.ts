import { useCallback, useState } from 'react';
import { postJson } from '../components/mail/rest';

export interface DirectCallResult {
  model: string;
  response: string;
}

/**
 * The lab's direct model call (POST /api/llm/direct-call; GraphQL has no such
 * field): sender, subject and body in one string, the model's plain answer back.
 */
export function useDirectLlmCall(): [call: (email: { from: string; subject: string; body: string }) => Promise<DirectCallResult>, isInFlight: boolean] {
  const [inFlight, setInFlight] = useState(false);
  const call = useCallback(async (email: { from: string; subject: string; body: string }) => {
    setInFlight(true);
    try {
      const emailContent = `From: ${email.from}\nSubject: ${email.subject}\n\n${email.body}`;
      return await postJson<DirectCallResult>('/api/llm/direct-call', { emailContent });
    } finally {
      setInFlight(false);
    }
  }, []);
  return [call, inFlight];
}
