#!/usr/bin/env python3
"""The VM's test corpus (guests/jvm/tests, 194 programs with HotSpot's outputs in
expected/) on OpenJDK's library: simrun jvm -X:classlib=jdk, fast mode, two at a time.
Prints one line per program (ok, FAIL with the first line of stderr, timeout) and the
count. The guest runs under LANG=C.UTF-8, the locale HotSpot made expected/ under
(guests/jvm/tests/run.sh --record on a UTF-8 host): the JDK's library, unlike ours, encodes
by the locale (file.encoding). Issue 33's progress measure until every program passes (then the e2e tests run
the corpus under both libraries). Usage: corpus.py [NAME...]; SIMRUN= the simrun binary
(default target/release/simrun, whose jvm.elf is the checkout's), OUT= the work dir."""
import os, re, shutil, subprocess, sys, glob, concurrent.futures as cf
HERE=os.path.dirname(os.path.abspath(__file__))
REPO=os.path.abspath(os.path.join(HERE,'../../..'))
T=REPO+'/guests/jvm/tests'
out=os.environ.get('OUT','/tmp/jdk-corpus')
SIMRUN=os.environ.get('SIMRUN',REPO+'/target/release/simrun')
groups={}
for src in sorted(glob.glob(T+'/*.java')):
    first=open(src).readline()
    m=re.match(r'// RELEASE (\d+)( -g)?',first)
    rel,g=(m.group(1),bool(m.group(2))) if m else ('8',False)
    groups.setdefault((rel,g),[]).append(src)
for (rel,g),srcs in groups.items():
    d=f'{out}/r{rel}{"g" if g else ""}'
    os.makedirs(d,exist_ok=True)
    if not os.path.exists(d+'/.done'):
        subprocess.run(['javac','--release',rel,'-nowarn','-encoding','UTF-8']+(['-g'] if g else [])+['-d',d]+srcs,check=True,capture_output=True)
        open(d+'/.done','w').close()
def run(item):
    (rel,g),src=item
    name=os.path.basename(src)[:-5]
    d=f'{out}/r{rel}{"g" if g else ""}'
    exp=f'{T}/expected/{name}.out'
    if not os.path.exists(exp): return (name,'noexp','')
    args=open(f'{T}/{name}.flags').read().split() if os.path.exists(f'{T}/{name}.flags') else []
    stdin=f'{T}/{name}.stdin'
    cwd=f'{out}/cwd/{name}'  # a fresh working directory, as run.sh gives each program
    shutil.rmtree(cwd,ignore_errors=True)
    os.makedirs(cwd)
    try:
        p=subprocess.run([SIMRUN,'-q','--mode','fast','--force','--env','LANG=C.UTF-8','--max-insns','3000000000','--out',f'{out}/runs/{name}','jvm','-X:classlib=jdk']+args+['-cp',d,name],
            stdin=open(stdin) if os.path.exists(stdin) else subprocess.DEVNULL,capture_output=True,timeout=300,cwd=cwd)
    except subprocess.TimeoutExpired:
        return (name,'timeout','')
    ok=p.stdout==open(exp,'rb').read()
    err=p.stderr.decode(errors='replace').strip().splitlines()
    return (name,'ok' if ok else 'FAIL',(err[0] if err else '')[:160])
items=[(k,s) for k,ss in groups.items() for s in ss]
if len(sys.argv)>1: items=[i for i in items if os.path.basename(i[1])[:-5] in sys.argv[1:]]
res=[]
with cf.ThreadPoolExecutor(2) as ex:
    for r in ex.map(run,items):
        res.append(r); print(*r, sep=' | ', flush=True)
print('ok',sum(1 for r in res if r[1]=='ok'),'of',len(res))
