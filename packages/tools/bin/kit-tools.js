#!/usr/bin/env node
// The kit-tools command: the program is dist/cli.js, which `pnpm build` writes. This file is
// committed so that an install links the bin before any build, without a warning.
import "../dist/cli.js";
