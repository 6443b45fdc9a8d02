static int scale(int v) { return v * 3; }
int util_scaled(int v) { return scale(v); }
