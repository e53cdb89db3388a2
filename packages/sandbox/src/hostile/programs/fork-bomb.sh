# The classic: every function call forks two more of itself.
bomb() { bomb | bomb & }
bomb
wait
