//! Command-line pieces clap does not do: sim-cache's `-cache:dl1 <config>` flags (one dash,
//! a colon) before the guest.

use cache::HierarchyConfig;

/// simrun's own options that take a separate value (`--out DIR`), so that the scan for
/// cache flags can step over their values.
const VALUE_OPTIONS: &[&str] = &[
    "--mode",
    "--out",
    "--max-insns",
    "--interval",
    "--seed",
    "--sysroot",
    "-L",
    "--allow-read",
    "--env",
];

/// Splits simrun's argv (without argv\[0\]) into the cache flags (`-cache:*`, `-tlb:*`
/// before the guest) applied to the default hierarchy, and the rest for clap.
pub fn split_cache_flags(args: &[String]) -> Result<(HierarchyConfig, Vec<String>), cache::Error> {
    let mut cfg = HierarchyConfig::default();
    let mut rest = Vec::with_capacity(args.len());
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        if cfg.take_flag_at(args, i)? {
            i += 2;
            continue;
        }
        rest.push(a.clone());
        if VALUE_OPTIONS.contains(&a.as_str()) {
            if let Some(v) = args.get(i + 1) {
                rest.push(v.clone());
            }
            i += 2;
            continue;
        }
        if a == "--" || !a.starts_with('-') {
            // The guest and its arguments: everything from here on is theirs.
            rest.extend(args[i + 1..].iter().cloned());
            break;
        }
        i += 1;
    }
    cfg.validate()?;
    Ok((cfg, rest))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn cache_flags_before_the_guest_are_taken_out() {
        let (cfg, rest) = split_cache_flags(&v(
            "--mode cache -cache:dl1 dl1:256:32:4:l --out o -tlb:dtlb none jvm -cache:x y jess",
        ))
        .unwrap();
        assert_eq!(cfg.dl1.as_ref().unwrap().to_string(), "dl1:256:32:4:l");
        assert!(cfg.dtlb.is_none());
        assert_eq!(rest, v("--mode cache --out o jvm -cache:x y jess"));
    }

    #[test]
    fn bad_cache_flags_are_errors() {
        assert!(split_cache_flags(&v("-cache:dl1 dl1:3:32:4:l jvm")).is_err());
        assert!(split_cache_flags(&v("-cache:dl3 x jvm")).is_err());
        assert!(split_cache_flags(&v("-cache:dl1")).is_err());
        // Consistency: no dl1 but a dl2.
        assert!(split_cache_flags(&v("-cache:dl1 none jvm")).is_err());
    }
}
