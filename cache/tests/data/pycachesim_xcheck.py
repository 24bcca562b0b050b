#!/usr/bin/env python3
"""Regenerates the cross-check traces and pycachesim's counts used by
cache/tests/crosscheck.rs (pip install pycachesim==0.3.1; run from this folder).

pycachesim (RRZE) is an independent cache simulator: write-back,
write-allocate, LRU/FIFO. Its L1 and L2 hit/miss counts match ours exactly on
load-only traces; with stores it counts differently (a store is not a hit or
miss in its statistics, and on LRU a store hit does not refresh the line,
where sim-cache's does), so only the FIFO L1 is compared on the store trace.
"""
import random
from cachesim import Cache, MainMemory, CacheSimulator

def run(seed, n, p_store, policy, name):
    random.seed(seed)
    mem = MainMemory()
    l2 = Cache("L2", 16, 4, 64, policy)
    mem.load_to(l2)
    mem.store_from(l2)
    l1 = Cache("L1", 8, 2, 32, policy, store_to=l2, load_from=l2)
    cs = CacheSimulator(l1, mem)
    lines = []
    for _ in range(n):
        a = random.randrange(0, 1 << 13) & ~3
        if random.random() < p_store:
            cs.store(a, 4)
            lines.append(f"1 {a:x}")
        else:
            cs.load(a, 4)
            lines.append(f"0 {a:x}")
    with open(name, "w") as f:
        f.write("\n".join(lines) + "\n")
    for s in list(cs.stats())[:2]:
        print(name, policy, s["name"], "hits", s["HIT_count"], "misses", s["MISS_count"],
              "dirty evictions", s["EVICT_count"])

run(1, 6000, 0.0, "LRU", "xcheck-loads.din")
run(1, 6000, 0.0, "FIFO", "xcheck-loads.din")
run(4, 6000, 0.3, "FIFO", "xcheck-stores.din")
