#pragma once
#include <pthread.h>
extern int ready;
extern int data;
extern pthread_mutex_t flag_lock;
void publish(int v);
int consume(void);
