-- chat_logs for a hosted Supabase project. Run in the SQL editor (running it again is safe).
-- Anonymous visitors may insert rows that pass the same checks as the Node server, and may
-- ask for a count; with no select policy, row level security hides every row, so the count
-- they see is 0 and no message is ever readable with the public key.

create table if not exists public.chat_logs (
  id bigint generated always as identity primary key,
  session_id text not null check (session_id ~ '^session_[0-9]{13}_[a-z0-9]{6,32}$'),
  role text not null check (role in ('visitor', 'assistant')),
  channel text not null check (channel in ('text', 'voice')),
  message text not null check (
    char_length(message) between 1 and 4000
    -- more than whitespace
    and message ~ '[^\t\n\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'
  ),
  created_at timestamptz not null default now()
);

alter table public.chat_logs enable row level security;

-- Supabase's default privileges give every new table in public to anon and authenticated (all of
-- them: select, insert, update, delete, truncate, ...). Row level security does not cover
-- truncate, so start from nothing and grant back only what the page needs.
revoke all on public.chat_logs from public, anon, authenticated;
revoke all on sequence public.chat_logs_id_seq from public, anon, authenticated;
-- select: for the count (row level security hides every row); insert: only these columns, as
-- id and created_at are the database's.
grant select on public.chat_logs to anon;
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
    and message ~ '[^\t\n\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'
  );
