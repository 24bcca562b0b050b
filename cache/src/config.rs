//! Configurations in SimpleScalar's syntax: one level as
//! `name:nsets:bsize:assoc:repl`, the hierarchy as sim-cache's flags.

use std::fmt;
use std::str::FromStr;

use crate::policy::ReplKind;
use crate::timing::{Timing, TIMING_FLAGS};
use crate::Error;

/// The syntax of one level, as sim-cache prints it in its errors.
pub const LEVEL_SYNTAX: &str = "<name>:<nsets>:<bsize>:<assoc>:<repl>";

/// Largest number of lines (`nsets * assoc`) one level may have (64 MiB of tags).
pub const MAX_LINES: u64 = 1 << 24;

/// One cache or TLB level: `name:nsets:bsize:assoc:repl`.
///
/// `nsets`, `bsize` and `assoc` are powers of two and `bsize >= 8`, as
/// `cache_create` demands; for a TLB `bsize` is the page size. The name becomes
/// the prefix of the level's statistics (`dl1.misses`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CacheConfig {
    /// Statistic prefix.
    pub name: String,
    /// Number of sets.
    pub nsets: u32,
    /// Block (line) size in bytes; the page size for a TLB.
    pub bsize: u32,
    /// Ways per set.
    pub assoc: u32,
    /// Replacement policy.
    pub repl: ReplKind,
}

impl CacheConfig {
    /// Capacity in bytes (`nsets * bsize * assoc`).
    pub fn size_bytes(&self) -> u64 {
        u64::from(self.nsets) * u64::from(self.bsize) * u64::from(self.assoc)
    }

    /// Checks the numeric constraints; `Err` carries the reason.
    fn check(&self) -> Result<(), String> {
        if self.name.is_empty() {
            return Err("the name is empty".into());
        }
        if self.name.chars().any(|c| c.is_whitespace() || c == '#') {
            return Err(format!("the name `{}` has a space or `#`", self.name));
        }
        for (what, v) in [("nsets", self.nsets), ("assoc", self.assoc)] {
            if v == 0 || !v.is_power_of_two() {
                return Err(format!("{what} `{v}` must be a non-zero power of two"));
            }
        }
        if self.bsize < 8 || !self.bsize.is_power_of_two() {
            return Err(format!(
                "bsize `{}` must be a power of two, 8 or greater",
                self.bsize
            ));
        }
        if u64::from(self.nsets) * u64::from(self.assoc) > MAX_LINES {
            return Err(format!("nsets * assoc must be at most {MAX_LINES}"));
        }
        if u64::from(self.nsets) * u64::from(self.bsize) > 1 << 32 {
            return Err("nsets * bsize must fit the 32-bit address space".into());
        }
        Ok(())
    }
}

impl FromStr for CacheConfig {
    type Err = String;

    /// Parses `name:nsets:bsize:assoc:repl`; `Err` carries the reason.
    fn from_str(s: &str) -> Result<Self, String> {
        let parts: Vec<&str> = s.split(':').collect();
        if parts.len() != 5 {
            return Err(format!("{} fields instead of 5", parts.len()));
        }
        let num = |what: &str, t: &str| -> Result<u32, String> {
            t.trim()
                .parse::<u32>()
                .map_err(|_| format!("{what} `{t}` is not a number"))
        };
        let mut letters = parts[4].trim().chars();
        let repl = match (letters.next(), letters.next()) {
            (Some(c), None) => ReplKind::from_letter(c),
            _ => None,
        }
        .ok_or_else(|| format!("repl `{}` is not l, f or r", parts[4]))?;
        let cfg = CacheConfig {
            name: parts[0].trim().to_string(),
            nsets: num("nsets", parts[1])?,
            bsize: num("bsize", parts[2])?,
            assoc: num("assoc", parts[3])?,
            repl,
        };
        cfg.check()?;
        Ok(cfg)
    }
}

impl fmt::Display for CacheConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}:{}:{}",
            self.name,
            self.nsets,
            self.bsize,
            self.assoc,
            self.repl.letter()
        )
    }
}

/// `-cache:il1 {<config>|dl1|dl2|none}`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum InstL1 {
    /// A separate level-1 instruction cache.
    Own(CacheConfig),
    /// `dl1`: fetches use the level-1 data cache (a unified L1).
    Dl1,
    /// `dl2`: fetches go straight to the level-2 data cache.
    Dl2,
    /// `none`: fetches go to memory.
    None,
}

/// `-cache:il2 {<config>|dl2|none}`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum InstL2 {
    /// A separate level-2 instruction cache.
    Own(CacheConfig),
    /// `dl2`: instruction misses go to the level-2 data cache (a unified L2).
    Dl2,
    /// `none`: instruction misses go to memory.
    None,
}

/// The whole hierarchy, as sim-cache's `-cache:*` and `-tlb:*` flags give it.
///
/// [`Default`] is the seed's table 4.1 (SPEC §5): `-cache:dl1 dl1:128:32:8:l
/// -cache:il1 il1:128:32:8:l -cache:dl2 ul2:512:64:8:r -cache:il2 dl2
/// -tlb:dtlb dtlb:64:4096:2:l -tlb:itlb itlb:64:4096:2:l`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct HierarchyConfig {
    /// `-cache:dl1 {<config>|none}`.
    pub dl1: Option<CacheConfig>,
    /// `-cache:il1 {<config>|dl1|dl2|none}`.
    pub il1: InstL1,
    /// `-cache:dl2 {<config>|none}`.
    pub dl2: Option<CacheConfig>,
    /// `-cache:il2 {<config>|dl2|none}`.
    pub il2: InstL2,
    /// `-tlb:dtlb {<config>|none}`.
    pub dtlb: Option<CacheConfig>,
    /// `-tlb:itlb {<config>|none}`.
    pub itlb: Option<CacheConfig>,
    /// The latency model's flags (`-cache:dl1lat`, `-mem:lat`, ...: [`crate::timing`]).
    /// Left out of the serialised form when they are the defaults, so that a
    /// configuration's identity (simrun's run.json) is what it was before they existed.
    #[serde(default, skip_serializing_if = "Timing::is_default")]
    pub timing: Timing,
}

/// The flags [`HierarchyConfig::set_flag`] understands, each followed by a value.
pub const FLAGS: [&str; 6] = [
    "-cache:dl1",
    "-cache:il1",
    "-cache:dl2",
    "-cache:il2",
    "-tlb:dtlb",
    "-tlb:itlb",
];

/// The default flags (the seed's table 4.1), as one string.
pub const DEFAULT_FLAGS: &str = "-cache:dl1 dl1:128:32:8:l -cache:il1 il1:128:32:8:l \
-cache:dl2 ul2:512:64:8:r -cache:il2 dl2 -tlb:dtlb dtlb:64:4096:2:l -tlb:itlb itlb:64:4096:2:l";

fn level(s: &str) -> CacheConfig {
    // Only used on the constant default strings below.
    s.parse().expect("default cache configuration is valid")
}

impl Default for HierarchyConfig {
    fn default() -> Self {
        HierarchyConfig {
            dl1: Some(level("dl1:128:32:8:l")),
            il1: InstL1::Own(level("il1:128:32:8:l")),
            dl2: Some(level("ul2:512:64:8:r")),
            il2: InstL2::Dl2,
            dtlb: Some(level("dtlb:64:4096:2:l")),
            itlb: Some(level("itlb:64:4096:2:l")),
            timing: Timing::default(),
        }
    }
}

fn bad(flag: &str, what: &'static str, syntax: &'static str, value: &str, reason: String) -> Error {
    Error::BadCacheConfig {
        flag: flag.to_string(),
        what,
        value: value.to_string(),
        reason,
        syntax,
    }
}

impl HierarchyConfig {
    /// Whether `flag` is one of [`FLAGS`] or of the latency model's [`TIMING_FLAGS`].
    pub fn is_flag(flag: &str) -> bool {
        FLAGS.contains(&flag) || TIMING_FLAGS.contains(&flag)
    }

    /// If `args[i]` is a sim-cache flag (`-cache:*`, `-tlb:*`), applies it with its value
    /// `args[i + 1]` and returns true (the caller steps over both); false for any other
    /// argument. An unknown `-cache:`/`-tlb:` name or a missing value is an error. For
    /// command lines that mix these flags with a tool's own options (simrun, cachesim).
    pub fn take_flag_at(&mut self, args: &[String], i: usize) -> Result<bool, Error> {
        let a = &args[i];
        let prefixes = ["-cache:", "-tlb:", "-mem:", "-cpu:"];
        if !prefixes.iter().any(|p| a.starts_with(p)) {
            return Ok(false);
        }
        if !Self::is_flag(a) {
            return Err(Error::UnknownFlag(a.clone()));
        }
        let v = args
            .get(i + 1)
            .ok_or_else(|| Error::MissingValue(a.clone()))?;
        self.set_flag(a, v)?;
        Ok(true)
    }

    /// Applies one flag with its value; a later flag overrides an earlier one,
    /// as in SimpleScalar. Keywords (`none`, `dl1`, `dl2`) are case-insensitive.
    pub fn set_flag(&mut self, flag: &str, value: &str) -> Result<(), Error> {
        if self.timing.set_flag(flag, value)? {
            return Ok(());
        }
        let kw = value.trim().to_ascii_lowercase();
        let own = |what: &'static str, syntax: &'static str| -> Result<CacheConfig, Error> {
            value
                .parse::<CacheConfig>()
                .map_err(|r| bad(flag, what, syntax, value, r))
        };
        const C: &str = "{<name>:<nsets>:<bsize>:<assoc>:<repl>|none}";
        match flag {
            "-cache:dl1" => {
                self.dl1 = if kw == "none" {
                    None
                } else {
                    Some(own("l1 D-cache", C)?)
                }
            }
            "-cache:dl2" => {
                self.dl2 = if kw == "none" {
                    None
                } else {
                    Some(own("l2 D-cache", C)?)
                }
            }
            "-cache:il1" => {
                const S: &str = "{<name>:<nsets>:<bsize>:<assoc>:<repl>|dl1|dl2|none}";
                self.il1 = match kw.as_str() {
                    "none" => InstL1::None,
                    "dl1" => InstL1::Dl1,
                    "dl2" => InstL1::Dl2,
                    _ => InstL1::Own(own("l1 I-cache", S)?),
                }
            }
            "-cache:il2" => {
                const S: &str = "{<name>:<nsets>:<bsize>:<assoc>:<repl>|dl2|none}";
                self.il2 = match kw.as_str() {
                    "none" => InstL2::None,
                    "dl2" => InstL2::Dl2,
                    _ => InstL2::Own(own("l2 I-cache", S)?),
                }
            }
            "-tlb:dtlb" | "-tlb:itlb" => {
                const S: &str = "{<name>:<nsets>:<page_size>:<assoc>:<repl>|none}";
                let t = if kw == "none" {
                    None
                } else {
                    Some(own("TLB", S)?)
                };
                if flag == "-tlb:dtlb" {
                    self.dtlb = t;
                } else {
                    self.itlb = t;
                }
            }
            _ => return Err(Error::UnknownFlag(flag.to_string())),
        }
        Ok(())
    }

    /// Starts from the defaults and applies `-flag value` pairs from `args`;
    /// returns the configuration and the arguments that are not flags
    /// (anything not starting with `-`, and `-` itself). An argument that starts
    /// with `-` but is no known flag is an error.
    pub fn from_args<I, S>(args: I) -> Result<(Self, Vec<String>), Error>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let mut cfg = HierarchyConfig::default();
        let mut rest = Vec::new();
        let mut it = args.into_iter();
        while let Some(a) = it.next() {
            let a = a.as_ref();
            if a.starts_with('-') && a != "-" {
                if !Self::is_flag(a) {
                    return Err(Error::UnknownFlag(a.to_string()));
                }
                let v = it
                    .next()
                    .ok_or_else(|| Error::MissingValue(a.to_string()))?;
                cfg.set_flag(a, v.as_ref())?;
            } else {
                rest.push(a.to_string());
            }
        }
        cfg.validate()?;
        Ok((cfg, rest))
    }

    /// Checks sim-cache's rules for which levels may exist together, and that
    /// every level has its own name.
    ///
    /// One relaxation: when `-cache:il1` is `dl1` or `dl2` (the instruction side
    /// shares a data cache, whose own next level is used), `-cache:il2` may be
    /// `dl2` as well as `none`, so that `-cache:il1 dl1` alone works with the
    /// default `-cache:il2 dl2` (sim-cache insists on `none` there).
    pub fn validate(&self) -> Result<(), Error> {
        let inc = |s: &str| Err(Error::Inconsistent(s.to_string()));
        if self.dl1.is_none() && self.dl2.is_some() {
            return inc("the l1 data cache must be defined if the l2 data cache is defined (-cache:dl1 none needs -cache:dl2 none)");
        }
        match &self.il1 {
            InstL1::None if self.il2 != InstL2::None => {
                return inc("the l1 inst cache must be defined if the l2 inst cache is defined (-cache:il1 none needs -cache:il2 none)")
            }
            InstL1::Dl1 if self.dl1.is_none() => {
                return inc("-cache:il1 dl1: the l1 data cache is undefined")
            }
            InstL1::Dl2 if self.dl2.is_none() => {
                return inc("-cache:il1 dl2: the l2 data cache is undefined")
            }
            InstL1::Dl1 | InstL1::Dl2 if matches!(self.il2, InstL2::Own(_)) => {
                return inc("-cache:il2 must be dl2 or none when -cache:il1 shares a data cache")
            }
            _ => {}
        }
        if self.il2 == InstL2::Dl2 && self.dl2.is_none() && matches!(self.il1, InstL1::Own(_)) {
            return inc("-cache:il2 dl2: the l2 data cache is undefined (give -cache:il2 none)");
        }
        // Levels built as struct literals have not been through the parser.
        const C: &str = "<name>:<nsets>:<bsize>:<assoc>:<repl>";
        let il1 = match &self.il1 {
            InstL1::Own(c) => Some(c),
            _ => None,
        };
        let il2 = match &self.il2 {
            InstL2::Own(c) => Some(c),
            _ => None,
        };
        let roles = [
            ("-cache:dl1", "l1 D-cache", self.dl1.as_ref()),
            ("-cache:il1", "l1 I-cache", il1),
            ("-cache:dl2", "l2 D-cache", self.dl2.as_ref()),
            ("-cache:il2", "l2 I-cache", il2),
            ("-tlb:dtlb", "TLB", self.dtlb.as_ref()),
            ("-tlb:itlb", "TLB", self.itlb.as_ref()),
        ];
        for (flag, what, c) in roles {
            if let Some(c) = c {
                c.check()
                    .map_err(|r| bad(flag, what, C, &c.to_string(), r))?;
            }
        }
        let mut names: Vec<&str> = Vec::new();
        for c in self.levels() {
            if names.contains(&c.name.as_str()) {
                return Err(Error::DuplicateName(c.name.clone()));
            }
            names.push(&c.name);
        }
        Ok(())
    }

    /// Every level that exists on its own (shared ones once).
    pub fn levels(&self) -> Vec<&CacheConfig> {
        let mut v: Vec<&CacheConfig> = Vec::new();
        if let InstL1::Own(c) = &self.il1 {
            v.push(c);
        }
        if let InstL2::Own(c) = &self.il2 {
            v.push(c);
        }
        v.extend(self.dl1.iter());
        v.extend(self.dl2.iter());
        v.extend(self.itlb.iter());
        v.extend(self.dtlb.iter());
        v
    }
}

impl fmt::Display for HierarchyConfig {
    /// The configuration as the flags that would produce it (the latency flags only when
    /// they are not the defaults).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let opt =
            |c: &Option<CacheConfig>| c.as_ref().map_or("none".to_string(), |c| c.to_string());
        let il1 = match &self.il1 {
            InstL1::Own(c) => c.to_string(),
            InstL1::Dl1 => "dl1".into(),
            InstL1::Dl2 => "dl2".into(),
            InstL1::None => "none".into(),
        };
        let il2 = match &self.il2 {
            InstL2::Own(c) => c.to_string(),
            InstL2::Dl2 => "dl2".into(),
            InstL2::None => "none".into(),
        };
        write!(
            f,
            "-cache:dl1 {} -cache:il1 {} -cache:dl2 {} -cache:il2 {} -tlb:dtlb {} -tlb:itlb {}",
            opt(&self.dl1),
            il1,
            opt(&self.dl2),
            il2,
            opt(&self.dtlb),
            opt(&self.itlb)
        )?;
        let timing = self.timing.flags();
        if !timing.is_empty() {
            write!(f, " {timing}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_is_table_4_1() {
        assert_eq!(HierarchyConfig::default().to_string(), DEFAULT_FLAGS);
        let (cfg, rest) = HierarchyConfig::from_args(DEFAULT_FLAGS.split(' ')).unwrap();
        assert_eq!(cfg, HierarchyConfig::default());
        assert!(rest.is_empty());
        assert_eq!(cfg.dl1.as_ref().unwrap().size_bytes(), 32 * 1024);
        assert_eq!(cfg.dl2.as_ref().unwrap().size_bytes(), 256 * 1024);
    }

    #[test]
    fn level_syntax_errors() {
        for bad in [
            "dl1:128:32:8",
            "dl1:128:32:8:x",
            "dl1:100:32:8:l",
            "dl1:128:4:8:l",
            "dl1:128:48:8:l",
            "dl1:128:32:3:l",
            "dl1:0:32:1:l",
            ":128:32:8:l",
            "dl1:abc:32:8:l",
            "dl1:128:32:8:lr",
        ] {
            assert!(bad.parse::<CacheConfig>().is_err(), "{bad}");
        }
        let c: CacheConfig = "x:1:8:1:F".parse().unwrap();
        assert_eq!(c.repl, ReplKind::Fifo);
    }

    #[test]
    fn flag_errors_name_the_syntax() {
        let e = HierarchyConfig::from_args(["-cache:dl1", "dl1:3:32:1:l"]).unwrap_err();
        let m = e.to_string();
        assert!(
            m.contains("-cache:dl1") && m.contains("<nsets>") && m.contains("power of two"),
            "{m}"
        );
        let e = HierarchyConfig::from_args(["-cache:dl3", "x"]).unwrap_err();
        assert!(matches!(e, Error::UnknownFlag(_)));
        let e = HierarchyConfig::from_args(["-tlb:dtlb"]).unwrap_err();
        assert!(matches!(e, Error::MissingValue(_)));
    }

    #[test]
    fn latency_flags_print_only_when_not_the_defaults() {
        let (cfg, rest) =
            HierarchyConfig::from_args(["-mem:lat", "100:4", "-cache:dl1", "dl1:8:32:1:l", "x"])
                .unwrap();
        assert_eq!(rest, ["x"]);
        assert_eq!((cfg.timing.mem_first, cfg.timing.mem_inter), (100, 4));
        let text = cfg.to_string();
        assert!(
            text.ends_with("-tlb:itlb itlb:64:4096:2:l -mem:lat 100:4"),
            "{text}"
        );
        let (again, _) = HierarchyConfig::from_args(text.split(' ')).unwrap();
        assert_eq!(again, cfg);
        // The defaults are left out of the serialised form: a run's identity is unchanged.
        let json = serde_json::to_string(&HierarchyConfig::default()).unwrap();
        assert!(!json.contains("timing"), "{json}");
        let back: HierarchyConfig = serde_json::from_str(&json).unwrap();
        assert_eq!(back, HierarchyConfig::default());
        let mut args = vec!["-cpu:cpi".to_string(), "2".to_string()];
        let mut c = HierarchyConfig::default();
        assert!(c.take_flag_at(&args, 0).unwrap());
        assert_eq!(c.timing.cpi, 2);
        args[0] = "-mem:width".into();
        assert!(matches!(
            c.take_flag_at(&args, 0),
            Err(Error::UnknownFlag(_))
        ));
    }

    #[test]
    fn literal_levels_are_checked_too() {
        let mut cfg = HierarchyConfig::default();
        cfg.dtlb.as_mut().unwrap().assoc = 3;
        let e = cfg.validate().unwrap_err().to_string();
        assert!(e.contains("-tlb:dtlb") && e.contains("assoc `3`"), "{e}");
    }

    #[test]
    fn hierarchy_rules() {
        let bad = |args: &[&str]| HierarchyConfig::from_args(args.iter()).is_err();
        assert!(bad(&["-cache:dl1", "none"]), "dl2 still defined");
        assert!(!bad(&[
            "-cache:dl1",
            "none",
            "-cache:dl2",
            "none",
            "-cache:il2",
            "none"
        ]));
        assert!(bad(&["-cache:il1", "none"]), "il2 still dl2");
        assert!(!bad(&["-cache:il1", "dl1"]), "unified L1 with default il2");
        assert!(bad(&["-cache:il1", "dl1", "-cache:il2", "il2:4:64:1:l"]));
        assert!(bad(&["-cache:dl2", "none"]), "il2 still dl2");
        assert!(!bad(&["-cache:dl2", "none", "-cache:il2", "none"]));
        assert!(bad(&["-cache:il1", "dl1:8:32:1:l"]), "duplicate name dl1");
        assert!(!bad(&["x"]), "a positional argument is not a flag");
    }
}
