//! Sets of configurations for one replay: `--config FLAGS` (sim-cache flags on top of a
//! base) and `--sweep LEVEL:SIZES:BSIZES:ASSOCS[:REPL]` (every combination of capacities,
//! block sizes and associativities of one level), each with a stable identifier.

use crate::config::{CacheConfig, HierarchyConfig, InstL1, InstL2};
use crate::policy::ReplKind;
use crate::Error;

fn sweep_err(spec: &str, reason: impl std::fmt::Display) -> Error {
    Error::BadSweep(format!("`{spec}`: {reason}"))
}

/// `base` with the sim-cache flags of `flags` (whitespace-separated `-flag value` pairs)
/// applied on top.
pub fn with_flags(base: &HierarchyConfig, flags: &str) -> Result<HierarchyConfig, Error> {
    let words: Vec<String> = flags.split_whitespace().map(String::from).collect();
    let mut cfg = base.clone();
    let mut i = 0;
    while i < words.len() {
        if !cfg.take_flag_at(&words, i)? {
            return Err(Error::UnknownFlag(words[i].clone()));
        }
        i += 2;
    }
    cfg.validate()?;
    Ok(cfg)
}

/// A size with an optional `k`/`m` suffix (powers of 1024).
fn size(s: &str) -> Option<u64> {
    let s = s.trim().to_ascii_lowercase();
    let (num, mul) = match s.strip_suffix('k') {
        Some(n) => (n, 1u64 << 10),
        None => match s.strip_suffix('m') {
            Some(n) => (n, 1 << 20),
            None => (s.as_str(), 1),
        },
    };
    num.parse::<u64>().ok()?.checked_mul(mul)
}

fn list(spec: &str, what: &str, s: &str) -> Result<Vec<u64>, Error> {
    s.split(',')
        .map(|x| size(x).ok_or_else(|| sweep_err(spec, format!("bad {what} `{x}`"))))
        .collect()
}

/// The configurations of a sweep over one level of `base`: `LEVEL` is `dl1`, `il1`,
/// `dl2` (or `ul2`), `il2`, `dtlb` or `itlb`; `SIZES` capacities (`16k`), `BSIZES` block
/// sizes and `ASSOCS` associativities, each a comma-separated list; `REPL` `l`, `f` or `r`
/// (default: the base level's policy, else LRU). Sizes first, then block sizes, then
/// associativities vary slowest to fastest.
pub fn sweep(base: &HierarchyConfig, spec: &str) -> Result<Vec<HierarchyConfig>, Error> {
    let parts: Vec<&str> = spec.split(':').collect();
    if !(4..=5).contains(&parts.len()) {
        return Err(sweep_err(
            spec,
            "expected LEVEL:SIZES:BSIZES:ASSOCS[:REPL], e.g. dl1:8k,16k,32k:32:1,2,4",
        ));
    }
    let level = parts[0].to_ascii_lowercase();
    let current: Option<&CacheConfig> = match level.as_str() {
        "dl1" => base.dl1.as_ref(),
        "dl2" | "ul2" => base.dl2.as_ref(),
        "il1" => match &base.il1 {
            InstL1::Own(c) => Some(c),
            _ => None,
        },
        "il2" => match &base.il2 {
            InstL2::Own(c) => Some(c),
            _ => None,
        },
        "dtlb" => base.dtlb.as_ref(),
        "itlb" => base.itlb.as_ref(),
        _ => return Err(sweep_err(spec, format!("unknown level `{}`", parts[0]))),
    };
    let flag = match level.as_str() {
        "dl1" => "-cache:dl1",
        "dl2" | "ul2" => "-cache:dl2",
        "il1" => "-cache:il1",
        "il2" => "-cache:il2",
        "dtlb" => "-tlb:dtlb",
        _ => "-tlb:itlb",
    };
    let name = current.map_or(level.clone(), |c| c.name.clone());
    let repl = match parts.get(4) {
        Some(r) => {
            let mut ch = r.chars();
            match (ch.next().and_then(ReplKind::from_letter), ch.next()) {
                (Some(k), None) => k,
                _ => return Err(sweep_err(spec, format!("bad policy `{r}` (l, f or r)"))),
            }
        }
        None => current.map_or(ReplKind::Lru, |c| c.repl),
    };
    let (sizes, bsizes, assocs) = (
        list(spec, "size", parts[1])?,
        list(spec, "block size", parts[2])?,
        list(spec, "associativity", parts[3])?,
    );
    let mut out = Vec::new();
    for &sz in &sizes {
        for &b in &bsizes {
            for &a in &assocs {
                let nsets = sz / (b.max(1) * a.max(1));
                if nsets == 0 || nsets * b * a != sz {
                    return Err(sweep_err(
                        spec,
                        format!(
                            "{sz} bytes is not a whole number of {a}-way sets of {b}-byte blocks"
                        ),
                    ));
                }
                let value = format!("{name}:{nsets}:{b}:{a}:{}", repl.letter());
                out.push(with_flags(base, &format!("{flag} {value}"))?);
            }
        }
    }
    Ok(out)
}

/// A configuration's identifier: 8 hex digits of FNV-1a over its flags (as
/// [`HierarchyConfig`] prints them), the same for the same hierarchy in any run.
pub fn config_id(c: &HierarchyConfig) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in c.to_string().bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{:08x}", (h >> 32) as u32 ^ h as u32)
}

/// Checks that no configuration is given twice: equal hierarchies (or, however unlikely,
/// two whose ids collide) would get the same id, and one's statistics file would
/// overwrite the other's.
pub fn check_distinct(configs: &[HierarchyConfig]) -> Result<(), Error> {
    let mut seen = std::collections::HashMap::new();
    for (i, c) in configs.iter().enumerate() {
        let id = config_id(c);
        if let Some(&first) = seen.get(&id) {
            return Err(Error::DuplicateConfig {
                first: first + 1,
                second: i + 1,
                flags: c.to_string(),
                id,
            });
        }
        seen.insert(id, i);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sweeps_every_combination() {
        let base = HierarchyConfig::default();
        let v = sweep(&base, "dl1:8k,16k:32,64:1,2:f").unwrap();
        assert_eq!(v.len(), 8);
        let d = v[3].dl1.as_ref().unwrap();
        assert_eq!((d.nsets, d.bsize, d.assoc), (64, 64, 2));
        assert_eq!(d.repl, ReplKind::Fifo);
        assert_eq!(d.name, "dl1");
        assert!(sweep(&base, "dl1:10k:32:1").is_err());
        assert!(sweep(&base, "xl1:8k:32:1").is_err());
        assert_ne!(config_id(&v[0]), config_id(&v[1]));
    }

    #[test]
    fn a_configuration_given_twice_is_refused() {
        let base = HierarchyConfig::default();
        let mut v = sweep(&base, "dl1:8k,16k:32:1,2").unwrap();
        check_distinct(&v).unwrap();
        // The base's own dl1 (32 KB, 32-byte blocks, 8 ways) is not in this sweep.
        v.push(base.clone());
        check_distinct(&v).unwrap();
        v.extend(sweep(&base, "dl1:8k:32:2").unwrap());
        let e = check_distinct(&v).unwrap_err().to_string();
        assert!(
            e.starts_with("configurations 2 and 6 are the same hierarchy"),
            "{e}"
        );
        assert!(e.contains(&config_id(&v[1])), "{e}");
    }

    #[test]
    fn flags_on_top_of_a_base() {
        let c = with_flags(&HierarchyConfig::default(), "-cache:il1 dl1").unwrap();
        assert_eq!(c.il1, InstL1::Dl1);
        assert!(with_flags(&HierarchyConfig::default(), "-cache:dl1").is_err());
        assert!(with_flags(&HierarchyConfig::default(), "dl1").is_err());
    }
}
