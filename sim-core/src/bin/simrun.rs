//! `simrun [OPTIONS] <GUEST> [GUEST_ARGS]...` — run a 32-bit PowerPC Linux program.
//!
//! Guest stdout/stderr pass through; simrun's own messages go to stderr. Exit status:
//! the guest's (128+N when signal N killed it); 125 when simrun itself fails (bad
//! option), 126 when the guest cannot be executed, 124 when the instruction limit is
//! reached or the guest waits forever (as `timeout` reports a timeout).

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Context;
use clap::Parser;
use os_emu::{Exit, Os, OsConfig, OsError};
use sim_core::machine::{Machine, Stop};
use sim_core::report::{crash_report, RunStats};

/// Run a 32-bit big-endian PowerPC Linux program (static or dynamically linked).
#[derive(Parser, Debug)]
#[command(name = "simrun", version, about)]
struct Cli {
    /// Sysroot holding the dynamic loader and libraries of dynamically linked guests.
    #[arg(long, value_name = "DIR", default_value = os_emu::DEFAULT_SYSROOT)]
    sysroot: PathBuf,
    /// Stop after N guest instructions (exit status 124).
    #[arg(long, value_name = "N")]
    max_insns: Option<u64>,
    /// Seed of AT_RANDOM, getrandom and /dev/urandom.
    #[arg(long, value_name = "N", default_value_t = 0)]
    seed: u64,
    /// Print statistics (sim_num_insn, sim_num_refs, ...) to stderr at exit.
    #[arg(long)]
    stats: bool,
    /// Let the guest read files under DIR too (repeatable).
    #[arg(long, value_name = "DIR")]
    allow_read: Vec<PathBuf>,
    /// The guest: a bundled guest name (`jvm`: guests/jvm/jvm.elf) or a path to a ppc32
    /// ELF executable (write `./jvm` for a file of that name).
    #[arg(value_name = "GUEST")]
    guest: PathBuf,
    /// Arguments passed to the guest.
    #[arg(
        value_name = "GUEST_ARGS",
        trailing_var_arg = true,
        allow_hyphen_values = true
    )]
    guest_args: Vec<String>,
}

/// Bundled guests by name: the prebuilt artifacts committed under guests/.
const BUNDLED: &[(&str, &str)] = &[(
    "jvm",
    concat!(env!("CARGO_MANIFEST_DIR"), "/../guests/jvm/jvm.elf"),
)];

/// Resolves a bundled guest name to its ELF; anything else is a path.
fn resolve_guest(guest: &std::path::Path) -> PathBuf {
    BUNDLED
        .iter()
        .find(|(name, _)| guest.as_os_str() == *name)
        .map(|(_, path)| PathBuf::from(path))
        .unwrap_or_else(|| guest.to_path_buf())
}

const EXIT_SIMRUN_FAILED: u8 = 125;
const EXIT_CANNOT_EXECUTE: u8 = 126;
const EXIT_LIMIT: u8 = 124;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() {
                EXIT_SIMRUN_FAILED
            } else {
                0
            };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    match run(cli) {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            let code = match e.downcast_ref::<OsError>() {
                Some(OsError::NotExecutable(_)) => EXIT_CANNOT_EXECUTE,
                _ => EXIT_SIMRUN_FAILED,
            };
            eprintln!("simrun: {e:#}");
            ExitCode::from(code)
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<u8> {
    let env: Vec<String> = std::env::vars().map(|(k, v)| format!("{k}={v}")).collect();
    let cfg = OsConfig {
        sysroot: cli.sysroot.clone(),
        seed: cli.seed,
        allow_read: cli.allow_read.clone(),
        cwd: None,
        env: env.clone(),
    };
    let mut m = Machine::new(Os::new(cfg), ());
    if let Some(n) = cli.max_insns {
        m.max_insns = n;
    }
    let guest = resolve_guest(&cli.guest);
    let mut args = vec![cli.guest.to_string_lossy().into_owned()];
    args.extend(cli.guest_args.iter().cloned());
    m.load(&guest, &args, &env)
        .with_context(|| format!("loading {}", guest.display()))?;

    let start = Instant::now();
    let stop = m.run();
    let elapsed = start.elapsed().as_secs_f64();
    if cli.stats {
        let s = RunStats {
            insns: m.icount,
            refs: m.refs,
            elapsed,
        };
        eprint!("{}", s.render());
    }
    Ok(match stop {
        Stop::Exit(Exit::Code(c)) => c,
        Stop::Exit(Exit::Signal { signo, pc }) => {
            eprint!("{}", crash_report(signo, pc, &m.cpu, &mut m.mem));
            (128 + signo) as u8
        }
        Stop::Exit(Exit::Hang(why)) => {
            eprintln!("simrun: stopped: {why} (it would wait forever)");
            EXIT_LIMIT
        }
        Stop::InsnLimit => {
            eprintln!(
                "simrun: instruction limit of {} reached at pc {:#010x}",
                m.icount, m.cpu.pc
            );
            EXIT_LIMIT
        }
    })
}
