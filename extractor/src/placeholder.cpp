// Removed when the extractor's sources land.
namespace mokert { int extractor_placeholder() { return 0; } }
