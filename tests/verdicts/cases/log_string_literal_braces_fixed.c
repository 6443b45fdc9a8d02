/* log_string_literal_braces.c with the record counted under the lock.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define LOGSZ 256
static char jbuf[LOGSZ];
static size_t jlen;
static int records;
static pthread_mutex_t jmu = PTHREAD_MUTEX_INITIALIZER;

static void emit(const char *s)
{
	int n = snprintf(jbuf + jlen, LOGSZ - jlen, "%s", s);
	if (n > 0)
		jlen += (size_t)n;
}

static void log_event(int id)
{
	char tmp[32];
	pthread_mutex_lock(&jmu);
	emit("{");
	snprintf(tmp, sizeof(tmp), "\"id\":%d,\"op\":\"a++\"", id);
	emit(tmp);
	emit("}\n");
	records++;
	pthread_mutex_unlock(&jmu);
}

static void *worker(void *arg)
{
	log_event((int)(long)arg);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, worker, (void *)1L);
	pthread_create(&b, NULL, worker, (void *)2L);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(strstr(jbuf, "\"op\":\"a++\"}") != NULL && strcmp("--", "--") == 0);
	assert(records == 2);
	return 0;
}
