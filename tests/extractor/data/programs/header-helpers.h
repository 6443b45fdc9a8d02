/* The helpers of header-helpers.c and header-helpers-locked.c: a project header beside them
 * (not a system header) that declares the program's shared counter and defines the functions
 * the threads call. Written for mokert. */
#include <pthread.h>

/* Defined in the C files: the model must keep it as the program's state, not a C object. */
extern int hits;
extern pthread_mutex_t hits_lock;

#define HIT_STEP 1

/* Read, then write: another thread may run in between (a lost update). */
static inline void hit(void) {
  int seen = hits;
  hits = seen + HIT_STEP;
}

static inline void hit_locked(void) {
  pthread_mutex_lock(&hits_lock);
  hit();
  pthread_mutex_unlock(&hits_lock);
}

/* Not inline, and with a result: expanded where it is called, like a function of the C file. */
int read_hits(void) {
  int v;
  pthread_mutex_lock(&hits_lock);
  v = hits;
  pthread_mutex_unlock(&hits_lock);
  return v;
}
