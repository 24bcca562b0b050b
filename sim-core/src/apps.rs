//! The application suite of `guests/apps` (issue 34): real applications from Debian's Java
//! packages, each run by a driver `apps.NAME.Main` on OpenJDK's class library. Everything
//! here comes from `guests/apps/suite.txt`, the one list of applications, their jars and
//! the pinned Debian packages that ship them (`setup.sh`, `matrix.sh` and the tests read
//! it too), `guests/apps/SHA256SUMS` (the jars' hashes) and `guests/apps/expected.txt`
//! (HotSpot's checksum lines): simrun's `jvm NAME` and the tests' matrices take them from
//! here, as they take the bundled benchmarks from [`crate::benchmarks`].
//!
//! ```
//! let h2 = sim_core::apps::app("h2").unwrap();
//! assert_eq!(h2.main_class(), "apps.h2.Main");
//! assert_eq!(h2.jars[0].name, "h2-2.1.214.jar");
//! assert_eq!(h2.jars[0].package, "libh2-java=2.1.214-1");
//! assert!(sim_core::apps::expected("h2", "s0").unwrap().starts_with("h2 s0 checksum "));
//! ```

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::run::digest::sha256_file;

/// `guests/apps/suite.txt`: application, jar, package=version, one jar a line.
pub const SUITE: &str = include_str!("../../guests/apps/suite.txt");
/// `guests/apps/SHA256SUMS`: `sha256sum`'s lines for every jar of [`SUITE`].
pub const SHA256SUMS: &str = include_str!("../../guests/apps/SHA256SUMS");
/// `guests/apps/expected.txt`: HotSpot's checksum line of each application at -s0 and -s1.
pub const EXPECTED: &str = include_str!("../../guests/apps/expected.txt");
/// The input sizes the drivers accept (`apps.common.Harness`); `s1` is the default.
pub const SIZES: [&str; 3] = ["s0", "s1", "s10"];

/// A jar on an application's class path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Jar {
    /// Its file name in `guests/apps/jars/` (and `/usr/share/java`).
    pub name: &'static str,
    /// The Debian package that ships it, pinned: `PACKAGE=VERSION`.
    pub package: &'static str,
}

/// An application of the suite.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct App {
    /// Its name (`h2`): `simrun jvm h2` runs it.
    pub name: &'static str,
    /// The jars of its class path, in order (after `guests/apps/classes`).
    pub jars: Vec<Jar>,
}

impl App {
    /// The driver's class (`apps.h2.Main`).
    pub fn main_class(&self) -> String {
        format!("apps.{}.Main", self.name)
    }
}

/// The applications of [`SUITE`], in its order.
pub fn apps() -> &'static [App] {
    static APPS: OnceLock<Vec<App>> = OnceLock::new();
    APPS.get_or_init(|| parse_suite(SUITE))
}

/// The application called `name`.
pub fn app(name: &str) -> Option<&'static App> {
    apps().iter().find(|a| a.name == name)
}

/// The applications' names, in [`SUITE`]'s order.
pub fn names() -> Vec<&'static str> {
    apps().iter().map(|a| a.name).collect()
}

/// Parses suite.txt's lines (`#` comments and blank lines aside); a malformed line is a
/// bug of the committed file, which the tests catch.
fn parse_suite(text: &'static str) -> Vec<App> {
    let mut apps: Vec<App> = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let w: Vec<&'static str> = line.split_whitespace().collect();
        let [name, jar, package] = w[..] else {
            panic!("guests/apps/suite.txt: not `app jar package=version`: {line}");
        };
        let jar = Jar { name: jar, package };
        match apps.last_mut() {
            Some(a) if a.name == name => a.jars.push(jar),
            _ => apps.push(App {
                name,
                jars: vec![jar],
            }),
        }
    }
    apps
}

/// The pinned SHA-256 of jar `name` ([`SHA256SUMS`]).
pub fn pinned_sha256(name: &str) -> Option<&'static str> {
    SHA256SUMS.lines().find_map(|l| {
        let (sum, file) = l.split_once("  ")?;
        (file == name).then_some(sum)
    })
}

/// HotSpot's line for application `app` at input size `size` (`s0`, `s1`), from
/// [`EXPECTED`]: `h2 s0 checksum 472ac154`.
pub fn expected(app: &str, size: &str) -> Option<&'static str> {
    EXPECTED.lines().find(|l| {
        let mut w = l.split(' ');
        w.next() == Some(app) && w.next() == Some(size)
    })
}

/// Why an application's jar cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum JarError {
    /// The jar is not there (or cannot be read).
    #[error(
        "{path}: {source}: the jar of {app} comes from Debian package {package}; \
         guests/apps/setup.sh installs it and copies it there"
    )]
    Missing {
        /// The application.
        app: &'static str,
        /// The pinned package.
        package: &'static str,
        /// Where the jar should be.
        path: PathBuf,
        /// What reading it said.
        source: std::io::Error,
    },
    /// The jar is not the pinned one.
    #[error(
        "{path} is not the pinned jar of {app} (SHA-256 {sha256}, guests/apps/SHA256SUMS \
         says {want}): it must come from Debian package {package}; rerun guests/apps/setup.sh"
    )]
    Differs {
        /// The application.
        app: &'static str,
        /// The pinned package.
        package: &'static str,
        /// The jar.
        path: PathBuf,
        /// Its SHA-256.
        sha256: String,
        /// The pinned SHA-256.
        want: String,
    },
}

/// Checks each jar of `app` in directory `dir` against its pinned SHA-256 (a jar without a
/// line in SHA256SUMS never matches); their names and SHA-256s, in class-path order.
pub fn check_jars(app: &'static App, dir: &Path) -> Result<Vec<(String, String)>, JarError> {
    app.jars
        .iter()
        .map(|jar| {
            let path = dir.join(jar.name);
            let sha256 = sha256_file(&path).map_err(|source| JarError::Missing {
                app: app.name,
                package: jar.package,
                path: path.clone(),
                source,
            })?;
            let want = pinned_sha256(jar.name).unwrap_or("(none)");
            if sha256 != want {
                return Err(JarError::Differs {
                    app: app.name,
                    package: jar.package,
                    path,
                    sha256,
                    want: want.to_string(),
                });
            }
            Ok((jar.name.to_string(), sha256))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const README: &str = include_str!("../../guests/apps/README.md");
    const SETUP: &str = include_str!("../../guests/apps/setup.sh");

    #[test]
    fn the_suite_is_six_applications_none_a_bundled_benchmark() {
        assert_eq!(
            names(),
            ["h2", "lucene", "xalan", "javacc", "antlr", "janino"]
        );
        for a in apps() {
            assert!(
                !crate::benchmarks::BENCHMARKS.contains(&a.name),
                "{}",
                a.name
            );
            assert!(!a.jars.is_empty());
            for j in &a.jars {
                assert!(j.name.ends_with(".jar"), "{j:?}");
                assert!(j.package.split_once('=').is_some(), "{j:?}");
            }
        }
    }

    #[test]
    fn every_jar_is_pinned_and_every_pin_is_a_jar() {
        let mut jars: Vec<&str> = apps()
            .iter()
            .flat_map(|a| a.jars.iter().map(|j| j.name))
            .collect();
        for j in &jars {
            let sum = pinned_sha256(j).unwrap_or_else(|| panic!("{j}: no line in SHA256SUMS"));
            assert!(sum.len() == 64 && sum.bytes().all(|b| b.is_ascii_hexdigit()));
        }
        let mut pinned: Vec<&str> = SHA256SUMS
            .lines()
            .map(|l| l.split_once("  ").expect("sha256sum's format").1)
            .collect();
        pinned.sort_unstable();
        jars.sort_unstable();
        assert_eq!(
            pinned, jars,
            "SHA256SUMS pins the jars of suite.txt, each once"
        );
    }

    #[test]
    fn every_application_has_hotspots_checksums_and_a_driver() {
        let mut want = Vec::new();
        for a in apps() {
            for s in ["s0", "s1"] {
                let line = expected(a.name, s).unwrap_or_else(|| panic!("{} {s}", a.name));
                want.push(line);
            }
            let class = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../guests/apps/classes/apps")
                .join(a.name)
                .join("Main.class");
            assert!(class.is_file(), "{}", class.display());
        }
        assert_eq!(EXPECTED.lines().collect::<Vec<_>>(), want);
    }

    /// guests/apps/README.md's table of applications says what suite.txt says: each row's
    /// packages (second column) and class path (third).
    #[test]
    fn the_readme_table_agrees_with_the_suite() {
        let rows: Vec<Vec<&str>> = README
            .lines()
            .skip_while(|l| !l.starts_with("| app | Debian package"))
            .skip(2)
            .take_while(|l| l.starts_with('|'))
            .map(|l| l.split('|').map(str::trim).collect())
            .collect();
        assert_eq!(rows.len(), apps().len(), "one row per application");
        for (row, a) in rows.iter().zip(apps()) {
            assert_eq!(row[1], a.name);
            let mut packages: Vec<&str> = a.jars.iter().map(|j| j.package).collect();
            packages.dedup();
            for p in &packages {
                assert!(row[2].contains(p), "{}: {p} not in `{}`", a.name, row[2]);
            }
            let jars: Vec<&str> = row[3].split(", ").collect();
            let want: Vec<&str> = a.jars.iter().map(|j| j.name).collect();
            assert_eq!(jars, want, "{}'s class path", a.name);
        }
    }

    /// setup.sh takes its packages and jars from suite.txt and names none itself.
    #[test]
    fn setup_reads_the_suite() {
        assert!(SETUP.contains("suite.txt"));
        for a in apps() {
            for j in &a.jars {
                assert!(!SETUP.contains(j.name), "setup.sh names {}", j.name);
                assert!(!SETUP.contains(j.package), "setup.sh names {}", j.package);
            }
        }
    }

    #[test]
    fn jars_are_checked_against_their_pins() {
        let d = tempfile::tempdir().unwrap();
        let h2 = app("h2").unwrap();
        let e = check_jars(h2, d.path()).unwrap_err().to_string();
        assert!(
            e.contains("h2-2.1.214.jar")
                && e.contains("libh2-java=2.1.214-1")
                && e.contains("guests/apps/setup.sh"),
            "{e}"
        );
        std::fs::write(d.path().join("h2-2.1.214.jar"), b"abc").unwrap();
        let e = check_jars(h2, d.path()).unwrap_err().to_string();
        assert!(
            e.contains("is not the pinned jar")
                && e.contains("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
                && e.contains("libh2-java=2.1.214-1"),
            "{e}"
        );
    }
}
