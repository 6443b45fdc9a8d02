/* The interface of a log whose functions live in another C file (written for mokert's tests). */
void log_open(int level);
void log_put(int code);
