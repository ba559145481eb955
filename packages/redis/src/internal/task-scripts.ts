// The Lua scripts of the task store: a hash per task, on the server's clock. A running task's
// lease is renewed by its owner's reports; whoever touches a task whose lease ran out first marks
// it failed (lost), for good. A finished task is kept for its ttl, then answered 'expired' for as
// long again, then gone. A key always has an expiry, so nothing is left behind. settle() also
// gives the fields it read (status, lease, outcome, expires, ttl, cancel, updated, owner), the
// outcome as it is after settling, so that a script reads the hash once.

const PRELUDE = `local t = redis.call('TIME')
local now = math.floor(tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000)
local key = KEYS[1]
local function settle()
  local f = redis.call('HMGET', key, 'status', 'lease', 'outcome', 'expires', 'ttl', 'cancel', 'updated', 'owner')
  if not f[1] then return 'unknown', f end
  if f[4] and tonumber(f[4]) <= now then
    redis.call('HDEL', key, 'outcome', 'progress', 'message')
    return 'expired', f
  end
  if not f[3] and tonumber(f[2]) <= now then
    local ttl = tonumber(f[5])
    local status = 'failed'
    if f[6] then status = 'cancelled' end
    f[3] = '{"status":"lost","leaseMs":' .. (tonumber(f[2]) - tonumber(f[7])) .. '}'
    redis.call('HSET', key, 'status', status, 'updated', now, 'expires', now + ttl, 'outcome', f[3])
    redis.call('PEXPIRE', key, 2 * ttl)
  end
  return 'found', f
end
`;

/**
 * KEYS: the task. ARGV: task id, tool name, owner, lease ms, ttl ms, take over a lost one (1/0),
 * propagation fields as JSON ('' for none).
 * Returns {'exists', HGETALL}, or {'created', created at, now}: the rest of a new task's record is
 * what the request said, so the caller builds it without the hash being sent back.
 */
export const CREATE_TASK: string = `${PRELUDE}
local state = settle()
if state == 'expired' then redis.call('DEL', key) state = 'unknown' end
local created = now
if state == 'found' then
  local outcome = redis.call('HGET', key, 'outcome')
  if not (ARGV[6] == '1' and outcome and string.find(outcome, '"status":"lost"', 1, true)) then
    return {'exists', redis.call('HGETALL', key)}
  end
  created = tonumber(redis.call('HGET', key, 'created')) or now
end
redis.call('DEL', key)
local lease = tonumber(ARGV[4])
local ttl = tonumber(ARGV[5])
if ARGV[7] ~= '' then
  redis.call('HSET', key, 'id', ARGV[1], 'tool', ARGV[2], 'owner', ARGV[3], 'status', 'working',
    'created', created, 'updated', now, 'lease', now + lease, 'ttl', ttl, 'trace', ARGV[7])
else
  redis.call('HSET', key, 'id', ARGV[1], 'tool', ARGV[2], 'owner', ARGV[3], 'status', 'working',
    'created', created, 'updated', now, 'lease', now + lease, 'ttl', ttl)
end
redis.call('PEXPIRE', key, lease + 2 * ttl)
return {'created', created, now}`;

/** KEYS: the task. Returns {'found', HGETALL}, {'unknown'} or {'expired'}. */
export const READ_TASK: string = `${PRELUDE}
local state = settle()
if state ~= 'found' then return {state} end
return {'found', redis.call('HGETALL', key)}`;

/**
 * KEYS: the task. ARGV: owner, lease ms, status ('' to keep), progress JSON ('' to keep),
 * message flag (1: ARGV[6] is the message). Returns {owned (1/0), cancel requested (1/0)}.
 */
export const REPORT_TASK: string = `${PRELUDE}
local state, f = settle()
if state ~= 'found' then return {0, 0} end
if f[8] ~= ARGV[1] or f[3] then return {0, 0} end
local lease = tonumber(ARGV[2])
local set = {'lease', now + lease, 'updated', now}
if ARGV[3] ~= '' then table.insert(set, 'status') table.insert(set, ARGV[3]) end
if ARGV[4] ~= '' then table.insert(set, 'progress') table.insert(set, ARGV[4]) end
if ARGV[5] == '1' then table.insert(set, 'message') table.insert(set, ARGV[6]) end
redis.call('HSET', key, unpack(set))
redis.call('PEXPIRE', key, lease + 2 * tonumber(f[5]))
local cancel = 0
if f[6] then cancel = 1 end
return {1, cancel}`;

/**
 * KEYS: the task. ARGV: owner, status, outcome JSON, message flag (1: ARGV[5] is the message),
 * progress JSON ('' to keep).
 */
export const FINISH_TASK: string = `${PRELUDE}
local state, f = settle()
if state ~= 'found' then return 0 end
if f[8] ~= ARGV[1] or f[3] then return 0 end
local ttl = tonumber(f[5])
local set = {'status', ARGV[2], 'outcome', ARGV[3], 'updated', now, 'expires', now + ttl}
if ARGV[4] == '1' then table.insert(set, 'message') table.insert(set, ARGV[5]) end
if ARGV[6] ~= '' then table.insert(set, 'progress') table.insert(set, ARGV[6]) end
redis.call('HSET', key, unpack(set))
redis.call('HDEL', key, 'questions', 'answers')
redis.call('PEXPIRE', key, 2 * ttl)
return 1`;

/** KEYS: the task. Returns {'found', HGETALL}, {'unknown'} or {'expired'}. */
export const CANCEL_TASK: string = `${PRELUDE}
local state = settle()
if state ~= 'found' then return {state} end
if not redis.call('HGET', key, 'outcome') then
  redis.call('HSET', key, 'cancel', '1', 'updated', now)
end
return {'found', redis.call('HGETALL', key)}`;

/**
 * KEYS: the task. ARGV: owner, question key, question JSON ('' to take it back). The questions
 * are a JSON object of key to JSON text in the field 'questions'. Returns 1 when stored.
 */
export const PUT_QUESTION: string = `${PRELUDE}
if settle() ~= 'found' then return 0 end
local f = redis.call('HMGET', key, 'owner', 'outcome', 'questions')
if f[1] ~= ARGV[1] or f[2] then return 0 end
local questions = {}
if f[3] then questions = cjson.decode(f[3]) end
if ARGV[3] == '' then questions[ARGV[2]] = nil else questions[ARGV[2]] = ARGV[3] end
if next(questions) == nil then redis.call('HDEL', key, 'questions')
else redis.call('HSET', key, 'questions', cjson.encode(questions)) end
return 1`;

/**
 * KEYS: the task. ARGV: question key, answer JSON. The question no longer waits; the answer is
 * kept in the field 'answers' (a JSON object of key to JSON text) for the owner to take.
 * Returns 1 when a question of that key waited.
 */
export const ANSWER_QUESTION: string = `${PRELUDE}
if settle() ~= 'found' then return 0 end
local f = redis.call('HMGET', key, 'outcome', 'questions', 'answers')
if f[1] or not f[2] then return 0 end
local questions = cjson.decode(f[2])
if questions[ARGV[1]] == nil then return 0 end
questions[ARGV[1]] = nil
if next(questions) == nil then redis.call('HDEL', key, 'questions')
else redis.call('HSET', key, 'questions', cjson.encode(questions)) end
local answers = {}
if f[3] then answers = cjson.decode(f[3]) end
answers[ARGV[1]] = ARGV[2]
redis.call('HSET', key, 'answers', cjson.encode(answers))
return 1`;

/** KEYS: the task. ARGV: owner. Returns the answers' JSON ('' for none) and deletes them. */
export const TAKE_ANSWERS: string = `${PRELUDE}
if settle() ~= 'found' then return '' end
local f = redis.call('HMGET', key, 'owner', 'answers')
if f[1] ~= ARGV[1] or not f[2] then return '' end
redis.call('HDEL', key, 'answers')
return f[2]`;
