/** A first write, as a live site has had (the server creates the table at start, so the probe answers 200 either way). */
export async function seedFirstWrite(base: string): Promise<void> {
  const res = await fetch(`${base}/rest/v1/chat_logs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      session_id: `session_${Date.now()}_firstwrite`,
      role: 'visitor',
      channel: 'text',
      message: 'first write',
    }),
  });
  if (res.status !== 201) throw new Error(`the first write to ${base} failed: ${res.status}`);
}
