#!/usr/bin/env bash
# Starts a single-node Slurm cluster on this host for the tests: munged, slurmctld and
# slurmd from Debian's packages (slurmctld, slurmd, slurm-client, munge; tools/setup.sh installs
# them), configured for a container where we are root and have no cgroups to manage
# (proctrack/linuxproc, task/none, no accounting), all state under one directory.
#
#   study/tests/slurm/start.sh DIR    writes DIR/slurm.conf, starts the daemons, waits until
#                                     sinfo shows the node idle (180 s at most); prints SLURM_CONF=...
#   study/tests/slurm/stop.sh DIR     stops them
#
# Every Slurm command then needs SLURM_CONF=DIR/slurm.conf in its environment.
set -euo pipefail
export PATH="$PATH:/usr/sbin:/sbin"
dir=${1:?usage: start.sh STATE_DIR}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
for tool in munged slurmctld slurmd sinfo sbatch; do
    command -v "$tool" >/dev/null || { echo "start.sh: $tool is not installed" >&2; exit 1; }
done
mkdir -p "$dir"/{ctld,spool,log,run}

# munge: a key of our own, the daemon on its own socket (AuthInfo names it).
if [ ! -s "$dir/munge.key" ]; then
    dd if=/dev/urandom of="$dir/munge.key" bs=1024 count=1 status=none
fi
chmod 0400 "$dir/munge.key"
mkdir -p "$dir/munge"
chmod 0700 "$dir/munge"
munged --force --key-file="$dir/munge.key" --socket="$dir/munge/munge.socket" \
    --pid-file="$dir/run/munged.pid" --log-file="$dir/log/munged.log" \
    --seed-file="$dir/munge/munged.seed"

host=$(hostname -s)
cpus=$(nproc)
mem=$(( $(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 - 1024 ))
cat > "$dir/slurm.conf" <<CONF
ClusterName=simstudy
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge/munge.socket
StateSaveLocation=$dir/ctld
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/run/slurmctld.pid
SlurmdPidFile=$dir/run/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
SlurmctldPort=${SIMSTUDY_SLURMCTLD_PORT:-6817}
SlurmdPort=${SIMSTUDY_SLURMD_PORT:-6818}
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU_Memory
ReturnToService=2
SlurmdTimeout=30
InactiveLimit=0
KillWait=5
MinJobAge=300
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$dir/slurm.conf"
slurmctld -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF"

# 180 s: under heavy load (CI beside other builds) slurmd once took longer than 60 s.
for _ in $(seq 1 180); do
    state=$(sinfo -h -N -o %t 2>/dev/null | head -1 || true)
    if [ "$state" = idle ]; then
        echo "SLURM_CONF=$SLURM_CONF"
        exit 0
    fi
    sleep 1
done
echo "start.sh: the node did not become idle in 180 s (state '${state:-none}'); logs in $dir/log" >&2
tail -n 20 "$dir"/log/*.log >&2 || true
exit 1
