#ifndef MODS_H
#define MODS_H
void req_add(void);
int req_count(void);
void err_add(void);
int err_count(void);
#endif
