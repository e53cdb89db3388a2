# Three ways to outlive a run: a double fork, a new session, nohup. Each writes a file a second later.
( ( sleep 1; echo double > /box/late-double ) & ) &
setsid sh -c 'sleep 1; echo setsid > /box/late-setsid' < /dev/null > /dev/null 2>&1 &
nohup sh -c 'sleep 1; echo nohup > /box/late-nohup' < /dev/null > /dev/null 2>&1 &
echo started
exit 0
