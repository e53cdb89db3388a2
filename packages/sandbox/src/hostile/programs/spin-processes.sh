# Four processes spinning at once: each stays under the per-process CPU limit for longer than the run's total.
for i in 1 2 3 4; do
  ( while :; do :; done ) &
done
wait
