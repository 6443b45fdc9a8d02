/* Two workers each sum half of an array and return the sum as their result; main adds the two
 * results it gets from pthread_join. The first worker may end before the second starts (the
 * model then gives both the same process id): their results must still be told apart.
 * Written for mokert's verdict corpus.
 *
 * CLASS: thread-result
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

static int samples[4] = {1, 2, 3, 4};

static void *half_sum(void *arg)
{
    intptr_t half = (intptr_t)arg;
    intptr_t sum = 0;
    for (int k = 0; k < 2; k++)
        sum += samples[half * 2 + k];
    return (void *)sum;
}

int main(void)
{
    pthread_t workers[2];
    void *low, *high;
    pthread_create(&workers[0], NULL, half_sum, (void *)0);
    pthread_create(&workers[1], NULL, half_sum, (void *)1);
    pthread_join(workers[0], &low);
    pthread_join(workers[1], &high);
    assert((intptr_t)low + (intptr_t)high == 10);
    return 0;
}
