import { type DiagLogger, DiagLogLevel, diag } from "@opentelemetry/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoizeByProvider } from "./memoize-by-provider";

function captureDiag(): DiagLogger & { error: ReturnType<typeof vi.fn> } {
  const logger = {
    error: vi.fn(),
    warn: vi.fn(),
    info: vi.fn(),
    debug: vi.fn(),
    verbose: vi.fn(),
  };
  diag.setLogger(logger, { logLevel: DiagLogLevel.ERROR, suppressOverrideMessage: true });
  return logger;
}

afterEach(() => diag.disable());

describe("memoizeByProvider", () => {
  it("creates once per provider and again when the provider changes", () => {
    const create = vi.fn((provider: { id: number }) => ({ from: provider.id }));
    const of = memoizeByProvider(create);
    const first = { id: 1 };
    const second = { id: 2 };
    expect(of(first)).toEqual({ from: 1 });
    expect(of(first)).toBe(of(first));
    expect(create).toHaveBeenCalledTimes(1);
    expect(of(second)).toEqual({ from: 2 });
    expect(create).toHaveBeenCalledTimes(2);
  });

  it("reports a failure once through diag and gives undefined for that provider", () => {
    const logger = captureDiag();
    const failure = new Error("getTracer broke");
    const of = memoizeByProvider(() => {
      throw failure;
    });
    const provider = {};
    expect(of(provider)).toBeUndefined();
    expect(of(provider)).toBeUndefined();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]).toContain(failure);
  });
});
