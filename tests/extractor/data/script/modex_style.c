/* Test input for modex_style.prx: only its presence matters to the script reader. */
struct msg { int seq; };
int get_data(struct msg *m);
void send(struct msg m);
void sender(void) { struct msg out = {0}; send(out); }
void receiver(void) { struct msg m, out = {0}; if (!get_data(&m)) return; send(out); }
