/* expect-extract-error: `log_event` is called but not defined
 * A function declared in the file but defined nowhere: the extractor names it and the rule to
 * write. Written for mokert. */
void log_event(int code);

int main(void)
{
	log_event(3);
	return 0;
}
