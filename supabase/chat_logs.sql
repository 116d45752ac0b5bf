-- chat_logs for a hosted Supabase project. Run once in the SQL editor.
-- Anonymous visitors may insert rows that pass the same checks as the Node server, and may
-- ask for a count; with no select policy, row level security hides every row, so the count
-- they see is 0 and no message is ever readable with the public key.

create table if not exists public.chat_logs (
  id bigint generated always as identity primary key,
  session_id text not null check (session_id ~ '^session_[0-9]{13}_[a-z0-9]{6,32}$'),
  role text not null check (role in ('visitor', 'assistant')),
  channel text not null check (channel in ('text', 'voice')),
  message text not null check (char_length(message) between 1 and 4000),
  created_at timestamptz not null default now()
);

alter table public.chat_logs enable row level security;

grant insert, select on public.chat_logs to anon;
-- Only these columns are writable; id and created_at are the database's.
revoke insert on public.chat_logs from anon;
grant insert (session_id, role, channel, message) on public.chat_logs to anon;

drop policy if exists "anonymous visitors log chats" on public.chat_logs;
create policy "anonymous visitors log chats"
  on public.chat_logs
  for insert
  to anon
  with check (
    session_id ~ '^session_[0-9]{13}_[a-z0-9]{6,32}$'
    and role in ('visitor', 'assistant')
    and channel in ('text', 'voice')
    and char_length(message) between 1 and 4000
  );
