#include "mokert/verification.hpp"

#include "xml_util.hpp"

namespace mokert {

const char* to_string(PropertyOutcome o) {
  switch (o) {
    case PropertyOutcome::NoErrors: return "no-errors";
    case PropertyOutcome::AssertionViolated: return "assertion-violated";
    case PropertyOutcome::InvalidEndState: return "invalid-end-state";
    case PropertyOutcome::AcceptanceCycle: return "acceptance-cycle";
    case PropertyOutcome::NonProgressCycle: return "non-progress-cycle";
    case PropertyOutcome::PreconditionFalse: return "precondition-false";
    case PropertyOutcome::OtherError: return "other-error";
  }
  return "other-error";
}

PropertyOutcome property_outcome_from_string(const std::string& text) {
  for (auto o : {PropertyOutcome::NoErrors, PropertyOutcome::AssertionViolated,
                 PropertyOutcome::InvalidEndState, PropertyOutcome::AcceptanceCycle,
                 PropertyOutcome::NonProgressCycle, PropertyOutcome::PreconditionFalse,
                 PropertyOutcome::OtherError})
    if (text == to_string(o)) return o;
  throw InputError("unknown property outcome '" + text + "'");
}

std::string verification_to_xml(const VerificationResult& r) {
  pugi::xml_document doc;
  auto root = xml::new_root(doc, "verification", VerificationResult::kVersion);
  root.append_attribute("model") = r.model.c_str();
  root.append_attribute("property") = r.property.c_str();
  root.append_attribute("outcome") = to_string(r.outcome);
  root.append_attribute("errors") = r.errors;
  root.append_attribute("complete") = r.complete;
  if (!r.incomplete_reason.empty()) root.append_attribute("incomplete-reason") = r.incomplete_reason.c_str();
  auto s = root.append_child("statistics");
  s.append_attribute("states-stored") = r.states_stored;
  s.append_attribute("states-matched") = r.states_matched;
  s.append_attribute("transitions") = r.transitions;
  s.append_attribute("depth") = r.depth;
  s.append_attribute("memory-mb") = r.memory_mb;
  s.append_attribute("seconds") = r.seconds;
  auto f = root.append_child("flags");
  f.append_attribute("pan") = r.pan_flags.c_str();
  f.append_attribute("cc") = r.cc_flags.c_str();
  f.append_attribute("run") = r.run_flags.c_str();
  for (const auto& t : r.trails) {
    auto n = root.append_child("trail");
    n.append_attribute("number") = t.number;
    n.append_attribute("file") = t.trail.string().c_str();
    n.append_attribute("outcome") = to_string(t.outcome);
    n.append_child(pugi::node_pcdata).set_value(t.message.c_str());
  }
  return xml::text_of(doc);
}

void write_verification(const VerificationResult& r, const std::filesystem::path& path) {
  write_file_atomic(path, verification_to_xml(r));
}

VerificationResult verification_from_xml(const std::string& text, const std::string& name) {
  const xml::Source source{text, name};
  pugi::xml_document doc;
  auto root = xml::load(doc, source, "verification", VerificationResult::kVersion);
  VerificationResult r;
  try {
    r.model = root.attribute("model").as_string();
    r.property = root.attribute("property").as_string();
    r.outcome = property_outcome_from_string(root.attribute("outcome").as_string());
    r.errors = root.attribute("errors").as_uint();
    r.complete = root.attribute("complete").as_bool(true);
    r.incomplete_reason = root.attribute("incomplete-reason").as_string();
    auto s = root.child("statistics");
    r.states_stored = s.attribute("states-stored").as_ullong();
    r.states_matched = s.attribute("states-matched").as_ullong();
    r.transitions = s.attribute("transitions").as_ullong();
    r.depth = s.attribute("depth").as_uint();
    r.memory_mb = s.attribute("memory-mb").as_double();
    r.seconds = s.attribute("seconds").as_double();
    auto f = root.child("flags");
    r.pan_flags = f.attribute("pan").as_string();
    r.cc_flags = f.attribute("cc").as_string();
    r.run_flags = f.attribute("run").as_string();
    for (auto n : root.children("trail")) {
      TrailRef t;
      t.number = n.attribute("number").as_uint();
      t.trail = n.attribute("file").as_string();
      t.outcome = property_outcome_from_string(n.attribute("outcome").as_string());
      t.message = n.text().as_string();
      r.trails.push_back(std::move(t));
    }
  } catch (const InputError& e) {
    throw InputError(source.name + ": " + e.what());
  }
  return r;
}

VerificationResult read_verification(const std::filesystem::path& path) { return verification_from_xml(read_file(path), path.string()); }

} // namespace mokert
