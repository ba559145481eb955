// The Lua scripts of the stores: each runs atomically on the Redis server, on the server's
// clock (`TIME`), so the replicas' clocks never have to agree.

const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
`;

/** KEYS: slots (a sorted set of lease id -> expiry). ARGV: limit, lease id, lease ms. 1: held. */
export const ACQUIRE_SLOT: string = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local lease = tonumber(ARGV[3])
if redis.call('ZSCORE', KEYS[1], ARGV[2]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now + lease, ARGV[2])
  redis.call('PEXPIRE', KEYS[1], math.ceil(lease))
  return 1
end
return 0`;

/**
 * KEYS: slots. ARGV: lease id, lease ms. 1: renewed; 0: the lease was gone (Redis lost it, or
 * it ran out while its process could not reach Redis) and is held again: its call still runs,
 * so it counts, even over the limit, until the call ends.
 */
export const RENEW_SLOT: string = `${NOW}
local held = redis.call('ZSCORE', KEYS[1], ARGV[1])
local lease = tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], now + lease, ARGV[1])
redis.call('PEXPIRE', KEYS[1], math.ceil(lease))
if held then return 1 end
return 0`;

/** KEYS: slots. ARGV: lease id. */
export const RELEASE_SLOT: string = "return redis.call('ZREM', KEYS[1], ARGV[1])";

/**
 * KEYS: the rate's next arrival time, the prefix's epoch. ARGV: ms between turns, the longest
 * wait (-1: any), the epoch this process saw last ('' for none; '?' for none, but its
 * connection closed since it started: Redis may have restarted), a new epoch id, the rate's
 * interval ms. Returns [granted (1/0), wait ms as text, the epoch id].
 *
 * The epoch (`<id>:<lost at>`) tells a Redis that lost its data (a restart without
 * persistence) from one never used: a process that saw another epoch, or one while the key is
 * gone (also one that saw none but lost its connection), notes when the loss was seen. A rate
 * whose arrival time is gone then gives no turn before one interval after that moment, so the
 * turns given before the loss, which may still be to come, and those given after never share a
 * window.
 */
export const RESERVE_TURN: string = `${NOW}
local epoch = redis.call('GET', KEYS[2])
if not epoch then
  epoch = ARGV[4] .. ':' .. (ARGV[3] ~= '' and tostring(now) or '0')
  redis.call('SET', KEYS[2], epoch)
end
local colon = string.find(epoch, ':', 1, true)
local id = string.sub(epoch, 1, colon - 1)
local lostAt = tonumber(string.sub(epoch, colon + 1))
if ARGV[3] ~= '' and ARGV[3] ~= '?' and ARGV[3] ~= id and lostAt == 0 then
  lostAt = now
  redis.call('SET', KEYS[2], id .. ':' .. tostring(now))
end
local kept = redis.call('GET', KEYS[1])
local arrival = tonumber(kept or '0')
if not kept and lostAt > 0 then arrival = lostAt + tonumber(ARGV[5]) end
if arrival < now then arrival = now end
local wait = arrival - now
if ARGV[2] ~= '-1' and wait > tonumber(ARGV[2]) then return {0, tostring(wait), id} end
local emission = tonumber(ARGV[1])
redis.call('SET', KEYS[1], tostring(arrival + emission), 'PX', math.ceil(wait + emission) + 1000)
return {1, tostring(wait), id}`;

/**
 * KEYS: the call's record (a hash). ARGV: owner id, ttl ms, lease ms.
 * Returns {'claimed'}, {'running'}, {'abandoned'} or {'finished', outcome JSON}. A claim whose
 * lease ran out before its tool started is taken over ('claimed').
 */
export const CLAIM_CALL: string = `${NOW}
local state = redis.call('HGET', KEYS[1], 'state')
if not state then
  redis.call('HSET', KEYS[1], 'state', 'running', 'owner', ARGV[1], 'lease', tostring(now + tonumber(ARGV[3])))
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {'claimed'}
end
if state == 'finished' then return {'finished', redis.call('HGET', KEYS[1], 'outcome')} end
if tonumber(redis.call('HGET', KEYS[1], 'lease')) < now then
  if redis.call('HGET', KEYS[1], 'started') then return {'abandoned'} end
  redis.call('HSET', KEYS[1], 'owner', ARGV[1], 'lease', tostring(now + tonumber(ARGV[3])))
  return {'claimed'}
end
return {'running'}`;

// A running claim whose record is gone was lost by Redis (a restart without persistence, an
// eviction): no call holds the id since, so its owner takes it again, as it was.
const RECLAIM = `redis.call('HSET', KEYS[1], 'state', 'running', 'owner', ARGV[1], 'lease', tostring(now + tonumber(ARGV[3])))
  redis.call('PEXPIRE', KEYS[1], ARGV[2])`;

/**
 * KEYS: the call's record. ARGV: owner id, ttl ms, lease ms. 1: marked as started; 2: the
 * record was gone, claimed again as started; 0: not this owner's claim.
 */
export const START_CALL: string = `${NOW}
if not redis.call('HGET', KEYS[1], 'state') then
  ${RECLAIM}
  redis.call('HSET', KEYS[1], 'started', '1')
  return 2
end
if redis.call('HGET', KEYS[1], 'owner') == ARGV[1] and redis.call('HGET', KEYS[1], 'state') == 'running' then
  redis.call('HSET', KEYS[1], 'started', '1')
  return 1
end
return 0`;

/**
 * KEYS: the call's record. ARGV: owner id, ttl ms, lease ms, started ('1' / '0'). 1: renewed;
 * 2: the record was gone, claimed again; 0: not this owner's claim.
 */
export const RENEW_CALL: string = `${NOW}
if not redis.call('HGET', KEYS[1], 'state') then
  ${RECLAIM}
  if ARGV[4] == '1' then redis.call('HSET', KEYS[1], 'started', '1') end
  return 2
end
if redis.call('HGET', KEYS[1], 'owner') == ARGV[1] and redis.call('HGET', KEYS[1], 'state') == 'running' then
  redis.call('HSET', KEYS[1], 'lease', tostring(now + tonumber(ARGV[3])))
  return 1
end
return 0`;

/**
 * KEYS: the call's record. ARGV: owner id, outcome JSON, ttl ms. 1: stored; 2: the record was
 * gone, stored anew; 0: not this owner's claim.
 */
export const FINISH_CALL: string = `if not redis.call('HGET', KEYS[1], 'state') then
  redis.call('HSET', KEYS[1], 'state', 'finished', 'owner', ARGV[1], 'outcome', ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return 2
end
if redis.call('HGET', KEYS[1], 'owner') == ARGV[1] then
  redis.call('HSET', KEYS[1], 'state', 'finished', 'outcome', ARGV[2])
  redis.call('HDEL', KEYS[1], 'lease')
  return 1
end
return 0`;

/** KEYS: the call's record. ARGV: owner id. */
export const FORGET_CALL: string = `if redis.call('HGET', KEYS[1], 'owner') == ARGV[1] and redis.call('HGET', KEYS[1], 'state') == 'running' then
  return redis.call('DEL', KEYS[1])
end
return 0`;

/**
 * KEYS: pending (a hash of call id -> JSON), the call's liveness key. ARGV: call id, JSON,
 * lease ms. 1: listed; 0: a call with that id already waits.
 */
export const ASK_APPROVAL: string = `if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 and redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('SET', KEYS[2], '', 'PX', ARGV[3])
return 1`;

/**
 * KEYS: pending, liveness, answer. ARGV: call id, lease ms. Returns the answer ('1' / '0',
 * taken: the call leaves the list) or false (still waiting; its liveness renewed).
 */
export const POLL_APPROVAL: string = `local answer = redis.call('GET', KEYS[3])
if answer then
  redis.call('DEL', KEYS[3], KEYS[2])
  redis.call('HDEL', KEYS[1], ARGV[1])
  return answer
end
redis.call('SET', KEYS[2], '', 'PX', ARGV[2])
return false`;

/** KEYS: pending, liveness, answer. ARGV: call id. The call stops waiting. */
export const WITHDRAW_APPROVAL: string = `redis.call('DEL', KEYS[2], KEYS[3])
return redis.call('HDEL', KEYS[1], ARGV[1])`;

/**
 * KEYS: pending, liveness, answer. ARGV: call id, '1' / '0', lease ms. 1: a waiting call will
 * take it; 0: none waits under that id.
 */
export const ANSWER_APPROVAL: string = `if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 or redis.call('EXISTS', KEYS[2]) == 0 or redis.call('EXISTS', KEYS[3]) == 1 then return 0 end
redis.call('SET', KEYS[3], ARGV[2], 'PX', ARGV[3])
return 1`;

/**
 * KEYS: pending. ARGV: the liveness keys' prefix. Returns the JSON of every call still alive;
 * the others (their process died) are dropped.
 */
export const LIST_APPROVALS: string = `local all = redis.call('HGETALL', KEYS[1])
local alive = {}
for i = 1, #all, 2 do
  if redis.call('EXISTS', ARGV[1] .. all[i]) == 1 then
    table.insert(alive, all[i + 1])
  else
    redis.call('HDEL', KEYS[1], all[i])
  end
end
return alive`;
